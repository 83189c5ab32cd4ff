import type { Page } from '@playwright/test';

/** One passenger's fieldset, as the flight checkout labels it ('Adult 1', 'Infant 1'), with a Norwegian passport. */
export async function fillPassenger(page: Page, legend: string, given: string, surname: string, dateOfBirth: string, gender: string, passport: string): Promise<void> {
  const fields = page.getByRole('group', { name: legend });
  await fields.getByLabel('Given names (as in passport)').fill(given);
  await fields.getByLabel('Surname (as in passport)').fill(surname);
  await fields.getByLabel('Date of birth').fill(dateOfBirth);
  await fields.getByLabel('Gender').selectOption(gender);
  await fields.getByLabel('Nationality').selectOption('NO');
  await fields.getByLabel('Passport number').fill(passport);
  await fields.getByLabel('Passport expiry date').fill('2032-06-30');
}
