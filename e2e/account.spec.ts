import { expect, test } from './fixtures';
import { signedInAs } from './accounts';
import { DEMO_PASSWORD, dismissSavingPopup, logIn, site } from './support';

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
  test('an agent finds their support page from the Command Center', async ({ page }) => {
    await page.goto(site('wayfarer', '/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
    await page.getByRole('complementary', { name: 'Your account' }).getByRole('link', { name: 'Support' }).click();
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
    await expect(page.getByRole('main').getByText('Your role does not have access to this page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save markups' })).toHaveCount(0);
  });
});

test('a travel agent logging in through the form lands on the Command Center; an explicit redirect= still wins', async ({ page }) => {
  await page.goto(site('wayfarer', '/login'));
  await page.getByLabel('Email address').fill('agent@wayfarer.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(site('wayfarer', '/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(site('wayfarer', '/login?redirect=/booknow/hotels/search'));
  await page.getByLabel('Email address').fill('restricted@wayfarer.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(site('wayfarer', '/booknow/hotels/search'));
});

test('the sign-in popup keeps its close button beside its title, never over it', async ({ page }) => {
  await page.goto(site('wayfarer'));
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  const title = await dialog.getByRole('heading', { name: 'Log In', level: 2 }).boundingBox();
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
  expect(title && close).toBeTruthy();
  if (title && close) expect(title.x + title.width <= close.x || close.x + close.width <= title.x).toBe(true);
});

test.describe(() => {
  test.use(signedInAs('traveller@wayfarer.test'));
  test('the account navigation marks Wallet on /mytrip/wallet, and account pages carry no language and currency chips', async ({ page }) => {
    await page.goto(site('wayfarer', '/mytrip/wallet'));
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Your account' });
    await expect(sidebar.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
    await page.goto(site('wayfarer', '/mytrip/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your settings' })).toHaveCount(0);
  });

  test('a wrong current password is said next to it and what was typed stays', async ({ page }) => {
    await page.goto(site('wayfarer', '/mytrip/profile'));
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('Harbour-Lights-2027');
    await form.getByLabel('Confirm new password').fill('Harbour-Lights-2027');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('This is not your current password. Check it and try again.');
    await expect(form.getByLabel('Current password')).toHaveValue('not-my-password');
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('Harbour-Lights-2027');
  });
});

test.describe(() => {
  // Saves a phone and a currency, which no other test of this shared account looks at (its names are another test's).
  test.use(signedInAs('owner@sunny.test'));
  test('a phone with its country code and a preferred currency are kept, and the page takes the currency', async ({ page }) => {
    await page.goto(site('sunny', '/settings/profile'));
    await page.getByLabel('Country code').selectOption('NO');
    await page.getByLabel('Phone number').fill('912 34 567');
    await page.getByLabel('Preferred currency').selectOption('CAD');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Currency: CAD' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Country code')).toHaveValue('NO');
    await expect(page.getByLabel('Phone number')).toHaveValue('912 34 567');
    await expect(page.getByLabel('Preferred currency')).toHaveValue('CAD');
    await page.getByLabel('Preferred currency').selectOption('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  });
});

test('a changed password is the one that logs in: this session goes on', async ({ page }) => {
  // An account of its own: a change of password ends its other sessions.
  await logIn(page, 'wayfarer', 'admin@wayfarer.test');
  const change = async (from: string, to: string) => {
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill(from);
    await form.getByLabel('New password', { exact: true }).fill(to);
    await form.getByLabel('Confirm new password').fill(to);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText('Your password is changed.');
    await expect(form.getByLabel('Current password')).toHaveValue('');
  };
  await page.goto(site('wayfarer', '/settings/profile'));
  await change(DEMO_PASSWORD, 'Harbour-Lights-2027');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  // Put back, so a retried run finds the demo password.
  await change('Harbour-Lights-2027', DEMO_PASSWORD);
});
