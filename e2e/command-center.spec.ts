import { expect, test, type Page } from './fixtures';
import { TEST_CARDS } from '@travel/contracts';
import { signedInAs } from './accounts';
import { fillPassenger } from './flight-booking';
import { bookAsGuest, fillCard, payButton } from './hotel-booking';
import { daysFromNow } from './hotel-search';
import { SIGNED_OUT, dismissSavingPopup, site } from './support';

test.beforeEach(async ({ page }) => dismissSavingPopup(page));

/** The dashboard's bookings figure for its default period (which ends today). */
async function dashboardBookings(page: Page): Promise<number> {
  await page.goto(site('wayfarer', '/dashboard'));
  const value = page.locator('.dashboard-figure').filter({ has: page.getByRole('heading', { name: 'Bookings', exact: true }) }).locator('.dashboard-figure-value');
  await expect(value).toHaveText(/\d/);
  return Number(((await value.textContent()) ?? '').replace(/\D/g, ''));
}

test.describe(() => {
  test.use(signedInAs('owner@wayfarer.test'));

  test('an owner finds a booking by its reference, opens it with its payments, and the filters are a link the CSV follows', async ({ page }) => {
    await page.goto(site('wayfarer', '/bookings'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    const rows = page.locator('.bookings-table tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ bookings/ })).toBeVisible();

    await page.getByLabel('Service').selectOption('flights');
    await expect(page).toHaveURL(/service=flights/);
    await expect(rows.first()).toContainText('Air Travel');
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /export\.csv\?.*service=flights/);

    const reference = (await rows.first().locator('a').first().textContent())?.trim() ?? '';
    expect(reference).toMatch(/^F-[A-Z0-9]{8}$/);
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(reference);
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('link', { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${reference}$`));
    await expect(page.getByRole('main').getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();

    // The export answers a real CSV of the same filters, with the page's own sign-in.
    const csv = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { type: response.headers.get('content-type') ?? '', text: await response.text() };
    }, `/api/agency/bookings/export.csv?q=${reference}`);
    expect(csv.type).toMatch(/text\/csv/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(reference);
  });
});

test.describe(() => {
  test.use(signedInAs('owner@wayfarer.test'));

  test('an owner grants a client credits with a reason: the ledger lists the grant, and the traveller reads it in their wallet', async ({ page, browser }) => {
    const stamp = Date.now();
    const reason = `Sorry for the noisy room (${stamp})`;
    // A traveller of its own: the shared accounts' credits are other tests' figures.
    const traveller = { firstName: 'Grace', lastName: 'Granted', email: `e2e.granted.${stamp}@example.com`, password: 'Harbour-Lantern-Quince-42' };
    const signUp = await browser.newContext(SIGNED_OUT);
    try {
      const visitor = await signUp.newPage();
      await visitor.goto(site('wayfarer', '/api/health'));
      const verified = await visitor.evaluate(async (person) => {
        const json = { 'content-type': 'application/json' };
        await fetch('/api/user/signup', { method: 'POST', headers: json, body: JSON.stringify(person) });
        const { messages } = (await (await fetch(`/api/dev/outbox?to=${encodeURIComponent(person.email)}`)).json()) as { messages: { kind: string; path: string }[] };
        const token = new URLSearchParams(messages.find((message) => message.kind === 'verify-email')?.path.split('?')[1] ?? '').get('token');
        return (await fetch('/api/user/verify', { method: 'POST', headers: json, body: JSON.stringify({ token }) })).status;
      }, traveller);
      expect(verified).toBe(200);
    } finally {
      await signUp.close();
    }

    await page.goto(site('wayfarer', '/clients/new'));
    await page.getByLabel('First name').fill(traveller.firstName);
    await page.getByLabel('Last name').fill(traveller.lastName);
    await page.getByLabel('Email').fill(traveller.email);
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${traveller.firstName} ${traveller.lastName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Grant credits' }).click();
    const dialog = page.getByRole('dialog', { name: /^Grant credits to / });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('5');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: /^Grant / }).click();
    await expect(dialog).toBeHidden();

    await page.goto(site('wayfarer', '/wallet/details'));
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: reason })).toContainText(traveller.email);

    const travellerContext = await browser.newContext(SIGNED_OUT);
    try {
      const wallet = await travellerContext.newPage();
      await dismissSavingPopup(wallet);
      await wallet.goto(site('wayfarer', '/login'));
      await wallet.getByLabel('Email address').fill(traveller.email);
      await wallet.getByLabel('Password', { exact: true }).fill(traveller.password);
      await wallet.getByRole('button', { name: 'Log In' }).last().click();
      await expect(wallet).not.toHaveURL(/\/login/);
      await wallet.goto(site('wayfarer', '/mytrip/wallet'));
      await expect(wallet.getByText(`: ${reason}`, { exact: false })).toBeVisible();
    } finally {
      await travellerContext.close();
    }
  });

  test('an owner invites an agent by email; the agent sets a password through the link, lands in the Command Center and signs in again with it', async ({ page, browser }) => {
    const email = `e2e.agent.${Date.now()}@example.com`;
    const password = 'Lantern-Harbour-Quince-42';
    await page.goto(site('wayfarer', '/users/agents'));
    const invite = page.getByRole('region', { name: 'Invite an agent' });
    await invite.getByLabel('First name').fill('Noor');
    await invite.getByLabel('Last name').fill('Haddad');
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role').selectOption('SalesAgent');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invitations waiting' }).getByRole('cell', { name: email, exact: true })).toBeVisible();

    // The mail's link, as the invited person would open it (the browser tests' server keeps mails: MAIL_OUTBOX).
    const link = await page.evaluate(async (to) => {
      const { messages } = (await (await fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { kind: string; path: string }[] };
      return messages.find((message) => message.kind === 'agent-invitation')?.path ?? '';
    }, email);
    expect(link).toMatch(/^\/agentInvitation\?token=/);

    const invited = await browser.newContext(SIGNED_OUT);
    try {
      const agentPage = await invited.newPage();
      await dismissSavingPopup(agentPage);
      await agentPage.goto(site('wayfarer', link));
      await expect(agentPage.getByText('Noor Haddad', { exact: false }).first()).toBeVisible();
      await agentPage.getByLabel('Password', { exact: true }).fill(password);
      await agentPage.getByLabel('Confirm password').fill(password);
      await agentPage.getByRole('button', { name: 'Create my account' }).click();
      await expect(agentPage).toHaveURL(/\/dashboard$/);
      await expect(agentPage.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();

      // The link is spent: a second use says so and makes no account.
      await agentPage.context().clearCookies();
      await agentPage.goto(site('wayfarer', link));
      await expect(agentPage.getByText('Ask the agency for a new invitation', { exact: false })).toBeVisible();

      await agentPage.goto(site('wayfarer', '/login'));
      await agentPage.getByLabel('Email address').fill(email);
      await agentPage.getByLabel('Password', { exact: true }).fill(password);
      await agentPage.getByRole('button', { name: 'Log In' }).last().click();
      await expect(agentPage).toHaveURL(/\/dashboard$/);
    } finally {
      await invited.close();
    }

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Noor Haddad' })).toBeVisible();
  });
});

test.describe(() => {
  test.use(signedInAs('agent@wayfarer.test'));

  test('an agent creates a client, is told what is wrong first, and finds the client in the list', async ({ page }) => {
    const email = `e2e.client.${Date.now()}@example.com`;
    await page.goto(site('wayfarer', '/clients/new'));
    await expect(page.getByRole('heading', { level: 1, name: 'New client' })).toBeVisible();
    await page.getByLabel('First name').fill('Aiko');
    await page.getByLabel('Last name').fill('Tanaka-Berg');
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveValue('Aiko');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Passport number').fill('tk 1234567');
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aiko Tanaka-Berg' })).toBeVisible();
    await expect(page.getByText('TK1234567')).toBeVisible();

    await page.goto(site('wayfarer', '/clients'));
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(email);
    await expect(page).toHaveURL(/q=e2e/);
    await expect(page.locator('.clients-table tbody tr')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Aiko Tanaka-Berg' })).toBeVisible();
  });
});

test.describe(() => {
  test.use(signedInAs('agent@wayfarer.test'));

  test('an agent creates a client and builds a proposal of a hotel and a flight from the ordinary pages; the client approves and books it through the link without an account; the agent sees the bookings in Bookings and on the dashboard', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const title = `E2E proposal ${stamp}`;
    // A name is letters only: the stamp's digits spelled as letters keep it unique.
    const client = { firstName: 'Ines', lastName: `Reis-${String(stamp).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`, email: `e2e.proposal.${stamp}@example.com` };
    const bookingsBefore = await dashboardBookings(page);

    await page.goto(site('wayfarer', '/clients/new'));
    await page.getByLabel('First name').fill(client.firstName);
    await page.getByLabel('Last name').fill(client.lastName);
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${client.firstName} ${client.lastName}` })).toBeVisible();
    await page.getByRole('link', { name: 'New proposal' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Create proposal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const addHere = async () => {
      const dialog = page.getByRole('dialog', { name: 'Add to a proposal' });
      await dialog.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Add here' }).click();
      await expect(page.getByText(`Added to ${title}.`)).toBeVisible();
    };
    // A room of a hotel's page.
    await page.goto(site('wayfarer', `/booknow/hotels/details?hotelId=2&checkIn=${daysFromNow(40)}&checkOut=${daysFromNow(42)}&rooms=2`));
    await page.getByRole('button', { name: 'Add to proposal' }).first().click();
    await addHere();
    // A fare of a flight, from the results.
    await page.goto(site('wayfarer', `/booknow/flights/search-details?from=OSL&to=JFK&depart=${daysFromNow(40)}&return=${daysFromNow(47)}&adults=2&children=0&infants=0&cabin=economy`));
    await page.locator('.journey-card button').first().click();
    await expect(page.locator('.chosen-outbound')).toBeVisible();
    await page.locator('.journey-card button').first().click();
    await page.locator('a[href*="/booknow/flights/reservation-details?"]').first().click();
    await page.getByRole('button', { name: 'Add to proposal' }).click();
    await addHere();

    await page.goto(site('wayfarer', '/proposals'));
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByText('Hotels', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Send to client' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send proposal' }).click();
    // The link as shown, less the marks that keep it left to right in Arabic.
    const link = ((await page.locator('.proposal-link-url').textContent()) ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '').trim();
    expect(link).toMatch(/\/booknow\/hotels\/deal\/[0-9a-f-]{36}\?id=/);

    const anonymous = await browser.newContext(SIGNED_OUT);
    const references: string[] = [];
    try {
      const clientPage = await anonymous.newPage();
      await dismissSavingPopup(clientPage);
      await clientPage.goto(link);
      await expect(clientPage.getByText(`Hello ${client.firstName},`)).toBeVisible();
      await expect(clientPage.getByRole('list', { name: 'Offers in this proposal' }).getByRole('listitem')).toHaveCount(2);
      await clientPage.getByRole('link', { name: 'Approve' }).click();
      await expect(clientPage).toHaveURL(/\/allowAgentProposal\?id=/);
      await clientPage.getByRole('button', { name: 'Confirm approval' }).click();
      await expect(clientPage.getByText(`you approved “${title}”`, { exact: false })).toBeVisible();

      // Wayfarer asks travellers to sign in before booking; the proposal's client books through its link as they are.
      const offers = clientPage.getByRole('list', { name: 'Offers in this proposal' }).getByRole('listitem');
      await offers.first().getByRole('link', { name: /^Book / }).click();
      await expect(clientPage).toHaveURL(/\/booknow\/hotels\/checkout\?.*proposalItem=/);
      references.push(await bookAsGuest(clientPage, { ...client, phone: '+351 912 345 678' }));
      await clientPage.getByRole('link', { name: 'Back to your proposal' }).click();
      await expect(offers.first()).toContainText(`Booked: ${references[0]}`);

      await offers.nth(1).getByRole('link', { name: /^Book / }).click();
      await expect(clientPage).toHaveURL(/\/booknow\/flights\/checkout\?.*proposalItem=/);
      await expect(clientPage.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
      await clientPage.getByLabel('First name').first().fill(client.firstName);
      await clientPage.getByLabel('Last name').first().fill(client.lastName);
      await clientPage.getByLabel('Email').fill(client.email);
      await clientPage.getByLabel('Phone').fill('+351 912 345 678');
      await fillPassenger(clientPage, 'Adult 1', client.firstName, client.lastName, '1988-03-14', 'female', 'NO2345678');
      await fillPassenger(clientPage, 'Adult 2', 'Rui', client.lastName, '1986-11-02', 'male', 'NO3456789');
      await fillCard(clientPage, TEST_CARDS.approve, `${client.firstName} ${client.lastName}`);
      await clientPage.getByRole('checkbox', { name: /booking terms/ }).check();
      await payButton(clientPage).click();
      await expect(clientPage.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
      references.push(/F-[A-HJ-NP-Z2-9]{8}/.exec(await clientPage.getByRole('main').innerText())?.[0] ?? '');
      await clientPage.getByRole('link', { name: 'Back to your proposal' }).click();
      await expect(clientPage.getByText('This proposal has been booked.')).toBeVisible();
      await expect(offers.nth(1)).toContainText(`Booked: ${references[1]}`);
    } finally {
      await anonymous.close();
    }

    // The agent: the proposal booked, both bookings in Bookings under the client, and counted on the dashboard.
    await page.goto(site('wayfarer', '/proposals?status=booked'));
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Booked');
    await page.goto(site('wayfarer', '/bookings'));
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(client.email);
    const rows = page.locator('.bookings-table tbody tr');
    await expect(rows).toHaveCount(2);
    for (const reference of references) await expect(rows.filter({ hasText: reference })).toContainText(`${client.firstName} ${client.lastName}`);
    expect(await dashboardBookings(page)).toBeGreaterThanOrEqual(bookingsBefore + 2);
  });
});

test.describe(() => {
  test.use(signedInAs('sales@wayfarer.test'));

  test("a sales agent sees only their own clients and is kept out of the agency's settings", async ({ page }) => {
    await page.goto(site('wayfarer', '/clients'));
    const agents = page.locator('.clients-table tbody td:nth-of-type(3)');
    await expect(agents.first()).toBeVisible();
    for (const agent of await agents.allTextContents()) expect(agent).toContain('Sam Patel');

    await page.goto(site('wayfarer', '/settings/product'));
    await expect(page.getByRole('main').getByText('Your role does not have access to this page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save product settings' })).toHaveCount(0);
    const refused = await page.evaluate(async () => (await fetch('/api/agency/product')).status);
    expect(refused).toBe(403);
  });
});

test.describe(() => {
  test.use(signedInAs('owner@sol.test'));

  test('an owner turns Cars off in Product Settings: the nav, the home tabs and Book Now follow at once; then back on', async ({ page, context }) => {
    await context.addCookies([{ name: 'pll_language', value: 'en', url: site('sol') }]);
    await page.goto(site('sol', '/settings/product'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /^Cars/ })).toBeVisible();
    const services = page.getByRole('group', { name: 'Services' });
    const cars = services.getByRole('checkbox', { name: 'Cars' });
    const save = page.getByRole('button', { name: 'Save product settings' });
    try {
      await cars.uncheck();
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: 'Product settings saved.' })).toBeVisible();
      // No reload: the site reads the changed agency at once.
      await expect(nav.getByRole('link', { name: /^Cars/ })).toHaveCount(0);
      await page.getByRole('link', { name: 'Viajes Sol home' }).first().click();
      const deals = page.getByRole('tablist', { name: 'Deals by service' });
      await expect(deals.getByRole('tab', { name: 'Hotels' })).toBeVisible();
      await expect(deals.getByRole('tab', { name: /Car Rentals|Cars/ })).toHaveCount(0);
      await expect(page.getByRole('tablist', { name: 'Search by service' }).getByRole('tab', { name: /Car Rentals|Cars/ })).toHaveCount(0);
      // A fresh page agrees: the server's agency changed.
      await page.reload();
      await expect(nav.getByRole('link', { name: /^Cars/ })).toHaveCount(0);
    } finally {
      await page.goto(site('sol', '/settings/product'));
      await services.getByRole('checkbox', { name: 'Cars' }).check();
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: 'Product settings saved.' })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /^Cars/ })).toBeVisible();
  });
});
