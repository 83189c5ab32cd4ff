import { expect, type Page } from '@playwright/test';
import { site } from './support';

/** On an opened trip of wayfarer's My Trips: cancels it after its quote, then finds it under Cancelled. */
export async function cancelOpenedTrip(page: Page, reference: string): Promise<void> {
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Total refund')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/Booking cancelled/).first()).toBeVisible();
  await page.goto(site('wayfarer', '/mytrip/mytrips'));
  await page.getByRole('tab', { name: /Cancelled/ }).click();
  await expect(page.getByText(reference)).toBeVisible();
}
