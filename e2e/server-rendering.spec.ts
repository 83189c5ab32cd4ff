import { renameSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { signedInAs } from './accounts';
import { daysFromNow } from './hotel-search';
import { SIGNED_OUT, dismissSavingPopup, fetchHtml, site } from './support';

/**
 * DESIGN.md "Rendering": the server sends each page with its content, the browser takes it
 * over (hydrates) without redrawing it and without asking again for the data it came with.
 */

/** Console lines that say React could not take the server's page over as it was. */
function watchHydration(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => errors;
}

/** The API calls the page makes, by path. */
function watchApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

const FAQ_QUESTION = 'How do I know that my booking is confirmed?';

/** The shell's pages, what each shows without any script, and the data call it must not repeat. */
const PAGES: ReadonlyArray<{ path: string; content: RegExp; dataCall?: string }> = [
  { path: '/', content: /Your next trip starts with Wayfarer Travel/, dataCall: '/api/dealray/deals/hotel-search' },
  { path: '/faqs', content: new RegExp(FAQ_QUESTION), dataCall: '/api/agency/faqs' },
  { path: '/about', content: /Travel made personal since 2009/, dataCall: '/api/agency/about-us' },
  { path: '/privacy-policy', content: /respects your privacy/ },
  { path: '/user-terms-and-conditions', content: /Terms/ },
  // SPEC 1 sends it to /errors: the not-found page comes with the answer, and the address follows in the browser.
  { path: '/no/such/page', content: /The page you're looking for is not found/ },
];

/**
 * The remotes' pages: rendered on the server by the remote that owns the route, with its data,
 * and styled by that page's own stylesheet of the remote (not every page's).
 */
const REMOTE_PAGES: ReadonlyArray<{ name: string; path: () => string; content: string; dataCall: string; styles: string }> = [
  { name: 'hotel search', path: () => '/booknow/hotels/search', content: 'main form.hotel-search-form', dataCall: '/api/hotels/search', styles: '/remotes/hotels/page-styles-App-search.' },
  {
    name: 'hotel results',
    path: () => `/booknow/hotels/search-details?cityId=1&place=New%20York%20City&checkIn=${daysFromNow(45)}&checkOut=${daysFromNow(47)}&rooms=2`,
    content: 'main .result-card',
    dataCall: '/api/hotels/search',
    styles: '/remotes/hotels/page-styles-App-results.',
  },
  {
    name: 'flight results',
    path: () => `/booknow/flights/search-details?from=OSL&to=JFK&depart=${daysFromNow(45)}&return=${daysFromNow(52)}&adults=2&children=0&infants=0&cabin=economy`,
    content: 'main .journey-card button',
    dataCall: '/api/flights/search',
    styles: '/remotes/flights/page-styles-App-results.',
  },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, content } of PAGES) {
    test(`${path} shows its content and the site's header`, async ({ page }) => {
      await page.goto(site('wayfarer', path));
      await expect(page.locator('main')).toContainText(content);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotels' })).toBeVisible();
    });
  }

  for (const { name, path: pagePath, content, styles } of REMOTE_PAGES) {
    test(`the ${name} page arrives rendered by its remote, with its data and its own styles`, async ({ page }) => {
      await page.goto(site('wayfarer', pagePath()));
      await expect(page.locator(content).first()).toBeVisible();
      await expect(page.locator('main .page-skeleton')).toHaveCount(0);
      const remoteStyles = await page.locator('head link[rel="stylesheet"][href*="/remotes/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(remoteStyles).toEqual([expect.stringContaining(styles)]);
    });
  }

  test('the home page lists its deals', async ({ page }) => {
    await page.goto(site('wayfarer', '/'));
    await expect(page.locator('main .deal-card').first()).toBeVisible();
  });

  test('an Arabic page arrives in Arabic, right to left', async ({ page }) => {
    await page.context().addCookies([{ name: 'pll_language', value: 'ar', url: site('wayfarer') }]);
    await page.goto(site('wayfarer', '/faqs'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('link', { name: 'الانتقال إلى المحتوى' })).toBeAttached();
    await expect(page.locator('main')).toContainText(FAQ_QUESTION);
  });

  test.describe(() => {
    test.use(signedInAs('traveller@wayfarer.test'));
    test("a signed-in traveller's page is theirs", async ({ page }) => {
      await page.goto(site('wayfarer', '/faqs'));
      await expect(page.getByRole('banner')).toContainText('Tara');
      await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
    });
  });
});

test.describe('with JavaScript on', () => {
  test.beforeEach(({ page }) => dismissSavingPopup(page));

  for (const { path, content, dataCall } of PAGES) {
    test(`${path} is taken over without a hydration error${dataCall ? ' or asking again for its data' : ''}`, async ({ page }) => {
      const hydration = watchHydration(page);
      const calls = watchApiCalls(page);
      await page.goto(site('wayfarer', path));
      await expect(page.locator('main')).toContainText(content);
      await page.waitForLoadState('networkidle');
      expect(hydration()).toEqual([]);
      if (dataCall) expect(calls).not.toContain(dataCall);
    });
  }

  for (const { name, path: pagePath, content, dataCall } of REMOTE_PAGES) {
    test(`the ${name} page is taken over without a hydration error or asking again for its data`, async ({ page }) => {
      const hydration = watchHydration(page);
      const calls = watchApiCalls(page);
      await page.goto(site('wayfarer', pagePath()));
      await expect(page.locator(content).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(hydration()).toEqual([]);
      expect(calls).not.toContain(dataCall);
    });
  }

  test('the rendered FAQ works once taken over: a question opens its answer', async ({ page }) => {
    const hydration = watchHydration(page);
    await page.goto(site('wayfarer', '/faqs'));
    const question = page.getByRole('button', { name: FAQ_QUESTION });
    await expect(async () => {
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    expect(hydration()).toEqual([]);
  });

  test('what a visitor types as soon as the page is taken over counts, on a slow network too: the page came with its code', async ({ page }) => {
    // Every script late, as on a phone's network: the page's own chunk must arrive before the take-over, not after it.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto(site('wayfarer', '/booknow/hotels/search'));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('combobox', { name: 'Destination or hotel' }).fill('New York');
    await expect(page.getByRole('option', { name: /New York/ }).first()).toBeVisible();
  });

  test('the take-over mark waits for the remote\'s page: what is typed the moment it appears counts, load after load', async ({ page }) => {
    const field = page.getByRole('combobox', { name: 'Destination or hotel' });
    for (let load = 0; load < 4; load += 1) {
      await page.goto(site('wayfarer', '/booknow/hotels/search'), { waitUntil: 'commit' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await field.fill('New York');
      await expect(page.getByRole('option', { name: /New York/ }).first()).toBeVisible();
      await expect(field).toHaveValue('New York');
    }
  });

  test('what a visitor types before the page is taken over stays, and is searched for', async ({ page }) => {
    await page.goto(site('wayfarer', '/booknow/hotels/search'), { waitUntil: 'commit' });
    const field = page.getByRole('combobox', { name: 'Destination or hotel' });
    await field.fill('New York');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.waitForLoadState('networkidle');
    await expect(field).toHaveValue('New York');
    await field.press('ArrowDown');
    await expect(page.getByRole('option', { name: /New York/ }).first()).toBeVisible();
    await expect(field).toHaveValue('New York');
  });

  test.describe(() => {
    test.use(signedInAs('traveller@wayfarer.test'));
    test("a signed-in traveller's page does not ask for their profile again", async ({ page }) => {
      const hydration = watchHydration(page);
      const calls = watchApiCalls(page);
      await page.goto(site('wayfarer', '/faqs'));
      await expect(page.getByRole('banner')).toContainText('Tara');
      await page.waitForLoadState('networkidle');
      expect(hydration()).toEqual([]);
      expect(calls).not.toContain('/api/user/profile');
    });
  });

  test("a visitor far east of the server's zone is rendered their own day, and takes the page over without a mismatch", async ({ browser }) => {
    // UTC+14: for fourteen hours of every UTC day it is already tomorrow there, and the flight
    // search's first bookable day, and so its dates, are a day later than in UTC.
    const context = await browser.newContext({ ...SIGNED_OUT, timezoneId: 'Pacific/Kiritimati' });
    const page = await context.newPage();
    await dismissSavingPopup(page);
    const hydration = watchHydration(page);
    // The first visit has no time zone cookie yet (the server renders UTC's day); the second has.
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(site('wayfarer', '/booknow/flights/search'));
      await page.waitForLoadState('networkidle');
    }
    expect(hydration()).toEqual([]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'tz')?.value).toBe('Pacific/Kiritimati');
    await context.close();
  });

  test('an Arabic page is taken over in Arabic', async ({ browser }) => {
    const context = await browser.newContext(SIGNED_OUT);
    await context.addCookies([{ name: 'pll_language', value: 'ar', url: site('wayfarer') }]);
    const page = await context.newPage();
    await dismissSavingPopup(page);
    const hydration = watchHydration(page);
    await page.goto(site('wayfarer', '/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    expect(hydration()).toEqual([]);
    await context.close();
  });
});

test('@mobile a phone gets the phone header from the server and takes it over without a hydration error', async ({ page }) => {
  await dismissSavingPopup(page);
  const hydration = watchHydration(page);
  await page.goto(site('wayfarer', '/faqs'));
  await expect(page.locator('header.header')).toHaveClass(/is-mobile-device/);
  await expect(page.locator('main')).toContainText(FAQ_QUESTION);
  await page.waitForLoadState('networkidle');
  expect(hydration()).toEqual([]);
});

test('a remote whose server build is missing: the server renders the fallback in its place and the rest of the page, and the browser loads the remote', async ({ page }) => {
  // Cruise's: no other test needs its server build (a page of it renders the same either way once the browser has it).
  const entry = path.join(__dirname, '..', 'dist', 'server', 'cruise', 'remoteEntry.js');
  renameSync(entry, `${entry}.away`);
  try {
    const served = await fetchHtml('wayfarer', '/booknow/cruise/search');
    expect(served.status).toBe(200);
    expect(served.body).toContain('Failed to load remote component.');
    expect(served.body).toContain('class="header-logo"');
    await dismissSavingPopup(page);
    await page.goto(site('wayfarer', '/booknow/cruise/search'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cruises');
    await expect(page.getByText('Failed to load remote component.')).toHaveCount(0);
  } finally {
    renameSync(`${entry}.away`, entry);
  }
});

test('a page whose HTML differs from what the browser renders is reported, so the checks above can fail', async ({ page }) => {
  await dismissSavingPopup(page);
  const hydration = watchHydration(page);
  // Fetched by Node, which may not resolve *.localhost itself (support.ts).
  const served = await fetchHtml('wayfarer', '/faqs');
  await page.route(site('wayfarer', '/faqs'), (route) =>
    route.fulfill({
      status: served.status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': String(served.headers['content-security-policy']) },
      body: served.body.replace(FAQ_QUESTION, 'A question the browser does not have'),
    }),
  );
  await page.goto(site('wayfarer', '/faqs'));
  await expect.poll(() => hydration().length).toBeGreaterThan(0);
  // React draws the page again from its own data: the visitor ends up with the right page.
  await expect(page.locator('main')).toContainText(FAQ_QUESTION);
});
