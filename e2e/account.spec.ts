import { expect, test } from '@playwright/test';
import { signedInAs } from './accounts';
import { dismissSavingPopup, site } from './support';

test.beforeEach(async ({ page }) => dismissSavingPopup(page));

test.describe(() => {
  // Saves a new name, which no other test of this shared account looks at.
  test.use(signedInAs('traveller@sunny.test'));
  test("a traveller's dashboard greets them; a name saved in Profile Settings shows in the header and survives a reload, a refused one changes nothing", async ({ page }) => {
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
});

test.describe(() => {
  test.use(signedInAs('agent@wayfarer.test'));
  test('an agent finds their profile, support and wallet from the Command Center', async ({ page }) => {
    await page.goto(site('wayfarer', '/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/settings\/support$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'help@wayfarer.test' })).toHaveAttribute('href', 'mailto:help@wayfarer.test');
  });
});

test.describe(() => {
  // Both change sunny's settings and put them back; neither touches the owner's sign-in, which other tests share.
  test.use(signedInAs('owner@sunny.test'));

  test('an owner sets a markup in Markup Settings: it is kept, a refused value changes nothing', async ({ page }) => {
    await page.goto(site('sunny', '/settings/agency'));
    await expect(page.getByRole('heading', { level: 1, name: 'Markup Settings' })).toBeVisible();
    // Cruise: sunny shows no cruise prices, so other tests' figures are not touched.
    const cruise = page.getByLabel('Cruise markup');
    await expect(cruise).toHaveValue('8');
    await cruise.fill('9.5');
    await expect(cruise).toHaveAccessibleDescription('A wholesale rate of $100.00 sells for $109.50 before taxes.');
    await page.getByRole('button', { name: 'Save markups' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Markups saved.' })).toBeVisible();

    await page.reload();
    await expect(cruise).toHaveValue('9.5');
    await cruise.fill('150');
    await page.getByRole('button', { name: 'Save markups' }).click();
    await expect(cruise).toHaveAccessibleDescription('A markup can be at most 100 %.');
    await page.reload();
    await expect(cruise).toHaveValue('9.5');
    await cruise.fill('8');
    await page.getByRole('button', { name: 'Save markups' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Markups saved.' })).toBeVisible();
  });

  test('an owner shows the phone in the footer from Website Settings: the footer changes on saving and after a reload; the colour preview follows what is typed', async ({ page }) => {
    await page.goto(site('sunny', '/settings/website'));
    await expect(page.getByRole('heading', { level: 1, name: 'Website Settings' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+1 305 555 0142' })).toHaveCount(0);

    // The preview only: sunny's colour is checked by other tests running alongside.
    const colour = page.getByRole('textbox', { name: 'Primary colour' });
    await expect(colour).toHaveValue('#ffd400');
    await expect(page.locator('.website-preview-button')).toHaveCSS('color', 'rgb(0, 0, 0)');
    await colour.fill('#1b1f3b');
    await expect(page.locator('.website-preview-button')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await colour.fill('#ffd400');

    const showPhone = page.getByRole('checkbox', { name: 'Show the phone number in the footer' });
    await showPhone.check();
    await page.getByRole('button', { name: 'Save website' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Website saved.' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '+1 305 555 0142' })).toHaveAttribute('href', 'tel:+13055550142');

    await page.reload();
    await expect(footer.getByRole('link', { name: '+1 305 555 0142' })).toBeVisible();
    await expect(showPhone).toBeChecked();
    await showPhone.uncheck();
    await page.getByRole('button', { name: 'Save website' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Website saved.' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '+1 305 555 0142' })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use(signedInAs('sales@wayfarer.test'));
  test('a sales agent is kept out of Markup Settings', async ({ page }) => {
    await page.goto(site('wayfarer', '/settings/agency'));
    await expect(page.getByText("Only the agency's owners and admins can see and change markups.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save markups' })).toHaveCount(0);
  });
});
