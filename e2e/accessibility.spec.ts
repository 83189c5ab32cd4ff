import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { signedInAs, type SharedAccount } from './accounts';
import { daysFromNow } from './hotel-search';
import { dismissSavingPopup, site } from './support';

/**
 * Issue 6, accessibility: axe-core finds no serious or critical WCAG 2.1 A/AA violation on the
 * main pages (English and Arabic, desktop and phone), each demo agency's colour keeps its text
 * readable, and a traveller books a hotel with the keyboard alone, seeing where the focus is.
 */

test.beforeEach(({ page }) => dismissSavingPopup(page));

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One line per violation and node, so a failure says what to fix and where. */
function describeViolations(violations: readonly Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`),
    )
    .join('\n');
}

async function expectNoBlockingViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(blocking, describeViolations(blocking)).toEqual([]);
}

/** YYYY-MM-DD `days` from today (UTC). */

const resultsPath = () =>
  `/booknow/hotels/search-details?cityId=1&place=New%20York%20City&checkIn=${daysFromNow(45)}&checkOut=${daysFromNow(47)}&rooms=2`;

/** Appends the language to a path that may already carry a query. */
const withLanguage = (path: string, language: string) => `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;

const detailsLinks = (page: Page) => page.locator('a[href*="/booknow/hotels/details?"]');

const flightResultsPath = () =>
  `/booknow/flights/search-details?from=OSL&to=JFK&depart=${daysFromNow(45)}&return=${daysFromNow(52)}&adults=2&children=0&infants=1&cabin=economy`;

/** From the flight results, the first outbound and return, to the fares side by side. */
async function openFlightDetails(page: Page, language: string): Promise<void> {
  await openSettled(page, flightResultsPath(), language);
  await page.locator('.journey-card button').first().click();
  await expect(page).toHaveURL(/outbound=/);
  await expect(page.locator('.chosen-outbound')).toBeVisible();
  await page.locator('.journey-card button').first().click();
  await expect(page.locator('a[href*="/booknow/flights/reservation-details?"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Opens a page on wayfarer and waits until its real content (not a skeleton) is there. */
type PageVisit = (page: Page, language: string) => Promise<void>;

async function openSettled(page: Page, path: string, language: string): Promise<void> {
  await page.goto(site('wayfarer', withLanguage(path, language)));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main :is(h1, h2):visible').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Each page, and the account it is seen as (none: a visitor). */
const PAGES: ReadonlyArray<{ name: string; account?: SharedAccount; visit: PageVisit }> = [
  { name: 'home', visit: (page, language) => openSettled(page, '/', language) },
  {
    name: 'hotel results',
    visit: async (page, language) => {
      await openSettled(page, resultsPath(), language);
      await expect(detailsLinks(page).first()).toBeVisible();
    },
  },
  {
    name: 'hotel checkout',
    account: 'traveller@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, resultsPath(), language);
      await detailsLinks(page).first().click();
      await page.locator('a[href*="/booknow/hotels/checkout?"]').first().click();
      await expect(page.locator('.checkout-pay')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'traveller dashboard',
    account: 'traveller@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/mytrip/dashboard', language);
      await expect(page.locator('.dashboard-count').first()).toHaveText(/\d/);
    },
  },
  {
    name: 'profile settings',
    account: 'traveller@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/mytrip/profile', language);
      await expect(page.locator('input[name="firstName"]')).toBeVisible();
    },
  },
  {
    name: 'markup settings',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/settings/agency', language);
      await expect(page.locator('input[name="Hotels"]')).toHaveValue('12');
    },
  },
  {
    name: 'website settings',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/settings/website', language);
      await expect(page.locator('input[name="primaryColor"]')).toHaveValue('#2c7be5');
    },
  },
  {
    name: 'product settings',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/settings/product', language);
      await expect(page.locator('.product-services input').first()).toBeVisible();
    },
  },
  {
    name: 'command center',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/dashboard', language);
      await expect(page.locator('.account-shortcut').first()).toBeVisible();
    },
  },
  {
    name: 'bookings list',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/bookings', language);
      // A table on desktop, cards on a phone.
      await expect(page.locator('.bookings-table tbody tr, .list-card').first()).toBeVisible();
    },
  },
  {
    name: 'booking page',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/bookings', language);
      await page.locator('.bookings-table tbody tr a, .list-card a').first().click();
      await expect(page.locator('.command-detail h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'clients list',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/clients', language);
      await expect(page.locator('.list-table tbody tr, .list-card').first()).toBeVisible();
    },
  },
  {
    name: 'client form',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/clients/new', language);
      await expect(page.locator('input[name="firstName"]')).toBeVisible();
    },
  },
  {
    name: 'command center figures',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/dashboard?period=last30', language);
      await expect(page.locator('.dashboard-figure').first()).toBeVisible();
    },
  },
  {
    name: 'agents',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/users/agents', language);
      await expect(page.locator('.list-table tbody tr, .list-card').first()).toBeVisible();
    },
  },
  {
    name: 'deal links',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/deal-link', language);
      await expect(page.locator('.list-table tbody tr, .list-card').first()).toBeVisible();
    },
  },
  {
    name: 'proposals',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/proposals', language);
      await expect(page.locator('.list-table tbody tr, .list-card').first()).toBeVisible();
    },
  },
  {
    name: 'a proposal',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/proposals?status=viewed', language);
      await page.locator('.list-table tbody tr a, .list-card a').first().click();
      await expect(page.locator('.command-detail h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: "the client's proposal",
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/proposals', language);
      const link = await page.evaluate(async () => {
        const { proposals } = (await (await fetch('/api/agency/proposals?status=viewed')).json()) as { proposals: { id: string }[] };
        const detail = (await (await fetch(`/api/agency/proposals/${proposals[0]!.id}`)).json()) as { link: string };
        return detail.link;
      });
      await openSettled(page, link, language);
    },
  },
  {
    name: "the client's approved proposal, to book",
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/proposals', language);
      const link = await page.evaluate(async () => {
        const { proposals } = (await (await fetch('/api/agency/proposals?status=approved')).json()) as { proposals: { id: string }[] };
        const detail = (await (await fetch(`/api/agency/proposals/${proposals[0]!.id}`)).json()) as { link: string };
        return detail.link;
      });
      await openSettled(page, link, language);
      await expect(page.locator('.proposal-item-book').first()).toBeVisible();
    },
  },
  {
    name: 'credits ledger',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/wallet/details', language);
      await expect(page.locator('.list-table, .list-card, .list-empty').first()).toBeVisible();
    },
  },
  {
    name: 'payment settings',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/settings/payment', language);
      await expect(page.locator('.payment-gateway').first()).toBeVisible();
    },
  },
  {
    name: 'searches',
    account: 'owner@wayfarer.test',
    visit: async (page, language) => {
      await openSettled(page, '/searches', language);
      await expect(page.locator('.list-table tbody tr, .list-card').first()).toBeVisible();
    },
  },
  { name: 'flight search', visit: (page, language) => openSettled(page, '/booknow/flights/search', language) },
  {
    name: 'flight results',
    visit: async (page, language) => {
      await openSettled(page, flightResultsPath(), language);
      await expect(page.locator('.journey-card button').first()).toBeVisible();
    },
  },
  { name: 'flight details', visit: openFlightDetails },
  {
    name: 'flight checkout',
    account: 'traveller@wayfarer.test',
    visit: async (page, language) => {
      await openFlightDetails(page, language);
      await page.locator('a[href*="/booknow/flights/reservation-details?"]').nth(1).click();
      await page.locator('a[href*="/booknow/flights/checkout?"]').first().click();
      await expect(page.locator('.checkout-pay')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  { name: 'FAQ', visit: (page, language) => openSettled(page, '/faqs', language) },
  { name: 'About', visit: (page, language) => openSettled(page, '/about', language) },
  {
    name: 'login',
    visit: async (page, language) => {
      await openSettled(page, '/login', language);
      await expect(page.locator('input[type="password"]')).toBeVisible();
    },
  },
  {
    name: 'find my booking',
    visit: async (page, language) => {
      await openSettled(page, '/mytrip/find-booking?reference=H-AAAAAAAA', language);
      await page.locator('input[name="email"]').fill('nobody@example.com');
      await page.locator('form button[type="submit"]').click();
      // With its not-found message showing.
      await expect(page.locator('.find-booking-form [role="alert"]')).toBeVisible();
    },
  },
  {
    name: '404',
    visit: async (page, language) => {
      await openSettled(page, '/no-such-page', language);
      await expect(page).toHaveURL(/\/errors/);
    },
  },
];

for (const device of ['desktop', '@mobile']) {
  for (const language of ['en', 'ar']) {
    test.describe(`axe on ${device} in ${language}`, () => {
      for (const { name, account, visit } of PAGES) {
        test.describe(() => {
          if (account) test.use(signedInAs(account));
          test(`${device} ${language}: the ${name} page has no serious or critical violations`, async ({ page }) => {
            await visit(page, language);
            await expectNoBlockingViolations(page);
          });
        });
      }
    });
  }
}

test.describe('colour contrast with each demo agency’s primary colour (SPEC 4 foreground rule)', () => {
  for (const subdomain of ['wayfarer', 'sunny', 'nordic', 'sol']) {
    test(`${subdomain}: the home page passes color-contrast`, async ({ page }) => {
      await page.goto(site(subdomain));
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(results.violations, describeViolations(results.violations)).toEqual([]);
    });
  }
});

/** The focused element's accessible name, as far as this test needs it: aria-label, its label, or its text. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return name.replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, { backwards = false, limit = 120 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const current = await focusedName(page);
    if (name.test(current)) return;
    seen.push(current);
  }
  throw new Error(`No focusable element named ${name} within ${limit} Tabs; passed: ${seen.slice(-15).join(' | ')}`);
}

/** The focused element is on screen and drawn with a focus ring (an outline or a box shadow). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      name: element.outerHTML.slice(0, 120),
      onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && element.checkVisibility(),
      ring: outlined || style.boxShadow !== 'none',
    };
  });
  expect(focus, 'something has the focus').not.toBeNull();
  expect(focus, `focus is visible on ${focus?.name}`).toMatchObject({ onScreen: true, ring: true });
}

test.describe(() => {
  test.use(signedInAs('traveller@wayfarer.test'));
  test('a traveller searches, picks and books a hotel with the keyboard alone, the focus visible throughout', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(site('wayfarer', '/booknow/hotels/search'));
    await expect(page.getByRole('combobox', { name: 'Destination or hotel' })).toBeVisible();

    await tabTo(page, /^Destination or hotel$/);
    await expectVisibleFocus(page);
    await page.keyboard.type('New York');
    await expect(page.getByRole('option', { name: /New York/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Destination or hotel' })).toHaveValue(/New York/);

    await tabTo(page, /^Search$/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/booknow\/hotels\/search-details\?/);
    await expect(page.getByRole('link', { name: 'See rooms' }).first()).toBeVisible();

    await tabTo(page, /^See rooms$/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/booknow\/hotels\/details\?/);
    await expect(page.getByRole('link', { name: 'Reserve' }).first()).toBeVisible();

    await tabTo(page, /^Reserve$/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/booknow\/hotels\/checkout\?/);
    await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();

    await tabTo(page, /^Phone/);
    await expectVisibleFocus(page);
    await page.keyboard.type('+1 212 555 0147');
    await tabTo(page, /^Card number/);
    await expectVisibleFocus(page);
    await page.keyboard.type('4242 4242 4242 4242');
    await tabTo(page, /^Expiry date/);
    await page.keyboard.type('12/30');
    await tabTo(page, /^Security code/);
    await page.keyboard.type('123');
    await tabTo(page, /^Name on card/);
    await page.keyboard.type('Tara Traveller');

    await tabTo(page, /booking terms/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /booking terms/ })).toBeChecked();

    await tabTo(page, /^(Pay|Book with credits)/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  });
});
