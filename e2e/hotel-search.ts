import { expect, type Locator, type Page } from '@playwright/test';

/** YYYY-MM-DD `days` from today (UTC): far enough ahead that most rooms are still free to cancel. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** How the calendar names a day in English: 'Monday, April 12, 2027'. */
const spokenDay = (day: string) =>
  new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The English dates field (it opens the calendar dialog). */
export const datesField = (page: Page) => page.getByRole('button', { name: /^Check-in – Check-out/ });

/** A day of the open calendar (the hotels' or the flights'), by its name, after turning the months forward until it shows. */
export async function calendarDay(dialog: Locator, day: string): Promise<Locator> {
  const button = dialog.getByRole('button', { name: new RegExp(`^(Today, )?${spokenDay(day)}`) });
  for (let turns = 0; turns < 13 && !(await button.isVisible()); turns++) await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
  return button;
}

/** Chooses a stay in the English dates calendar, as a traveller clicks it: the check-in, the check-out, Done. */
export async function chooseStay(page: Page, checkIn: string, checkOut: string): Promise<void> {
  await datesField(page).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  await (await calendarDay(dialog, checkIn)).click();
  await (await calendarDay(dialog, checkOut)).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** The hotel search form on the page, as a traveller fills it: a destination from the suggestions, then dates; then the results. */
export async function submitHotelSearch(page: Page, place: string, checkIn: string, checkOut: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Destination or hotel' }).fill(place);
  await page.getByRole('option', { name: new RegExp(place) }).first().click();
  await chooseStay(page, checkIn, checkOut);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/booknow/hotels/search-details\\?.*checkIn=${checkIn}&checkOut=${checkOut}`));
  await expect(page.getByRole('link', { name: 'See rooms' }).first()).toBeVisible();
}

/** The search form at `searchPageUrl`, filled and sent (submitHotelSearch). */
export async function searchHotels(page: Page, searchPageUrl: string, place: string, checkIn: string, checkOut: string): Promise<void> {
  await page.goto(searchPageUrl);
  await submitHotelSearch(page, place, checkIn, checkOut);
}
