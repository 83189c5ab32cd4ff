import { expect, test, type Page } from './fixtures';
import { GUEST, bookAsGuest, reserveFirstRoom } from './hotel-booking';
import { daysFromNow, searchHotels, submitHotelSearch } from './hotel-search';
import { dismissSavingPopup, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));

const searchPanel = (page: Page) => page.getByRole('search', { name: 'Find your trip' });

/** Sums the page's layout shifts not caused by input (the CLS score's shifts), from the start of the load. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);

test('the hero offers a tab per service in the nav order, with the hotels form ready', async ({ page }) => {
  await page.goto(site('wayfarer'));
  const panel = searchPanel(page);
  await expect(panel.getByRole('tablist', { name: 'Search by service' })).toBeVisible();
  for (const [index, name] of ['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise'].entries()) {
    await expect(panel.getByRole('tab').nth(index)).toHaveAccessibleName(name);
  }
  await expect(panel.getByRole('tab', { selected: true })).toHaveAccessibleName('Hotels');
  await expect(panel.getByRole('tabpanel').getByRole('form', { name: 'Search hotels' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Product Deals' })).toBeVisible();
});

test('searching hotels from the home page reaches the same results as the hotels search page', async ({ page }) => {
  const [checkIn, checkOut] = [daysFromNow(40), daysFromNow(42)];
  await searchHotels(page, site('wayfarer', '/booknow/hotels/search'), 'New York', checkIn, checkOut);
  const fromSearchPage = new URL(page.url());
  await searchHotels(page, site('wayfarer'), 'New York', checkIn, checkOut);
  const fromHome = new URL(page.url());
  expect(`${fromHome.pathname}${fromHome.search}`).toBe(`${fromSearchPage.pathname}${fromSearchPage.search}`);
});

test('a visitor books a hotel all the way from the home page search panel (sunny takes bookings without an account)', async ({ page }) => {
  test.setTimeout(120_000);
  const [checkIn, checkOut] = [daysFromNow(70), daysFromNow(72)];
  await page.goto(site('sunny'));
  const panel = searchPanel(page);
  await expect(panel.getByRole('tab', { selected: true })).toHaveAccessibleName('Hotels');
  await expect(panel.getByRole('form', { name: 'Search hotels' })).toBeVisible();
  await submitHotelSearch(page, 'Miami', checkIn, checkOut);

  await reserveFirstRoom(page);
  await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}`));
  const reference = await bookAsGuest(page, { ...GUEST, email: 'sam.home@example.com' });
  expect(reference).toMatch(/^H-[A-HJ-NP-Z2-9]{8}$/);
  await expect(page.getByText(`${GUEST.firstName} ${GUEST.lastName}`).first()).toBeVisible();
});

test("another service's tab leads to its page until its own form lands", async ({ page }) => {
  await page.goto(site('wayfarer'));
  const panel = searchPanel(page);
  await panel.getByRole('tab', { name: 'Cars' }).click();
  await expect(panel.getByRole('tabpanel')).toContainText('Online booking for this service with Wayfarer Travel is still being prepared.');
  await panel.getByRole('link', { name: 'Open the Cars page' }).click();
  await expect(page).toHaveURL(/\/booknow\/cars\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car Rentals');
});

test('with the hotels remote offline, the panel links to the hotels page and the rest of the home page works', async ({ page }) => {
  await page.route('**/remotes/hotels/remoteEntry.js*', (route) => route.abort('connectionrefused'));
  await page.goto(site('wayfarer'));
  const panel = searchPanel(page);
  await expect(panel.getByRole('tabpanel')).toContainText('The search form could not load.');
  await expect(panel.getByRole('link', { name: 'Open the Hotels page' })).toHaveAttribute('href', '/booknow/hotels');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next trip starts with Wayfarer Travel');
  await expect(page.getByRole('region', { name: 'Product Deals' }).getByRole('article').first()).toBeVisible();
  await panel.getByRole('tab', { name: 'Activities' }).click();
  await expect(panel.getByRole('link', { name: 'Open the Activities page' })).toBeVisible();
});

test('a car deal card opens the cars page with its place and dates, not a 404', async ({ page }) => {
  await page.goto(site('wayfarer', '/?tab=Car%20Rentals'));
  const card = page.getByRole('region', { name: 'Product Deals' }).getByRole('article').first();
  const link = card.getByRole('heading').getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/booknow\/cars\/search\?place=[^&]+&lat=[-\d.]+&long=[-\d.]+&start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}$/);
  await link.click();
  await expect(page).toHaveURL(/\/booknow\/cars\/search\?place=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car Rentals');
  await expect(page.getByText("The page you're looking for is not found.")).toHaveCount(0);
});

for (const tag of ['', '@mobile ']) {
  test(`${tag}the form arrives in its skeleton's place: nothing on the first screen moves`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(site('wayfarer'));
    await expect(searchPanel(page).getByRole('form', { name: 'Search hotels' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Product Deals' }).getByRole('article').first()).toBeVisible();
    expect(await layoutShifts(page)).toBeLessThan(0.01);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test.describe('a page opened directly, before its scripts run', () => {
  // The server renders the page: a service's page arrives rendered by its remote, a page of the
  // shell with its content.
  for (const [path, before] of [
    ['/booknow/hotels/search', (page: Page) => page.getByRole('form', { name: 'Search hotels' })],
    ['/faqs', (page: Page) => page.getByRole('heading', { level: 1, name: 'FAQ' })],
  ] as const) {
    test(`${path} shows the header with the agency's logo and its first screen, then the page`, async ({ page }) => {
      await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
      // 'commit': no script will take this page over.
      await page.goto(site('wayfarer', path), { waitUntil: 'commit' });
      await expect(page.getByRole('img', { name: 'Wayfarer Travel' })).toBeVisible();
      await expect(before(page)).toBeVisible();
      await page.unroute(/\/main\.[0-9a-f]+\.js$/);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main .page-skeleton')).toHaveCount(0);
    });
  }
});
