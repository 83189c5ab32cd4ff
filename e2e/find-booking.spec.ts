import { expect, test, type Page } from './fixtures';
import { GUEST, bookAsGuest } from './hotel-booking';
import { daysFromNow } from './hotel-search';
import { dismissSavingPopup, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));

/**
 * The checkout of a bookable room in Miami on sunny, found through the API as the results and
 * details pages find it. Asked from a page of the site: Chromium resolves *.localhost, Node may not.
 */
async function sunnyCheckoutUrl(page: Page, checkIn: string, checkOut: string): Promise<string> {
  await page.goto(site('sunny', '/api/health'));
  const path = await page.evaluate(
    async ([start, end]) => {
      const rooms = [{ adults: 2, childAges: [] }];
      const search = await fetch('/api/hotels/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ destination: { cityId: 2 }, checkIn: start, checkOut: end, rooms }),
      });
      const { results } = (await search.json()) as { results: { hotelId: number }[] };
      for (const { hotelId: id } of results) {
        const details = await fetch(`/api/hotels/${id}?checkIn=${start}&checkOut=${end}&rooms=2`);
        const room = ((await details.json()) as { rooms: { roomId: number; bookable: boolean }[] }).rooms.find((candidate) => candidate.bookable);
        if (room) return `/booknow/hotels/checkout?hotelId=${id}&checkIn=${start}&checkOut=${end}&rooms=2&roomId=${room.roomId}`;
      }
      return null;
    },
    [checkIn, checkOut] as const,
  );
  if (!path) throw new Error('no bookable room in Miami');
  return site('sunny', path);
}

/** An anonymous visitor books on sunny (its non-login flow) and lands on the confirmation; the reference is returned. */
async function bookWithoutAccount(page: Page, email: string): Promise<string> {
  const checkIn = daysFromNow(60);
  await page.goto(await sunnyCheckoutUrl(page, checkIn, daysFromNow(62)));
  return bookAsGuest(page, { ...GUEST, email });
}

test('sunny keeps its logo and phone in view while an anonymous visitor pays', async ({ page }) => {
  await page.goto(await sunnyCheckoutUrl(page, daysFromNow(64), daysFromNow(65)));
  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('img', { name: 'Sunny Escapes' })).toBeVisible();
  await expect(bar.getByRole('link', { name: '+1 305 555 0142' })).toHaveAttribute('href', 'tel:+13055550142');
  // The header's links stay hidden (SPEC 2.6, hideHeaderforDealProposal).
  await expect(bar.getByRole('navigation')).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Log In' })).toHaveCount(0);
});

test('a traveller who booked without an account finds the booking with its reference and email, and cancels it', async ({ page }) => {
  test.setTimeout(120_000);
  const reference = await bookWithoutAccount(page, 'sam.finds@example.com');
  expect(reference).toMatch(/^H-[A-HJ-NP-Z2-9]{8}$/);
  // Sunny hides sign-up: the way back is offered, an account is not.
  await expect(page.getByRole('region', { name: 'Create an account' })).toHaveCount(0);
  await page.getByRole('region', { name: 'Keep your reference' }).getByRole('link', { name: 'Find my booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible();
  await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
  await page.getByLabel('Email address').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find a booking with this reference and email address.');
  await expect(page.getByLabel('Email address')).toHaveValue('someone.else@example.com');

  // Typed as people do: lower case, no dash, the email in capitals.
  await page.getByLabel('Booking reference').fill(reference.replace('-', '').toLowerCase());
  await page.getByLabel('Email address').fill('SAM.FINDS@example.com');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  const voucher = page.getByRole('article', { name: 'Booking voucher' });
  await expect(voucher).toContainText('Sam Sunseeker');
  await expect(voucher).toContainText('Show this voucher at check-in');

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
  await expect(dialog.getByText('Total refund')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/Booking cancelled\./).first()).toBeVisible();
  await expect(voucher).toContainText('This booking is cancelled: this voucher is no longer valid for check-in.');
  await expect(voucher).not.toContainText('Show this voucher at check-in');
});

test('the footer of an agency taking bookings without an account leads to Find my booking', async ({ page }) => {
  await page.goto(site('sunny', '/about'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(site('sunny', '/mytrip/find-booking'));
  await expect(page.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeVisible();
});

test('@mobile on a phone, a booking reference stays on one line, read left to right in Arabic too', async ({ page, context }) => {
  test.setTimeout(120_000);
  await bookWithoutAccount(page, 'sam.phone@example.com');
  const references = page.locator('.booking-reference');
  await expect(references.first()).toBeVisible();
  for (const reference of await references.all()) {
    await expect(reference).toHaveCSS('white-space', 'nowrap');
    await expect(reference).toHaveAttribute('dir', 'ltr');
    const box = await reference.boundingBox();
    const lineHeight = await reference.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.6);
    expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
  }
  await context.addCookies([{ name: 'pll_language', value: 'ar', url: site('sunny') }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(references.first()).toHaveText(/^H-[A-Z0-9]{8}$/);
  await expect(references.first()).toHaveCSS('direction', 'ltr');
});
