import { expect, test, type Page } from '@playwright/test';
import { TEST_CARDS } from '@travel/contracts';
import { signedInAs } from './accounts';
import { daysFromNow, searchHotels } from './hotel-search';
import { dismissSavingPopup, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));

/** From the results, the first hotel's first bookable room, to the checkout. */
async function reserveFirstRoom(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'See rooms' }).first().click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/details\?/);
  await page.getByRole('link', { name: 'Reserve' }).first().click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/checkout\?/);
  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Tara Traveller');
}

const payButton = (page: Page) => page.getByRole('button', { name: /^(Pay|Book with credits)/ });

test.describe(() => {
  test.use(signedInAs('traveller@wayfarer.test'));
  test('a traveller books a hotel end to end, finds it in My Trips and cancels it', async ({ page }) => {
    test.setTimeout(120_000);
    await searchHotels(page, site('wayfarer', '/booknow/hotels/search'), 'New York', daysFromNow(45), daysFromNow(47));

    // A filter writes the URL and narrows the list.
    // The URL is the filter's state, so the box ticks once the router has moved: click, then wait.
    await page.getByRole('checkbox', { name: /Free cancellation/ }).click();
    await expect(page.getByRole('checkbox', { name: /Free cancellation/ })).toBeChecked();
    await expect(page).toHaveURL(/freeCancellation=1/);
    await expect(page.getByRole('link', { name: 'See rooms' }).first()).toBeVisible();

    await reserveFirstRoom(page);
    await expect(page.getByLabel('First name').first()).toHaveValue('Tara');
    await page.getByLabel('Phone').fill('+1 212 555 0147');

    // Bad input is refused next to the field, and nothing is lost.
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Card number').blur();
    await expect(page.getByText('This card number is not valid. Check it for typing errors.')).toBeVisible();

    // A declined card books nothing and keeps the form.
    await fillCard(page, TEST_CARDS.decline);
    await page.getByRole('checkbox', { name: /booking terms/ }).check();
    await payButton(page).click();
    await expect(page.getByText(/Your card was declined/).first()).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveValue('+1 212 555 0147');

    await page.getByLabel('Card number').fill(TEST_CARDS.approve);
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    const reference = (await page.locator('bdi').filter({ hasText: /^H-[A-Z0-9]{8}$/ }).first().textContent()) ?? '';
    expect(reference).toMatch(/^H-[A-HJ-NP-Z2-9]{8}$/);
    await expect(page.getByText('Cancellation policy').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print voucher' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to My Trips' }).click();
    await expect(page).toHaveURL(/\/mytrip\/mytrips/);
    const trip = page.getByRole('link', { name: new RegExp(reference) }).or(page.locator('article', { hasText: reference }).getByRole('link')).first();
    await trip.click();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Total refund')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByText(/Booking cancelled/).first()).toBeVisible();

    await page.goto(site('wayfarer', '/mytrip/mytrips'));
    await page.getByRole('tab', { name: /Cancelled/ }).click();
    await expect(page.getByText(reference)).toBeVisible();
  });
});

test('an anonymous visitor books on sunny without an account (non-login flow), and the confirmation survives a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await searchHotels(page, site('sunny', '/booknow/hotels/search'), 'Miami', daysFromNow(50), daysFromNow(53));
  await reserveFirstRoom(page);
  await expect(page.getByRole('heading', { name: 'Sign in to book' })).toHaveCount(0);

  await page.getByLabel('First name').first().fill('Sam');
  await page.getByLabel('Last name').first().fill('Sunseeker');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Phone').fill('+1 305 555 0199');
  await fillCard(page, TEST_CARDS.approve);
  await page.getByRole('checkbox', { name: /booking terms/ }).check();
  await payButton(page).click();

  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText('Sam Sunseeker').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
});

test('an anonymous visitor on wayfarer is asked to sign in before booking', async ({ page }) => {
  await searchHotels(page, site('wayfarer', '/booknow/hotels/search'), 'New York', daysFromNow(45), daysFromNow(46));
  await reserveFirstRoom(page);
  await expect(page.getByRole('heading', { name: 'Sign in to book' })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
});

test('a hotel deal on the home page opens its details with the deal dates and party chosen', async ({ page }) => {
  await page.goto(site('sunny'));
  const deal = page.getByRole('tabpanel').getByRole('link').first();
  const href = (await deal.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/booknow\/hotels\/details\?hotelId=\d+&checkIn=\d{4}-\d{2}-\d{2}&checkOut=\d{4}-\d{2}-\d{2}&rooms=2$/);
  await deal.click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/details\?/);
  await expect(page.getByRole('link', { name: 'Reserve' }).first()).toBeVisible();
});

test('@mobile on a phone the results fit the screen and the filters open from a button', async ({ page }) => {
  await searchHotels(page, site('wayfarer', '/booknow/hotels/search'), 'New York', daysFromNow(45), daysFromNow(47));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByText('Star rating')).toBeVisible();
});

test('the search boxes keep their text clear of their icons, left to right and right to left', async ({ page }) => {
  for (const language of ['en', 'ar']) {
    await page.goto(site('wayfarer', `/booknow/hotels?lng=${language}`));
    const destination = page.getByRole('combobox').first();
    await expect(destination).toBeVisible();
    for (const box of [destination, page.locator('input[type="date"]').first()]) {
      const clear = await box.evaluate((input) => {
        const icon = input.parentElement?.querySelector('.field-icon');
        if (!icon) return 'no icon';
        const style = getComputedStyle(input);
        const inputBox = input.getBoundingClientRect();
        const iconBox = icon.getBoundingClientRect();
        // The text's box: inside the border and the padding, whichever way the text runs.
        const textLeft = inputBox.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        const textRight = inputBox.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        return iconBox.right <= textLeft || iconBox.left >= textRight;
      });
      expect(clear, `${language}: the icon sits outside the text`).toBe(true);
    }
  }
});
