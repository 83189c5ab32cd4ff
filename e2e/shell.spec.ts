import { expect, test, type Page } from './fixtures';
import { signedInAs } from './accounts';
import { dismissSavingPopup, logIn, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));

const dealsPanel = (page: Page) => page.getByRole('tabpanel');

test.describe('prices by role on the real home deals (SPEC 1, 6)', () => {
  test('an anonymous visitor sees Reveal Price and no amounts', async ({ page }) => {
    await page.goto(site('wayfarer'));
    await expect(dealsPanel(page).getByRole('link', { name: 'Reveal Price' }).first()).toBeVisible();
    await expect(dealsPanel(page).getByText(/You save/)).toHaveCount(0);
  });

  test.describe(() => {
    test.use(signedInAs('traveller@wayfarer.test'));
    test('a traveller sees the retail price struck through, the price, the discount and the saving', async ({ page }) => {
      await page.goto(site('wayfarer'));
      const firstPrice = dealsPanel(page).locator('.price').first();
      await expect(firstPrice.locator('s')).toHaveText(/^\$[\d,]+\.\d{2}$/);
      await expect(firstPrice.getByText(/^You save \$[\d,]+$/)).toBeVisible();
      await expect(firstPrice.getByText(/% off$/)).toBeVisible();
      await expect(dealsPanel(page).getByText('Wholesale rate')).toHaveCount(0);
      await expect(dealsPanel(page).getByRole('link', { name: 'Reveal Price' })).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use(signedInAs('agent@wayfarer.test'));
    test('an unrestricted agent also sees the wholesale rate and the markup', async ({ page }) => {
      await page.goto(site('wayfarer'));
      await expect(dealsPanel(page).locator('.price').first().getByText('Wholesale rate')).toBeVisible();
      await expect(dealsPanel(page).locator('.price').first().getByText('Agency markup')).toBeVisible();
    });
  });

  test.describe(() => {
    test.use(signedInAs('restricted@wayfarer.test'));
    test('a restricted agent sees neither', async ({ page }) => {
      await page.goto(site('wayfarer'));
      await expect(dealsPanel(page).locator('.price').first().locator('s')).toBeVisible();
      await expect(dealsPanel(page).getByText('Wholesale rate')).toHaveCount(0);
    });
  });

  test('sunny lets anonymous visitors see prices (non-login flow)', async ({ page }) => {
    await page.goto(site('sunny'));
    await expect(dealsPanel(page).locator('.price').first().locator('strong')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(dealsPanel(page).getByRole('link', { name: 'Reveal Price' })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use(signedInAs('traveller@wayfarer.test'));

  test('switching the currency changes every price, and the choice outlives a reload off the home page', async ({ page }) => {
    await page.goto(site('wayfarer'));
    const totals = dealsPanel(page).locator('.price-total strong');
    await expect(totals.first()).toHaveText(/^\$/);
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    await page.getByRole('searchbox', { name: 'Search currencies' }).fill('euro');
    await page.getByRole('button', { name: /EUR/ }).click();
    await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
    await expect(totals.first()).toHaveText(/€/);
    const count = await totals.count();
    for (let i = 0; i < count; i += 1) await expect(totals.nth(i)).toHaveText(/€/);

    await page.goto(site('wayfarer', '/faqs'));
    await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
    // SPEC 4: visiting the home path clears the stored choice.
    await page.goto(site('wayfarer'));
    await expect(page.getByRole('button', { name: 'Currency: USD' })).toBeVisible();
  });

  test('the signed-in menu follows the role', async ({ page }) => {
    await page.goto(site('wayfarer'));
    await page.getByRole('button', { name: 'Account menu for Tara' }).click();
    await expect(page.getByText('traveller@wayfarer.test').first()).toBeVisible();
    for (const name of ['Dashboard', 'Book Now', 'My Trips', 'Profile Settings', 'Support', 'Wallet', 'Logout']) {
      await expect(page.locator('.account-menu').getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('complementary', { name: 'Your account' })).toContainText('Credits: $150.00');
  });
});

test('switching to Arabic mirrors the page, translates it and remembers it in pll_language', async ({ page, context }) => {
  await page.goto(site('wayfarer'));
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رحلتك القادمة تبدأ مع Wayfarer Travel');
  const cookie = (await context.cookies()).find((c) => c.name === 'pll_language');
  expect(cookie?.value).toBe('ar');
  expect(cookie?.sameSite).toBe('Strict');
  // About a year (525600 minutes).
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a page opened from low on the home page starts at its top; Back returns to where the visitor was', async ({ page }) => {
  await page.goto(site('wayfarer'));
  await expect(page.getByRole('region', { name: 'Product Deals' }).getByRole('article').first()).toBeVisible();
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back is the browser's own restoration, not a new page.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your next trip starts with Wayfarer Travel' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('logout clears the session and goes to the agency return URL', async ({ page, context }) => {
  // Logging out revokes every token of the account: an account no other test shares, signed in here.
  await logIn(page, 'wayfarer', 'plain@wayfarer.test');
  await page.goto(site('wayfarer', '/faqs'));
  await expect(page.getByRole('button', { name: 'Account menu for Paul' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('anything', 'kept?'));
  await page.goto(site('wayfarer', '/logout'));
  // Wayfarer has no return URL: home.
  await expect(page).toHaveURL(site('wayfarer', '/'));
  expect((await context.cookies()).some((cookie) => cookie.name === 'x-access-token')).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('anything'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  // Sunny's is /about. Every sunny account is shared, so this part runs signed out: /logout leaves the same way.
  await page.goto(site('sunny', '/logout'));
  await expect(page).toHaveURL(site('sunny', '/about'));
});

test.describe(() => {
  test.use(signedInAs('owner@sunny.test'));
  test("an unsubscribed agency's owner finds the subscription page behind the logo (SPEC 2.6)", async ({ page }) => {
    await page.goto(site('sunny', '/faqs'));
    await expect(page.getByRole('link', { name: 'Sunny Escapes home' })).toHaveAttribute('href', '/subscription');
  });
});

test('hideHeader and hideFooter hide the chrome for the rest of the visit', async ({ page }) => {
  await page.goto(site('wayfarer', '/faqs?hideHeader=true&hideFooter=true'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  // The footer would come a commit after the page (RenderLater), with the start-up calls.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto(site('wayfarer', '/about'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.goto(site('sunny', '/faqs?hideFooter=true'));
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test("in Arabic, the FAQ's English questions all start at the same edge, on one line or two", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto(site('wayfarer', '/faqs?lng=ar'));
  const questions = page.locator('.faq-question button > span');
  await expect(questions.first()).toBeVisible();
  const starts = await questions.evaluateAll((spans) =>
    spans.map((span) => {
      const range = document.createRange();
      range.selectNodeContents(span);
      return Math.round(range.getClientRects()[0]?.left ?? Number.NaN);
    }),
  );
  expect(starts.length).toBeGreaterThan(3);
  expect(new Set(starts).size).toBe(1);
});

test('nordic (SSO only) sends Log In to its portal', async ({ page }) => {
  await page.goto(site('nordic'));
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', 'https://portal.nordlys.example/');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', 'https://portal.nordlys.example/');
});

test.describe('FAQ and About across the demo agencies (SPEC 2.5)', () => {
  test('wayfarer has both, the FAQ as an accordion', async ({ page }) => {
    await page.goto(site('wayfarer', '/faqs'));
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const first = page.getByRole('button', { name: /How do I know that my booking is confirmed/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.goto(site('wayfarer', '/about'));
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test("sunny's FAQ is off and its About page cannot run the script in its HTML", async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(site('sunny', '/faqs'));
    await expect(page.getByText('Faq Page is not available')).toBeVisible();
    await page.goto(site('sunny', '/about'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main [onerror]')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
    // The payload's image has failed to load, so its onerror, had it survived, has been queued; one more task runs it.
    await expect.poll(() => page.locator('main img[src="x"]').evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    expect(dialogs).toEqual([]);
  });

  test("nordic's FAQ has a too-short question and its About page is off", async ({ page }) => {
    await page.goto(site('nordic', '/faqs'));
    await expect(page.getByText('No Faqs Found !')).toBeVisible();
    await page.goto(site('nordic', '/about'));
    await expect(page.getByText('About Us Page is not available')).toBeVisible();
  });
});

test.describe('the saving-price popup (SPEC 2.9, 4)', () => {
  /** The service tiles are drawn, in the commit that mounts the popup and starts its 5-second timer on the page's clock. */
  const homeDrawn = (page: Page) => expect(page.getByRole('heading', { level: 2, name: 'What would you like to book?' })).toBeVisible();

  async function openHomeOnClock(page: Page, subdomain: string): Promise<void> {
    await page.clock.install();
    await page.goto(site(subdomain));
    await homeDrawn(page);
  }

  /**
   * Past the popup's 5 seconds, firing every timer and frame on the way, so what the timer
   * started has rendered before a test says the popup is not there.
   */
  const pastThePopupDelay = (page: Page) => page.clock.runFor(6_500);

  test('opens 5 seconds after an anonymous visitor lands on the home page, once per session', async ({ browser }) => {
    // A context of its own: the other tests' init script closes the popup for the session.
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHomeOnClock(page, 'wayfarer');
    const popup = page.getByRole('dialog', { name: 'Unlock instant savings by signing in' });
    await expect(popup).toBeHidden();
    await page.clock.runFor(5_000);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('displaySavingPopup'))).toBe('false');
    await page.reload();
    await homeDrawn(page);
    await pastThePopupDelay(page);
    await expect(popup).toBeHidden();
    await context.close();
  });

  test('never opens on the agency that turns it off', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHomeOnClock(page, 'nordic');
    await pastThePopupDelay(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

test.describe('the first screen rendered by the server (performance)', () => {
  for (const [language, title, width] of [
    ['en', 'Your next trip starts with Wayfarer Travel', 1280],
    ['ar', 'رحلتك القادمة تبدأ مع Wayfarer Travel', 412],
  ] as const) {
    test(`shows the header and hero before any script runs, and the hydrated page keeps the same hero in the same place (${language}, ${width} px)`, async ({ browser }) => {
      const heroes = [];
      for (const scripts of [false, true]) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        await dismissSavingPopup(page);
        if (!scripts) await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
        // Without scripts nothing will take the page over: 'commit'.
        await page.goto(site('wayfarer', `/?lng=${language}`), scripts ? undefined : { waitUntil: 'commit' });
        const heading = page.getByRole('heading', { level: 1, name: title });
        await expect(heading).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        // With scripts, wait for the shell's own render (the deals only it draws).
        if (scripts) await expect(page.getByRole('heading', { level: 2, name: /Product Deals|عروض المنتجات/ })).toBeVisible();
        heroes.push({ heading: await heading.boundingBox(), hero: await page.locator('.home-hero').boundingBox() });
        await context.close();
      }
      expect(heroes[1]).toEqual(heroes[0]);
    });
  }

  test("paints a light-coloured agency in its own colours before any script runs, not the stylesheet's default blue", async ({ page }) => {
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    // 'commit': no script will take this page over.
    await page.goto(site('sunny'), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Your next trip starts with Sunny Escapes' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe('#ffd400');
    await expect(page.locator('html')).toHaveClass(/theme-light/);
    // Black text on the light hero (SPEC 4's foreground rule).
    await expect(page.locator('.hero')).toHaveCSS('color', 'rgb(0, 0, 0)');
  });
});
