import { expect, test, type Page } from './fixtures';
import { TEST_CARDS } from '@travel/contracts';
import { signedInAs } from './accounts';
import { bookAsGuest, fillCard, payButton, reserveFirstRoom } from './hotel-booking';
import { daysFromNow, searchHotels } from './hotel-search';
import { dismissSavingPopup, site } from './support';
import { cancelOpenedTrip } from './my-trips';

test.beforeEach(({ page }) => dismissSavingPopup(page));

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
    await fillCard(page, TEST_CARDS.decline, 'Tara Traveller');
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
    await cancelOpenedTrip(page, reference);
  });
});

test('an anonymous visitor books on sunny without an account (non-login flow), and the confirmation survives a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await searchHotels(page, site('sunny', '/booknow/hotels/search'), 'Miami', daysFromNow(50), daysFromNow(53));
  await reserveFirstRoom(page);
  await expect(page.getByRole('heading', { name: 'Sign in to book' })).toHaveCount(0);
  await bookAsGuest(page);
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

/** A New York search as the search form makes it; its results URL, to load afresh. */
async function newYorkResults(page: Page): Promise<string> {
  await searchHotels(page, site('wayfarer', '/booknow/hotels/search'), 'New York', daysFromNow(45), daysFromNow(48));
  return page.url();
}

test('@mobile on a phone the results fit the screen, and the filters open in a full-screen sheet that applies them on Apply', async ({ page }) => {
  await page.goto(await newYorkResults(page));
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByText('Star rating')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Close filters' })).toBeFocused();
  const viewport = page.viewportSize();
  expect(await sheet.boundingBox()).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });

  // A choice waits for Apply; a rating that would find nothing is disabled.
  const rating = sheet.getByRole('group', { name: 'Star rating' }).getByRole('checkbox').and(page.locator(':enabled')).first();
  await rating.check();
  await expect(page).not.toHaveURL(/stars=/);
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/stars=\d/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();

  // Escape leaves without applying, and the focus goes back to Filters.
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/stars=\d/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
});

test('@mobile on a phone the search is one line that opens the full form, and Sort and Filters stay in view', async ({ page }) => {
  await page.goto(await newYorkResults(page));
  const summary = page.getByRole('button', { name: /^Change search/ });
  await expect(summary).toContainText('New York');
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  const destination = page.getByRole('combobox', { name: 'Destination or hotel' });
  await expect(destination).toBeHidden();
  await summary.click();
  await expect(destination).toBeVisible();
  await summary.click();
  await expect(destination).toBeHidden();

  await page.getByRole('article').nth(3).scrollIntoViewIfNeeded();
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toBeInViewport();
  // Under the header, which stays in view too: nothing covers the button.
  expect(await filters.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button') === button;
  })).toBe(true);
});

test.describe('@mobile at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The first hotel's card starts on the first screen, its name readable. */
  async function expectFirstResultAboveTheFold(page: Page): Promise<number> {
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const top = await card.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(844);
    expect(await card.getByRole('heading').evaluate((heading) => heading.getBoundingClientRect().bottom)).toBeLessThanOrEqual(844);
    return top;
  }

  test('@mobile the first result is above the fold for a visitor, in English and in Arabic', async ({ page }) => {
    const results = await newYorkResults(page);
    for (const language of ['en', 'ar']) {
      await page.goto(`${results}&lng=${language}`);
      await expectFirstResultAboveTheFold(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${language}: nothing sticks out sideways`).toBe(true);
    }
  });

  test.describe(() => {
    test.use(signedInAs('traveller@wayfarer.test'));
    test('@mobile the first result is above the fold for a signed-in traveller, and the opened sidebar lies over the page instead of pushing it down', async ({ page }) => {
      await page.goto(await newYorkResults(page));
      const top = await expectFirstResultAboveTheFold(page);
      await page.getByRole('button', { name: 'Expand the sidebar' }).click();
      const sidebar = page.getByRole('complementary', { name: 'Your account' });
      await expect(sidebar.getByRole('link', { name: 'My Trips' })).toBeVisible();
      expect(await page.getByRole('article').first().evaluate((element) => element.getBoundingClientRect().top)).toBe(top);
      await sidebar.getByRole('link', { name: 'My Trips' }).click();
      await expect(page).toHaveURL(/\/mytrip\/mytrips/);
      await expect(sidebar.getByRole('link', { name: 'My Trips' })).toBeHidden();
    });
  });
});

test('the search boxes keep their text clear of their icons, left to right and right to left', async ({ page }) => {
  for (const language of ['en', 'ar']) {
    await page.goto(site('wayfarer', `/booknow/hotels?lng=${language}`));
    const destination = page.getByRole('combobox').first();
    await expect(destination).toBeVisible();
    const clear = await destination.evaluate((input) => {
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
    // The dates field lays its icon, dates and nights out in a row: none covers another.
    const apart = await page.locator('button[aria-haspopup="dialog"]').first().evaluate((field) => {
      const parts = [...field.children].filter((part) => !part.classList.contains('visually-hidden')).map((part) => part.getBoundingClientRect());
      return parts.every((box, index) => parts.slice(index + 1).every((other) => box.right <= other.left || other.right <= box.left));
    });
    expect(apart, `${language}: the dates field's icon, dates and nights do not overlap`).toBe(true);
  }
});
