import { expect, test, type Page } from './fixtures';
import { daysFromNow } from './hotel-search';
import { dismissSavingPopup, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));

/** A results link for a stay that is already over: what an old bookmark or a shared link holds. */
const pastSearch = `/booknow/hotels/search-details?cityId=1&place=New+York+City&checkIn=${daysFromNow(-5)}&checkOut=${daysFromNow(-3)}&rooms=2`;

/** What the API's words look like: a request field's path, or its English message. */
async function expectNoApiWords(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(body|query|querystring|params|headers)\.\w/);
  expect(text).not.toContain('check-in is in the past');
}

test('a hotel search for past dates says so in plain words at the dates field, never in the API words', async ({ page }) => {
  await page.goto(site('wayfarer', pastSearch));
  await expect(page.getByRole('heading', { name: 'Check your search' })).toBeVisible();
  await expect(page.getByText('Change the marked field in the search above, then search again.')).toBeVisible();
  const dates = page.getByRole('button', { name: /^Check-in – Check-out/ });
  await expect(dates).toHaveAttribute('aria-invalid', 'true');
  await expect(dates).toHaveAccessibleDescription('This date has passed. Choose today or later.');
  await expect(page.getByText('This date has passed. Choose today or later.')).toBeVisible();
  // The same search would be refused again: there is nothing to retry.
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoApiWords(page);
});

test('@mobile on a phone in Arabic, the refused search opens its form to show the marked dates', async ({ page, context }) => {
  await context.addCookies([{ name: 'pll_language', value: 'ar', url: site('wayfarer') }]);
  await page.goto(site('wayfarer', pastSearch));
  await expect(page.getByRole('heading', { name: 'تحقّق من بحثك' })).toBeVisible();
  await expect(page.getByText('هذا التاريخ قد مضى. اختر اليوم أو تاريخًا لاحقًا.')).toBeVisible();
  await expectNoApiWords(page);
});

test("a hotel's page for past dates offers the dates to change, marked, and the checkout says why it cannot price them", async ({ page }) => {
  const stay = `hotelId=3&checkIn=${daysFromNow(-4)}&checkOut=${daysFromNow(-2)}&rooms=2`;
  await page.goto(site('sunny', `/booknow/hotels/details?${stay}`));
  await expect(page.getByRole('heading', { name: 'Check the dates of your stay' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Check-in – Check-out/ })).toHaveAccessibleDescription('This date has passed. Choose today or later.');
  await expectNoApiWords(page);

  await page.goto(site('sunny', `/booknow/hotels/checkout?${stay}&roomId=1`));
  await expect(page.getByText('The check-in date has passed. Choose today or a later day.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose another room' })).toBeVisible();
  await expectNoApiWords(page);
});
