import { expect, type Page } from '@playwright/test';

/** YYYY-MM-DD `days` from today (UTC): far enough ahead that most rooms are still free to cancel. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The search form at `searchPageUrl`, as a traveller fills it: a destination from the suggestions, then dates. */
export async function searchHotels(page: Page, searchPageUrl: string, place: string, checkIn: string, checkOut: string): Promise<void> {
  await page.goto(searchPageUrl);
  await page.getByRole('combobox', { name: 'Destination or hotel' }).fill(place);
  await page.getByRole('option', { name: new RegExp(place) }).first().click();
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(checkOut);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/search-details\?/);
  await expect(page.getByRole('link', { name: 'See rooms' }).first()).toBeVisible();
}
