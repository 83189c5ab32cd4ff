import { expect, test } from '@playwright/test';
import { dismissSavingPopup, signIn, site } from './support';

test.beforeEach(async ({ page }) => dismissSavingPopup(page));

test("a traveller's dashboard greets them; a name saved in Profile Settings shows in the header and survives a reload, a refused one changes nothing", async ({ page }) => {
  await signIn(page, 'sunny', 'traveller@sunny.test');
  await page.goto(site('sunny', '/mytrip/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Welcome back, \S+/)).toBeVisible();
  await expect(page.getByText(/Sign in to your/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your trips' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/mytrip\/profile$/);
  const firstName = page.getByLabel('First name');
  const lastName = page.getByLabel('Last name');
  await expect(page.getByLabel('Email')).toHaveValue('traveller@sunny.test');
  await firstName.fill('Samira');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Samira');

  await page.reload();
  await expect(firstName).toHaveValue('Samira');
  const savedLastName = await lastName.inputValue();

  await lastName.fill('   ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(lastName).toHaveAccessibleDescription('Enter a name.');
  await expect(lastName).toBeFocused();
  await page.reload();
  await expect(lastName).toHaveValue(savedLastName);
});

test('an agent finds their profile, support and wallet from the Command Center', async ({ page }) => {
  await signIn(page, 'wayfarer', 'agent@wayfarer.test');
  await page.goto(site('wayfarer', '/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/settings\/support$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'help@wayfarer.test' })).toHaveAttribute('href', 'mailto:help@wayfarer.test');
});
