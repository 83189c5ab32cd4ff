import { expect, test, type Page } from './fixtures';
import { daysFromNow } from './hotel-search';
import { dismissSavingPopup, site } from './support';

/**
 * Issue 20, the hotel page: from the results to a hotel, its photos full screen by keyboard,
 * its reviews and house rules, and back to the same results, filters kept.
 */

test.beforeEach(({ page }) => dismissSavingPopup(page));

const resultsPath = (language = 'en') =>
  `/booknow/hotels/search-details?cityId=1&place=New%20York%20City&checkIn=${daysFromNow(45)}&checkOut=${daysFromNow(47)}&rooms=2&sort=rating&lng=${language}`;

const viewer = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => viewer(page).locator('.photo-viewer-counter');

/** The results for New York City, best rated first, then the first hotel; the page's URL before it. */
async function openHotelFromResults(page: Page, language = 'en', narrow?: () => Promise<void>): Promise<string> {
  await page.goto(site('wayfarer', resultsPath(language)));
  await expect(page.locator('a[href*="/booknow/hotels/details?"]').first()).toBeVisible();
  await narrow?.();
  const results = page.url();
  await page.locator('a[href*="/booknow/hotels/details?"]').first().click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/details\?.*cityId=1/);
  await expect(page.locator('h1')).toBeVisible();
  return results;
}

test('a traveller opens a hotel from the results, steps through its photos by keyboard, reads reviews and rules, and goes back with the filters kept', async ({ page }) => {
  // A filter the traveller sets is the results URL's: click, then wait for the router to write it.
  const freeCancellation = page.getByRole('checkbox', { name: /Free cancellation/ });
  const results = await openHotelFromResults(page, 'en', async () => {
    await freeCancellation.click();
    await expect(page).toHaveURL(/freeCancellation=1/);
    await expect(page.locator('a[href*="/booknow/hotels/details?"]').first()).toHaveAttribute('href', /freeCancellation=1/);
  });

  // The gallery: the first photo large, thumbnails, and the whole set full screen.
  const gallery = page.getByRole('region', { name: /^Photos of / });
  await expect(gallery.getByRole('button', { name: /^Photo 1 of \d+: / })).toBeVisible();
  const showAll = gallery.getByRole('button', { name: /^Show all \d+ photos$/ });
  const total = Number((await showAll.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThanOrEqual(3);
  await showAll.focus();
  await page.keyboard.press('Enter');
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page).getByRole('button', { name: 'Close photos' })).toBeFocused();
  await expect(counter(page)).toHaveText(`Photo 1 of ${total}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`Photo 3 of ${total}`);
  const third = await viewer(page).locator('.photo-viewer-stage img').getAttribute('src');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`Photo 2 of ${total}`);
  expect(await viewer(page).locator('.photo-viewer-stage img').getAttribute('src')).not.toBe(third);
  await page.keyboard.press('End');
  await expect(counter(page)).toHaveText(`Photo ${total} of ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`Photo 1 of ${total}`);
  // Tab stays inside the dialog.
  for (let step = 0; step < total + 4; step++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(showAll).toBeFocused();

  // Each room: a picture, its beds and its size.
  const room = page.locator('.room-card').first();
  const picture = room.locator('img.room-card-image');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(room).toContainText(/\d+ (king|queen|double|twin|single|bunk|sofa) beds?/);
  await expect(room).toContainText(/\d+ m²/);

  // Reviews: the score the results card showed, a count, the aspects, reviews marked with their language.
  const reviews = page.locator('#reviews');
  await expect(reviews.getByRole('heading', { name: 'Guest reviews' })).toBeVisible();
  await expect(reviews.getByText(/^Based on \d+ reviews$/)).toBeVisible();
  await expect(reviews.getByText('Value for money')).toBeVisible();
  await expect(reviews.getByRole('article').first()).toBeVisible();
  expect(await reviews.locator('.review-text[lang]').count()).toBeGreaterThan(0);

  // Good to know: times and house rules.
  const rules = page.locator('#good-to-know');
  await expect(rules.getByRole('heading', { name: 'Good to know' })).toBeVisible();
  await expect(rules.getByText(/^From \d{1,2}:\d{2}\s[AP]M( to \d{1,2}:\d{2}\s[AP]M)?$/)).toBeVisible();
  await expect(rules.getByText(/^Until \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
  for (const rule of ['Children', 'Pets', 'Payment at the property']) await expect(rules.getByText(rule, { exact: true })).toBeVisible();

  // Back to the same results, the filter still on.
  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(results);
  await expect(page.locator('a[href*="/booknow/hotels/details?"]').first()).toBeVisible();
  await expect(freeCancellation).toBeChecked();
});

test('right to left, in Arabic, the arrow keys follow the eye: the left arrow shows the next photo', async ({ page }) => {
  await openHotelFromResults(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'العودة إلى النتائج' })).toBeVisible();
  await page.locator('.photo-gallery-tile').first().click();
  await expect(viewer(page)).toBeVisible();
  const first = await counter(page).textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).not.toHaveText(first ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(first ?? '');
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toBeHidden();
  await expect(page.locator('#reviews .review').first()).toBeVisible();
});

test('@mobile on a phone the photos open full screen from a thumbnail and step with the buttons', async ({ page }) => {
  await page.goto(site('wayfarer', resultsPath()));
  await page.locator('a[href*="/booknow/hotels/details?"]').first().click();
  const thumbnail = page.locator('.photo-gallery-thumbs .photo-gallery-tile').first();
  await thumbnail.click();
  await expect(counter(page)).toHaveText(/^Photo 2 of \d+$/);
  const box = await viewer(page).boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
  await viewer(page).getByRole('button', { name: 'Next photo' }).click();
  await expect(counter(page)).toHaveText(/^Photo 3 of \d+$/);
  await viewer(page).getByRole('button', { name: 'Close photos' }).click();
  await expect(viewer(page)).toBeHidden();
  await expect(thumbnail).toBeFocused();
});
