import { expect, test } from './fixtures';
import { dismissSavingPopup, site } from './support';

test.beforeEach(({ page }) => dismissSavingPopup(page));

const routes: [path: string, heading: string][] = [
  ['/booknow/hotels/search', 'Hotels'],
  ['/booknow/flights/search', 'Flights'],
  ['/booknow/cars/search', 'Car Rentals'],
  ['/booknow/activities/search', 'Activities'],
  ['/booknow/cruise/search', 'Cruises'],
  ['/booknow/resort/search', 'Resorts'],
  ['/blog', 'Travel stories'],
  ['/top-destination', 'Top destinations'],
  ['/mytrip/mytrips', 'My Trips'],
  ['/dashboard', 'Command Center'],
];

for (const [path, heading] of routes) {
  test(`${path} renders its remote through the shell`, async ({ page }) => {
    await page.goto(site('wayfarer', path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('a service that is not built yet is marked on the home page, says it is coming soon and leads to hotels', async ({ page }) => {
  await page.goto(site('wayfarer'));
  await page.getByRole('region', { name: 'What would you like to book?' }).getByRole('link', { name: 'Cars Coming soon' }).click();
  await expect(page).toHaveURL(/\/booknow\/cars\/search$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Car Rentals');
  await expect(main.getByText('Coming soon', { exact: true })).toBeVisible();
  // Hotels and flights are built today; the agency's other services are coming too.
  await expect(main.getByRole('link')).toHaveText(['Hotels', 'Air Travel', 'Go to the home page']);
  await main.getByRole('link', { name: 'Hotels' }).click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels');
});

test('an unknown path goes to the 404 page', async ({ page }) => {
  await page.goto(site('wayfarer', '/no/such/page'));
  await expect(page).toHaveURL(/\/errors$/);
  await expect(page.getByRole('heading', { name: "The page you're looking for is not found." })).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next trip starts with Wayfarer Travel');
});

test('with the hotels remote offline, its route shows the fallback and the rest of the site works', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route('**/remotes/hotels/remoteEntry.js*', (route) => route.abort('connectionrefused'));

  await page.goto(site('wayfarer', '/booknow/hotels/search'));
  await expect(page.getByText('Failed to load remote component.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(logged.join('\n')).toContain('ScriptExternalLoadError');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Air Travel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights');

  await page.getByRole('link', { name: 'Wayfarer Travel home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next trip starts with Wayfarer Travel');
});

test('the fallback retry loads the remote once it is back', async ({ page }) => {
  let offline = true;
  await page.route('**/remotes/cruise/remoteEntry.js*', (route) => (offline ? route.abort('connectionrefused') : route.continue()));
  await page.goto(site('wayfarer', '/booknow/cruise/search'));
  await expect(page.getByText('Failed to load remote component.')).toBeVisible();
  offline = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cruises');
});

test('the mobile menu opens and leads to a service @mobile', async ({ page }) => {
  await page.goto(site('wayfarer'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Cars' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car Rentals');
  await expect(nav).toBeHidden();
});
