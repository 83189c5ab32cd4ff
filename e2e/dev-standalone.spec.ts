import { expect, test, type Page } from './fixtures';
import { citiesFixture } from '@travel/mocks/cities';
import { daysFromNow, searchHotels } from './hotel-search';
import { DEV_HOTELS_PORT, MOCK_HOTELS_PORT } from './support';

/** The developer's loop: the hotels remote alone, as `npm run dev:hotels` serves it, with and without the API. */
const devHotels = (path: string) => `http://localhost:${DEV_HOTELS_PORT}${path}`;
const mockHotels = (path: string) => `http://localhost:${MOCK_HOTELS_PORT}${path}`;

/** Every picture of the first results has loaded (the mocks paint them in the page under MOCKS=1). */
async function expectPicturesShown(page: Page): Promise<void> {
  const pictures = page.locator('img[src*="/images/hotels/"]');
  await expect(pictures.first()).toBeVisible();
  await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('npm run dev:hotels', () => {
  test('a deep results URL loads again after a reload, and when opened directly', async ({ page }) => {
    await searchHotels(page, devHotels('/booknow/hotels/search'), 'New York', daysFromNow(45), daysFromNow(47));
    const resultsUrl = page.url();
    await page.reload();
    await expect(page.getByRole('link', { name: 'See rooms' }).first()).toBeVisible();
    await expectPicturesShown(page);

    const bookmark = await page.context().newPage();
    await bookmark.goto(resultsUrl);
    await expect(bookmark.getByRole('link', { name: 'See rooms' }).first()).toBeVisible();
  });

  test('a demo traveller signs in on the standalone page and sees the traveller prices', async ({ page }) => {
    await searchHotels(page, devHotels('/booknow/hotels/search'), 'New York', daysFromNow(45), daysFromNow(47));
    // Wayfarer shows prices to signed-in people only.
    await expect(page.getByRole('link', { name: 'Reveal Price' }).first()).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /traveller@wayfarer\.test/ }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('traveller@wayfarer.test');
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();

    await expect(page.getByRole('banner')).toContainText('Tara');
    await expect(page.getByRole('link', { name: 'Reveal Price' })).toHaveCount(0);
    await expect(page.getByText('Price to traveller').first()).toBeAttached();
  });
});

test.describe('MOCKS=1 npm run dev:hotels', () => {
  for (const city of citiesFixture) {
    test(`a search for ${city.name} finds hotels with their pictures, with no API running`, async ({ page }) => {
      await searchHotels(page, mockHotels('/booknow/hotels/search'), city.name, daysFromNow(30), daysFromNow(32));
      await expectPicturesShown(page);
    });
  }
});
