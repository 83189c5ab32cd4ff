import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { isoDay } from '@travel/contracts';
import { SEEDED_CLIENT_IDS, addDays, agencyFixture, agentProfileFixture, commandMock, currentUrl, initTestI18n, recordBodies, signOutAfterEach } from '@travel/mocks';
import { renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
beforeEach(() => commandMock.reset());
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const sales = agentProfileFixture('SalesAgent', 'Sam');
const today = () => isoDay(new Date());

const clientsTable = () => screen.getByRole('table', { name: "Your agency's clients" });
const names = () =>
  within(clientsTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);
const field = (label: string) => screen.getByLabelText(label);

test('the clients list: name, email, phone, agent, bookings and since when, sorted by name; a search finds part of a name, email or phone', async () => {
  const user = userEvent.setup();
  renderCommand('/clients', { user: owner });
  expect(await screen.findByText('5 clients')).toHaveAttribute('role', 'status');
  expect(names()).toEqual(['Jonas Berg', 'Omar Haddad', 'Maya Lindqvist', 'Sofía Martínez', 'Priya Nair']);
  const maya = within(clientsTable()).getByRole('rowheader', { name: 'Maya Lindqvist' }).closest('tr');
  if (!maya) throw new Error('no row');
  expect(within(maya).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['maya.lindqvist@example.com', '+47 912 34 567', 'Alex Rivera', '2']);
  expect(within(maya).getByText('+47 912 34 567').closest('bdi')).toHaveAttribute('dir', 'ltr');
  expect(within(maya).getByRole('link', { name: 'Maya Lindqvist' })).toHaveAttribute('href', `/clients/${SEEDED_CLIENT_IDS.maya}`);

  await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), '555 01');
  expect(await screen.findByText('1 client')).toBeInTheDocument();
  expect(names()).toEqual(['Priya Nair']);
  expect(currentUrl().search).toBe('?q=555+01');

  await user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));
  expect(await screen.findByText('5 clients')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bookings' }));
  await waitFor(() => expect(currentUrl().search).toBe('?sort=bookings&dir=desc'));
  await waitFor(() => expect(names()[0]).toBe('Maya Lindqvist'));
  expect(screen.getByRole('button', { name: /^Bookings ?, sorted descending$/ }).closest('th')).toHaveAttribute('aria-sort', 'descending');
});

test('a sales agent sees only the clients they keep', async () => {
  renderCommand('/clients', { user: sales });
  expect(await screen.findByText('2 clients')).toBeInTheDocument();
  expect(names()).toEqual(['Omar Haddad', 'Priya Nair']);
});

test('every rule of the form is checked in the browser: a message next to each field, the focus on the first, nothing sent, nothing lost', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/agency/clients');
  renderCommand('/clients/new', { user: owner, api: [posts.handler] });
  expect(screen.getByRole('heading', { level: 1, name: 'New client' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add client' }));
  expect(field('First name')).toHaveFocus();
  expect(field('First name')).toHaveAccessibleDescription('Enter a name.');
  expect(field('Last name')).toHaveAccessibleDescription('Enter a name.');
  expect(field('Email')).toHaveAccessibleDescription('Enter an email address.');
  expect(field('Phone')).toHaveAccessibleDescription('Optional. With the country code, such as +1 212 555 0100.');

  await user.type(field('First name'), 'Ana3');
  await user.type(field('Last name'), 'Costa');
  await user.type(field('Email'), 'ana@');
  await user.type(field('Phone'), '+351 12');
  fireEvent.change(field('Date of birth'), { target: { value: addDays(today(), 1) } });
  await user.type(field('Passport number'), 'P-1');
  fireEvent.change(field('Notes'), { target: { value: 'x'.repeat(2001) } });
  await user.click(screen.getByRole('button', { name: 'Add client' }));

  expect(field('First name')).toHaveFocus();
  expect(field('First name')).toHaveAccessibleDescription('Use letters, spaces, apostrophes and hyphens only.');
  expect(field('Last name')).not.toHaveAttribute('aria-invalid');
  expect(field('Email')).toHaveAccessibleDescription('Enter an email address such as tara@example.com.');
  expect(field('Phone')).toHaveAccessibleDescription(expect.stringContaining('Enter a phone number with 7 to 15 digits, such as +1 212 555 0100.'));
  expect(field('Date of birth')).toHaveAccessibleDescription('Enter a date of birth in the past, at most 120 years ago.');
  expect(field('Passport number')).toHaveAccessibleDescription(expect.stringContaining('Enter the passport number as printed: letters and digits only.'));
  expect(field('Notes')).toHaveAccessibleDescription(expect.stringContaining('This is too long: keep it within the number of characters shown below.'));
  expect(field('Notes')).toHaveAccessibleDescription(expect.stringContaining('2001 of 2000 characters'));
  expect(posts.bodies).toEqual([]);
  // What was typed is all still there.
  expect(field('First name')).toHaveValue('Ana3');
  expect(field('Email')).toHaveValue('ana@');
  expect(field('Passport number')).toHaveValue('P-1');

  // Fixing a field takes its message away as it is typed.
  await user.clear(field('First name'));
  await user.type(field('First name'), 'Ana');
  expect(field('First name')).not.toHaveAttribute('aria-invalid');
});

test('a new client is saved with every field, opens on their page, and is in the list', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/agency/clients');
  renderCommand('/clients/new', { user: sales, api: [posts.handler] });
  await user.type(field('First name'), 'Ana');
  await user.type(field('Last name'), 'Costa');
  await user.type(field('Email'), 'Ana.Costa@Example.com');
  await user.type(field('Phone'), '+351 912 345 678');
  fireEvent.change(field('Date of birth'), { target: { value: '1990-05-17' } });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Nationality' }), 'Norway');
  await user.type(field('Passport number'), 'pt 12345 67');
  fireEvent.change(field('Passport expiry date'), { target: { value: addDays(today(), 2000) } });
  await user.type(field('Preferences'), 'Window seat');
  await user.type(field('Notes'), 'Met at the fair.');
  await user.click(screen.getByRole('button', { name: 'Add client' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Ana Costa' })).toHaveFocus();
  expect(screen.getByText('Client added.')).toHaveAttribute('role', 'status');
  expect(posts.bodies).toEqual([
    {
      firstName: 'Ana',
      lastName: 'Costa',
      email: 'Ana.Costa@Example.com',
      phone: '+351 912 345 678',
      dateOfBirth: '1990-05-17',
      nationality: 'NO',
      passportNumber: 'PT1234567',
      passportExpiry: addDays(today(), 2000),
      preferences: 'Window seat',
      notes: 'Met at the fair.',
    },
  ]);
  const details = screen.getByRole('region', { name: 'Details' });
  // The API keeps the email in lower case.
  expect(within(details).getByText('Email').nextSibling).toHaveTextContent('ana.costa@example.com');
  expect(within(details).getByText('Nationality').nextSibling).toHaveTextContent('Norway');
  expect(within(details).getByText('Passport number').nextSibling).toHaveTextContent('PT1234567');
  expect(within(details).getByText('Agent').nextSibling).toHaveTextContent('Sam Patel');
  expect(await screen.findByText('No bookings for this client yet.')).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Back to clients' }));
  expect(await screen.findByText('3 clients')).toBeInTheDocument();
  expect(names()).toEqual(['Ana Costa', 'Omar Haddad', 'Priya Nair']);
});

test("an email another client has is refused next to the email field, with the focus there and the form as typed", async () => {
  const user = userEvent.setup();
  renderCommand('/clients/new', { user: owner });
  await user.type(field('First name'), 'Maya');
  await user.type(field('Last name'), 'Berg');
  await user.type(field('Email'), 'MAYA.LINDQVIST@example.com');
  await user.type(field('Preferences'), 'Quiet room');
  await user.click(screen.getByRole('button', { name: 'Add client' }));
  await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Your agency already has a client with this email.'));
  expect(field('Email')).toHaveFocus();
  expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Last name')).toHaveValue('Berg');
  expect(field('Preferences')).toHaveValue('Quiet room');
  expect(commandMock.clients()).toHaveLength(5);

  // Changing the email takes the server's word away; the form's own rules still apply.
  await user.clear(field('Email'));
  expect(field('Email')).toHaveAccessibleDescription('Enter an email address.');
  await user.type(field('Email'), 'maya.berg@example.com');
  expect(field('Email')).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: 'Add client' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Maya Berg' })).toBeInTheDocument();
});

test('a save the server could not make is said above the form, and nothing typed is lost', async () => {
  const user = userEvent.setup();
  const down = http.post('*/api/agency/clients', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }));
  renderCommand('/clients/new', { user: owner, api: [down] });
  await user.type(field('First name'), 'Ana');
  await user.type(field('Last name'), 'Costa');
  await user.type(field('Email'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Add client' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The client was not saved. Please try again.');
  expect(field('Email')).toHaveValue('ana@example.com');
});

test("a client's page: their details, a warning for a passport about to expire, their bookings in the Bookings list's rows, and Edit", async () => {
  const user = userEvent.setup();
  renderCommand(`/clients/${SEEDED_CLIENT_IDS.omar}`, { user: owner });
  expect(await screen.findByRole('heading', { level: 1, name: 'Omar Haddad' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Details' });
  expect(within(details).getByText('Phone').nextSibling).toHaveTextContent('+971 50 123 4567');
  expect(within(details).getByText('Nationality').nextSibling).toHaveTextContent('United Arab Emirates');
  expect(within(details).getByText('Date of birth').nextSibling).toHaveTextContent('Not recorded');
  expect(within(details).getByText('Notes').nextSibling).toHaveTextContent('Prefers to be called after 5 pm.');
  expect(within(details).getByText(/^This passport expires on .+, within six months\./)).toBeInTheDocument();

  const bookings = screen.getByRole('region', { name: 'Bookings' });
  expect(await within(bookings).findByText('1 booking')).toBeInTheDocument();
  const table = within(bookings).getByRole('table', { name: 'Bookings for Omar Haddad' });
  expect(within(table).getByRole('link', { name: 'H-AGN8M3Q5' })).toHaveAttribute('href', '/bookings/H-AGN8M3Q5');
  // The client column would only repeat their name.
  expect(within(table).queryByRole('columnheader', { name: 'Client' })).not.toBeInTheDocument();
  expect(within(bookings).getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/agency/bookings/export.csv?clientId=${SEEDED_CLIENT_IDS.omar}`);
  expect(within(bookings).getByRole('link', { name: 'Open in Bookings' })).toHaveAttribute('href', `/bookings?clientId=${SEEDED_CLIENT_IDS.omar}`);

  await user.click(screen.getByRole('link', { name: 'Edit' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Omar Haddad' })).toBeInTheDocument();
  expect(currentUrl().pathname).toBe(`/clients/${SEEDED_CLIENT_IDS.omar}/edit`);
});

test("Book for a client opens the search of each service the agency sells with a checkout, naming the client", async () => {
  const user = userEvent.setup();
  const { omar } = SEEDED_CLIENT_IDS;
  renderCommand(`/clients/${omar}`, { user: sales });
  await screen.findByRole('heading', { level: 1, name: 'Omar Haddad' });
  const book = screen.getByRole('button', { name: 'Book for Omar Haddad' });
  expect(book).toHaveAttribute('aria-expanded', 'false');
  await user.click(book);
  expect(book).toHaveAttribute('aria-expanded', 'true');
  const services = screen.getByRole('list', { name: 'Services to book' });
  expect(within(services).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Hotels', `/booknow/hotels/search?clientId=${omar}`],
    ['Air Travel', `/booknow/flights/search?clientId=${omar}`],
  ]);
  // Escape closes the list and gives the focus back.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('list', { name: 'Services to book' })).not.toBeInTheDocument();
  expect(book).toHaveFocus();
});

test('an agency that sells hotels alone offers the hotels search, and one that sells neither offers no booking', async () => {
  const user = userEvent.setup();
  const hotelsOnly = agencyFixture({ bookingMenuItemOptions: [{ title: 'Hotels', active: true }, { title: 'Air Travel', active: false }] });
  const { unmount } = renderCommand(`/clients/${SEEDED_CLIENT_IDS.omar}`, { user: owner, agency: hotelsOnly });
  await user.click(await screen.findByRole('button', { name: 'Book for Omar Haddad' }));
  expect(within(screen.getByRole('list', { name: 'Services to book' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Hotels']);
  unmount();

  renderCommand(`/clients/${SEEDED_CLIENT_IDS.omar}`, { user: owner, agency: agencyFixture({ bookingMenuItemOptions: [{ title: 'Cars', active: true }] }) });
  await screen.findByRole('heading', { level: 1, name: 'Omar Haddad' });
  expect(screen.queryByRole('button', { name: /^Book for/ })).not.toBeInTheDocument();
});

test('editing a client saves the changes and shows them on their page', async () => {
  const user = userEvent.setup();
  const puts = recordBodies('put', `/api/agency/clients/${SEEDED_CLIENT_IDS.maya}`);
  renderCommand(`/clients/${SEEDED_CLIENT_IDS.maya}/edit`, { user: owner, api: [puts.handler] });
  const phone = await screen.findByLabelText('Phone');
  expect(phone).toHaveValue('+47 912 34 567');
  expect(field('Preferences')).toHaveValue('Aisle seat; vegetarian meals');
  await user.clear(phone);
  await user.type(phone, '+47 400 00 000');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Details' })).getByText('Phone').nextSibling).toHaveTextContent('+47 400 00 000');
  expect(puts.bodies).toEqual([expect.objectContaining({ phone: '+47 400 00 000', email: 'maya.lindqvist@example.com', nationality: 'NO' })]);
});

test("editing a client to another client's email is refused next to the email", async () => {
  const user = userEvent.setup();
  renderCommand(`/clients/${SEEDED_CLIENT_IDS.maya}/edit`, { user: owner });
  const email = await screen.findByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'omar.haddad@example.com');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(email).toHaveAccessibleDescription('Your agency already has a client with this email.'));
  expect(email).toHaveValue('omar.haddad@example.com');
});

test('the passport warning follows the expiry date as it is typed: a warning, never a block', async () => {
  renderCommand('/clients/new', { user: owner });
  const expiry = field('Passport expiry date');
  fireEvent.change(expiry, { target: { value: addDays(today(), 30) } });
  expect(screen.getByText(/^This passport expires on .+, within six months\./).closest('[role="status"]')).toBeInTheDocument();
  fireEvent.change(expiry, { target: { value: addDays(today(), -1) } });
  expect(screen.getByText(/^This passport expired on .+\. The client needs a new one to travel abroad\.$/)).toBeInTheDocument();
  expect(expiry).not.toHaveAttribute('aria-invalid');
  fireEvent.change(expiry, { target: { value: addDays(today(), 400) } });
  expect(screen.queryByText(/^This passport/)).not.toBeInTheDocument();
});

test("a client the agent may not see, or no client at all, is not found; a path that is no id is the error page", async () => {
  const { unmount } = renderCommand(`/clients/${SEEDED_CLIENT_IDS.maya}`, { user: sales });
  expect(await screen.findByRole('heading', { level: 1, name: 'Client not found' })).toBeInTheDocument();
  unmount();
  const second = renderCommand('/clients/10000000-0000-4000-8000-0000000000ff/edit', { user: owner });
  expect(await screen.findByRole('heading', { level: 1, name: 'Client not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute('href', '/clients');
  second.unmount();
  renderCommand('/clients/maya', { user: owner });
  await waitFor(() => expect(currentUrl().pathname).toBe('/errors'));
});

test('a list that could not be loaded says so, and Try again asks again', async () => {
  const user = userEvent.setup();
  let failures = 1;
  const failOnce = http.get('*/api/agency/clients', () => {
    if (failures === 0) return undefined;
    failures -= 1;
    return HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 });
  });
  renderCommand('/clients', { user: owner, api: [failOnce] });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load the clients');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('5 clients')).toBeInTheDocument();
});
