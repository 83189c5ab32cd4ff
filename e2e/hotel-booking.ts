import { expect, type Page } from '@playwright/test';
import { TEST_CARDS } from '@travel/contracts';

/** From the results, the first hotel's first bookable room, to the checkout. */
export async function reserveFirstRoom(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'See rooms' }).first().click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/details\?/);
  await page.getByRole('link', { name: 'Reserve' }).first().click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/checkout\?/);
  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
}

/** The checkout's card form, with any expiry and CVC the test gateway accepts. */
export async function fillCard(page: Page, number: string, nameOnCard: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(nameOnCard);
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^(Pay|Book with credits)/ });

export interface Traveller {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The visitor who books on sunny without an account (its non-login flow). */
export const GUEST: Traveller = { firstName: 'Sam', lastName: 'Sunseeker', email: 'sam@example.com', phone: '+1 305 555 0199' };

/**
 * At the checkout, a visitor without an account books for `traveller` with the approved test
 * card and lands on the confirmation; the booking reference it shows is returned.
 */
export async function bookAsGuest(page: Page, traveller: Traveller = GUEST): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  await page.getByLabel('First name').first().fill(traveller.firstName);
  await page.getByLabel('Last name').first().fill(traveller.lastName);
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Phone').fill(traveller.phone);
  await fillCard(page, TEST_CARDS.approve, `${traveller.firstName} ${traveller.lastName}`);
  await page.getByRole('checkbox', { name: /booking terms/ }).check();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  return (await page.locator('.booking-reference').first().textContent()) ?? '';
}
