import { expect, test, type Locator, type Page } from './fixtures';
import { daysFromNow } from './hotel-search';
import { dismissSavingPopup, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));
// A common laptop: the hotel search's fields and button share one row there.
test.use({ viewport: { width: 1366, height: 768 } });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
};

/** The rooms field of the page's hotel search form, beside its search button and with all its words inside its box. */
async function expectRoomsFieldClear(page: Page): Promise<void> {
  const form = page.locator('form:has(.rooms-field)');
  await expect(form.locator('.rooms-trigger')).toBeVisible();
  const rooms = await box(form.locator('.rooms-trigger'));
  const summary = await box(form.locator('.rooms-summary'));
  const submit = await box(form.locator('button[type="submit"]'));
  const apart = rooms.x + rooms.width <= submit.x || submit.x + submit.width <= rooms.x || rooms.y + rooms.height <= submit.y;
  expect(apart, `rooms ${JSON.stringify(rooms)} and search ${JSON.stringify(submit)} overlap`).toBe(true);
  expect(summary.x).toBeGreaterThanOrEqual(rooms.x);
  expect(summary.x + summary.width).toBeLessThanOrEqual(rooms.x + rooms.width);
  expect(await form.locator('.rooms-summary').evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
}

// Two rooms and a child make the longest summary a results link carries ('2 Zimmer, 3 Erwachsene, 1 Kind').
const RESULTS = `/booknow/hotels/search-details?cityId=1&place=New+York+City&checkIn=${daysFromNow(30)}&checkOut=${daysFromNow(33)}&rooms=2-5,1`;

for (const language of ['de', 'ar']) {
  for (const [name, path] of [
    ['the hotels search page', '/booknow/hotels/search'],
    ['the home page', '/'],
    ['the results page', RESULTS],
  ] as const) {
    test(`${name} in ${language} at 1366 px: the rooms field keeps clear of the search button, its words whole`, async ({ page, context }) => {
      await context.addCookies([{ name: 'pll_language', value: language, url: site('wayfarer') }]);
      await page.goto(site('wayfarer', path));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectRoomsFieldClear(page);
    });
  }
}
