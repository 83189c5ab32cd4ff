import { expect, test } from './fixtures';
import { dismissSavingPopup, fetchHtml, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));

const primaryColor = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());

test('wayfarer and sunny are two differently branded sites', async ({ page }) => {
  await page.goto(site('wayfarer'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next trip starts with Wayfarer Travel');
  await expect(page).toHaveTitle('Wayfarer Travel | Hotels, Flights, Cars and Cruises');
  expect(await primaryColor(page)).toBe('#2c7be5');

  await page.goto(site('sunny'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next trip starts with Sunny Escapes');
  await expect(page).toHaveTitle('Sunny Escapes - Online Hotel, Flight, Car Booking Agency');
  expect(await primaryColor(page)).toBe('#ffd400');
  // A light primary colour carries black text.
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  await expect(page.locator('.hero')).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Hotels', 'Activities', 'Cruise', 'Our Story']);
});

test('localhost serves the default agency', async ({ page }) => {
  await page.goto(site('wayfarer').replace('wayfarer.localhost', 'localhost'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next trip starts with Wayfarer Travel');
});

test("an unknown subdomain shows 'Agency not found!'", async ({ page }) => {
  const response = await page.goto(site('nowhere'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Agency not found!' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('an inactive agency is blocked by the inactive modal', async ({ page }) => {
  await page.goto(site('closed'));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Agency is inactive, Please contact the administrator');
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('the server writes each agency head into the HTML, with the start-up data inlined', async () => {
  const wayfarer = await fetchHtml('wayfarer', '/booknow/hotels/search');
  expect(wayfarer.status).toBe(200);
  expect(wayfarer.body).toContain('<title>Wayfarer Travel | Hotels, Flights, Cars and Cruises</title>');
  expect(wayfarer.body).toMatch(/<meta name="theme-color" content="#2c7be5"/);
  expect(wayfarer.body).toMatch(/<meta name="description" content="[^"]+"/);
  expect(wayfarer.body).toMatch(/<link rel="icon" href="\/brand\/wayfarer\/favicon.svg"/);
  expect(wayfarer.body).toContain('<script type="application/json" id="boot-data">');
  expect(wayfarer.body).toContain('"/remotes/hotels/remoteEntry.js"');
  // Rendered for this visitor (language, currency, account): no shared cache may keep it.
  expect(wayfarer.headers['cache-control']).toBe('private, no-cache');
  expect(wayfarer.headers.vary).toMatch(/Cookie/);

  const sunny = await fetchHtml('sunny');
  expect(sunny.body).toContain('<title>Sunny Escapes - Online Hotel, Flight, Car Booking Agency</title>');
  expect(sunny.body).toMatch(/<meta name="theme-color" content="#ffd400"/);
});

test('Arabic renders right to left', async ({ page }) => {
  await page.goto(site('wayfarer', '/?lng=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رحلتك القادمة تبدأ مع Wayfarer Travel');
});
