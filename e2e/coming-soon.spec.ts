import { expect, test } from './fixtures';
import { daysFromNow } from './hotel-search';
import { dismissSavingPopup, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));

const start = daysFromNow(40);
const end = daysFromNow(44);
/** A car deal card's link (apps/shell dealLinks), at the agency's deals location. */
const CAR_DEAL = `/booknow/cars/search?place=New+York+City&lat=40.7128&long=-74.006&start=${start}&end=${end}`;

for (const tag of ['', '@mobile ']) {
  test(`${tag}a car deal's place and dates show on the cars page, and its hotels link searches there for those nights`, async ({ page }) => {
    await page.goto(site('wayfarer', CAR_DEAL));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car Rentals');
    // The dates as the hotel results' summary writes them, by the browser's own Intl.
    const dates = await page.evaluate(
      ([first, last]) =>
        new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(new Date(`${first}T00:00:00Z`), new Date(`${last}T00:00:00Z`)),
      [start, end] as const,
    );
    const trip = page.getByRole('main').locator('p').filter({ hasText: /^New York City · / });
    await expect(trip).toBeVisible();
    expect(await trip.textContent()).toBe(`New York City · ${dates}`);
    await expect(page.getByText('Online booking for this service with Wayfarer Travel is still being prepared.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('main').getByRole('link', { name: 'Hotels', exact: true }).click();
    await expect(page).toHaveURL(
      site('wayfarer', `/booknow/hotels/search-details?lat=40.7128&lon=-74.006&place=New+York+City&checkIn=${start}&checkOut=${end}&rooms=2`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in New York City' })).toBeVisible();
  });
}

test('a hand-edited link with nonsense for its place and dates shows the page without them', async ({ page }) => {
  await page.goto(site('wayfarer', '/booknow/cars/search?place=%20&lat=north&long=2&start=2026-02-30&end=soon'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car Rentals');
  await expect(page.getByRole('main').getByText('Coming soon', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(/ · /)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Hotels', exact: true })).toHaveAttribute('href', '/booknow/hotels');
});
