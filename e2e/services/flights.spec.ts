import { expect, test, type Page } from '../fixtures';
import { TEST_CARDS } from '@travel/contracts';
import { signedInAs } from '../accounts';
import { fillCard, payButton, reserveFirstRoom } from '../hotel-booking';
import { calendarDay, daysFromNow, searchHotels } from '../hotel-search';
import { dismissSavingPopup, site } from '../support';
import { cancelOpenedTrip } from '../my-trips';
import { fillPassenger } from '../flight-booking';

test.beforeEach(({ page }) => dismissSavingPopup(page));

const [DEPART, BACK] = [daysFromNow(60), daysFromNow(67)];

/** Picks an airport from the From or To box by what a traveller types. */
async function chooseAirport(page: Page, box: 'From' | 'To', typed: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: box }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Chooses a return trip's dates in the English calendar, as a traveller clicks them: the departure, the return, Done. */
async function chooseTripDates(page: Page, depart: string, back: string): Promise<void> {
  await page.getByRole('button', { name: /^Departure – Return/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your travel dates' });
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  await (await calendarDay(dialog, depart)).click();
  await (await calendarDay(dialog, back)).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** Searches a return trip OSL-JFK for two adults and an infant from the flights search page. */
async function searchReturnTrip(page: Page, agency: string): Promise<void> {
  await page.goto(site(agency, '/booknow/flights/search'));
  await expect(page.getByRole('heading', { level: 1, name: 'Flights' })).toBeVisible();
  await chooseAirport(page, 'From', 'Oslo', /OSL/);
  await chooseAirport(page, 'To', 'JFK', /JFK/);
  await chooseTripDates(page, DEPART, BACK);
  await page.getByLabel('Adults (12+)').selectOption('2');
  await page.getByLabel('Infants (under 2, on a lap)').selectOption('1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/booknow/flights/search-details\\?from=OSL&to=JFK&depart=${DEPART}&return=${BACK}&`));
}

/** From the results, the first outbound and the first return, then the Standard fare, to the review. */
async function chooseFlightsAndFare(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Select' }).first().click();
  await expect(page).toHaveURL(/outbound=/);
  // The flights back are listed under the chosen outbound: a Select before they are would choose the outbound again.
  await expect(page.locator('.chosen-outbound')).toBeVisible();
  await page.getByRole('button', { name: 'Select' }).first().click();
  await expect(page).toHaveURL(/\/flight-details\?/);
  await expect(page.getByRole('heading', { name: 'Choose your fare' })).toBeVisible();
  await page.getByRole('link', { name: 'Choose Standard' }).click();
  await expect(page.getByRole('heading', { name: 'Review your trip' })).toBeVisible();
}

test.describe('signed in', () => {
  test.use(signedInAs('traveller@wayfarer.test'));
  test('a traveller books a return flight for two adults and an infant, sees the PNR and e-tickets, finds it in My Trips beside a hotel and cancels it', async ({ page }) => {
    test.setTimeout(180_000);
    // A hotel first, so My Trips holds both services.
    await searchHotels(page, site('wayfarer', '/booknow/hotels/search'), 'New York', daysFromNow(61), daysFromNow(63));
    await reserveFirstRoom(page);
    await page.getByLabel('Phone').fill('+1 212 555 0147');
    await fillCard(page, TEST_CARDS.approve, 'Tara Traveller');
    await page.getByRole('checkbox', { name: /booking terms/ }).check();
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    const hotelReference = (await page.locator('bdi').filter({ hasText: /^H-[A-Z0-9]{8}$/ }).first().textContent()) ?? '';

    await searchReturnTrip(page, 'wayfarer');
    await chooseFlightsAndFare(page);
    await page.getByRole('link', { name: 'Continue to passenger details' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();

    await page.getByLabel('Phone').fill('+47 912 34 567');
    await fillPassenger(page, 'Adult 1', 'Tara', 'Traveller', '1986-04-12', 'female', 'NO1234567');
    await fillPassenger(page, 'Adult 2', 'Ola', 'Traveller', '1984-09-30', 'male', 'NO7654321');
    // A date of birth that makes the infant a child is refused beside the field; nothing is lost.
    await fillPassenger(page, 'Infant 1', 'Mia', 'Traveller', '2019-01-01', 'female', 'NO5555555');
    await fillCard(page, TEST_CARDS.approve, 'Tara Traveller');
    await page.getByRole('checkbox', { name: /booking terms/ }).check();
    await payButton(page).click();
    const infant = page.getByRole('group', { name: 'Infant 1' });
    await expect(infant.getByRole('alert')).toHaveText('An infant must be under 2 on the day of travel.');
    await expect(page.getByRole('group', { name: 'Adult 1' }).getByLabel('Given names (as in passport)')).toHaveValue('Tara');
    await infant.getByLabel('Date of birth').fill(daysFromNow(-300));
    await payButton(page).click();

    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page).toHaveURL(/\/booknow\/flights\/confirmation\?reference=F-/);
    const main = await page.getByRole('main').innerText();
    expect(main).toMatch(/Airline booking code \(PNR\)\s*[A-HJ-NP-Z2-9]{6}/);
    // One 13-digit e-ticket per passenger, the infant's included.
    expect(new Set(main.match(/\b\d{13}\b/g) ?? []).size).toBe(3);
    const reference = /F-[A-HJ-NP-Z2-9]{8}/.exec(main)?.[0] ?? '';
    expect(reference).not.toBe('');
    await expect(page.getByRole('button', { name: 'Print e-ticket' })).toBeVisible();
    // Opened straight from its link (a bookmark, the mail), the e-ticket keeps the itinerary's and the fare's layout.
    await page.reload();
    await expect(page.locator('.journey-summary').first()).toHaveCSS('display', 'grid');
    await expect(page.locator('.brand-rules').first()).toHaveCSS('display', 'grid');

    await page.getByRole('link', { name: 'Go to My Trips' }).click();
    await expect(page).toHaveURL(/\/mytrip\/mytrips/);
    const flightCard = page.locator('article', { hasText: reference });
    await expect(flightCard).toBeVisible();
    await expect(flightCard).toContainText('Oslo → New York');
    // The hotel is listed beside it, from the same summary.
    await expect(page.locator('article', { hasText: hotelReference })).toBeVisible();

    await flightCard.getByRole('link').first().click();
    await cancelOpenedTrip(page, reference);
  });
});

test('an anonymous visitor on wayfarer is asked to sign in before booking a flight', async ({ page }) => {
  test.setTimeout(90_000);
  await searchReturnTrip(page, 'wayfarer');
  await chooseFlightsAndFare(page);
  await page.getByRole('link', { name: 'Continue to passenger details' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to book' })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
});
