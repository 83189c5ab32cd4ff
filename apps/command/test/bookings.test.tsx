import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { isoDay } from '@travel/contracts';
import {
  SEEDED_CLIENT_IDS,
  addDays,
  agentProfileFixture,
  bookingFixture,
  commandMock,
  currentUrl,
  initTestI18n,
  signOutAfterEach,
  travellerProfileFixture,
} from '@travel/mocks';
import { onAPhone, renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
beforeEach(() => commandMock.reset());
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const SEEDED = commandMock.bookings().length;

const table = () => screen.getByRole('table', { name: 'Bookings of your agency' });
/** The references of the table's rows, in order. */
const references = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);
const columnHeader = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) }).closest('th');

test('an owner sees every booking of the agency in a table, newest booking first, each opening its page', async () => {
  renderCommand('/bookings', { user: owner });
  expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
  expect(await screen.findByText(`${SEEDED} bookings`)).toHaveAttribute('role', 'status');
  expect(references()).toEqual(['H-AGN6B9C3', 'H-AGN7K2P4', 'F-AGN4X7Y9', 'H-AGN8M3Q5', 'F-AGN9R4S6', 'H-AGN2T5U7', 'H-AGN5Z8A2', 'H-AGN3V6W8']);
  expect(columnHeader('Booked')).toHaveAttribute('aria-sort', 'descending');
  expect(columnHeader('Reference')).not.toHaveAttribute('aria-sort');

  const maya = within(table()).getByRole('rowheader', { name: 'H-AGN7K2P4' }).closest('tr');
  if (!maya) throw new Error('no row');
  expect(within(maya).getByText('Maya Lindqvist', { selector: 'span' })).toBeInTheDocument();
  expect(within(maya).getByText('maya.lindqvist@example.com').closest('bdi')).toHaveAttribute('dir', 'ltr');
  expect(within(maya).getByText('Hotels')).toBeInTheDocument();
  expect(within(maya).getByText('Alex Rivera')).toBeInTheDocument();
  expect(within(maya).getByText('Confirmed')).toBeInTheDocument();
  expect(within(maya).getByRole('link', { name: 'Maya Lindqvist' })).toHaveAttribute('href', `/clients/${SEEDED_CLIENT_IDS.maya}`);
  expect(within(maya).getByRole('link', { name: 'H-AGN7K2P4' })).toHaveAttribute('href', '/bookings/H-AGN7K2P4');
  // The traveller booked this one themselves.
  const self = within(table()).getByRole('rowheader', { name: 'H-AGN3V6W8' }).closest('tr');
  if (!self) throw new Error('no row');
  expect(within(self).getByText('Booked online')).toBeInTheDocument();
  expect(within(self).getByText('No client')).toBeInTheDocument();
});

test('the search waits for typing to pause, then is the URL; Back brings the whole list and its box back', async () => {
  const user = userEvent.setup();
  renderCommand('/bookings', { user: owner });
  await screen.findByText(`${SEEDED} bookings`);
  const search = screen.getByRole('searchbox', { name: 'Search bookings' });
  expect(search).toHaveAccessibleDescription("A booking reference, or the start of the traveller's name or email.");
  await user.type(search, 'maya');
  expect(await screen.findByText('2 bookings')).toBeInTheDocument();
  expect(currentUrl().search).toBe('?q=maya');
  expect(references()).toEqual(['H-AGN7K2P4', 'F-AGN9R4S6']);

  await user.clear(search);
  await user.type(search, 'h-agn2t5u7');
  expect(await screen.findByText('1 booking')).toBeInTheDocument();
  expect(references()).toEqual(['H-AGN2T5U7']);

  // The search replaced its own entry: Back goes to the list before searching.
  await user.click(screen.getByRole('link', { name: 'H-AGN2T5U7' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'The Ivory House New York City' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to bookings' }));
  expect(await screen.findByText('1 booking')).toBeInTheDocument();
  expect(currentUrl().search).toBe('?q=h-agn2t5u7');
  expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('h-agn2t5u7');
});

test('filters are the URL at once: service, status, dates and client; the CSV link carries them; Clear takes them off', async () => {
  const user = userEvent.setup();
  renderCommand('/bookings', { user: owner });
  await screen.findByText(`${SEEDED} bookings`);
  const exportLink = screen.getByRole('link', { name: 'Export CSV' });
  expect(exportLink).toHaveAttribute('href', '/api/agency/bookings/export.csv');
  expect(exportLink).toHaveAttribute('download');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Air Travel');
  expect(await screen.findByText('2 bookings')).toBeInTheDocument();
  expect(currentUrl().search).toBe('?service=flights');
  expect(references()).toEqual(['F-AGN4X7Y9', 'F-AGN9R4S6']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Hotels');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
  expect(await screen.findByText('1 booking')).toBeInTheDocument();
  expect(references()).toEqual(['H-AGN2T5U7']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');

  // Booked within the last week (the seed's bookings are dated from today).
  const weekAgo = addDays(isoDay(new Date()), -7);
  fireEvent.change(screen.getByLabelText('Booked from'), { target: { value: weekAgo } });
  expect(await screen.findByText('2 bookings')).toBeInTheDocument();
  expect(references()).toEqual(['H-AGN6B9C3', 'H-AGN7K2P4']);
  expect(currentUrl().search).toBe(`?service=hotels&bookedFrom=${weekAgo}`);

  // An end before the start is said next to it.
  fireEvent.change(screen.getByLabelText('Booked until'), { target: { value: addDays(weekAgo, -1) } });
  expect(await screen.findByLabelText('Booked until')).toHaveAccessibleDescription('This date is before the first one: no booking can match.');
  fireEvent.change(screen.getByLabelText('Booked until'), { target: { value: '' } });

  // A client, picked by name from the agency's clients.
  await user.type(screen.getByRole('combobox', { name: 'Client' }), 'lind');
  await user.click(await screen.findByRole('option', { name: /Maya Lindqvist/ }));
  expect(await screen.findByText('1 booking')).toBeInTheDocument();
  expect(currentUrl().searchParams.get('clientId')).toBe(SEEDED_CLIENT_IDS.maya);
  expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/agency/bookings/export.csv?service=hotels&bookedFrom=${weekAgo}&clientId=${SEEDED_CLIENT_IDS.maya}`,
  );

  await user.click(screen.getByRole('button', { name: 'Clear 3 filters' }));
  expect(await screen.findByText(`${SEEDED} bookings`)).toBeInTheDocument();
  expect(currentUrl().search).toBe('');
  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('');
});

test('a link names the whole list: its filters show in the form, its client by name', async () => {
  renderCommand(`/bookings?status=confirmed&clientId=${SEEDED_CLIENT_IDS.maya}&sort=reference&dir=asc`, { user: owner });
  expect(await screen.findByText('2 bookings')).toBeInTheDocument();
  expect(references()).toEqual(['F-AGN9R4S6', 'H-AGN7K2P4']);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');
  expect(await screen.findByDisplayValue('Maya Lindqvist')).toHaveAccessibleName('Client');
  expect(columnHeader('Reference')).toHaveAttribute('aria-sort', 'ascending');
});

test('a column header sorts by it, says so, and turns the order around when pressed again', async () => {
  const user = userEvent.setup();
  renderCommand('/bookings', { user: owner });
  await screen.findByText(`${SEEDED} bookings`);
  await user.click(screen.getByRole('button', { name: 'Traveller' }));
  await waitFor(() => expect(currentUrl().search).toBe('?sort=traveller&dir=asc'));
  await waitFor(() => expect(references()[0]).toBe('F-AGN4X7Y9'));
  // Jonas, Lena, Maya (twice: by reference), Omar, Priya, Sofía, Tara.
  expect(references()).toEqual(['F-AGN4X7Y9', 'H-AGN6B9C3', 'F-AGN9R4S6', 'H-AGN7K2P4', 'H-AGN8M3Q5', 'H-AGN5Z8A2', 'H-AGN2T5U7', 'H-AGN3V6W8']);
  // jsdom spaces the name's parts apart where a browser does not: 'Traveller, sorted ascending'.
  const button = screen.getByRole('button', { name: /^Traveller ?, sorted ascending$/ });
  expect(button.closest('th')).toHaveAttribute('aria-sort', 'ascending');
  expect(columnHeader('Booked')).not.toHaveAttribute('aria-sort');

  await user.click(button);
  await waitFor(() => expect(references()[0]).toBe('H-AGN3V6W8'));
  // Descending is the list's default direction: the URL leaves it out.
  expect(currentUrl().search).toBe('?sort=traveller');
  expect(screen.getByRole('button', { name: /^Traveller ?, sorted descending$/ }).closest('th')).toHaveAttribute('aria-sort', 'descending');
});

test('the list pages on the server: page links, the total, and the heading takes the focus on a new page', async () => {
  const user = userEvent.setup();
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  for (let i = 0; i < 20; i += 1) commandMock.addBooking(bookingFixture({ reference: `H-PAGESX${letters[Math.floor(i / 24)]}${letters[i % 24]}`, createdAt: '2025-06-01T10:00:00.000Z' }));
  renderCommand('/bookings', { user: owner });
  expect(await screen.findByText(`${SEEDED + 20} bookings`)).toBeInTheDocument();
  expect(references()).toHaveLength(25);
  const pages = screen.getByRole('navigation', { name: 'Pages of bookings' });
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
  await waitFor(() => expect(references()).toHaveLength(SEEDED + 20 - 25));
  expect(currentUrl().search).toBe('?page=2');
  expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toHaveFocus();

  await user.click(within(screen.getByRole('navigation', { name: 'Pages of bookings' })).getByRole('link', { name: 'Previous' }));
  await waitFor(() => expect(references()).toHaveLength(25));
  expect(currentUrl().search).toBe('');
});

test('nothing found says so and offers to clear the search and filters', async () => {
  const user = userEvent.setup();
  renderCommand('/bookings?q=nobody&status=cancelled', { user: owner });
  expect(await screen.findByText('0 bookings')).toBeInTheDocument();
  expect(screen.getByText('No bookings match this search and these filters.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
  expect(await screen.findByText(`${SEEDED} bookings`)).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('');
});

test('a list that could not be loaded says so, and Try again asks again', async () => {
  const user = userEvent.setup();
  let failures = 1;
  const failOnce = http.get('*/api/agency/bookings', () => {
    if (failures === 0) return undefined;
    failures -= 1;
    return HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 });
  });
  renderCommand('/bookings', { user: owner, api: [failOnce] });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load the bookings');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(`${SEEDED} bookings`)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an owner filters by agent; a sales agent has no agent filter and sees only their own and their clients’ bookings', async () => {
  const user = userEvent.setup();
  const { unmount } = renderCommand('/bookings', { user: owner });
  await screen.findByText(`${SEEDED} bookings`);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), 'Sam Patel');
  expect(await screen.findByText('2 bookings')).toBeInTheDocument();
  expect(references()).toEqual(['H-AGN8M3Q5', 'H-AGN5Z8A2']);
  unmount();

  renderCommand('/bookings', { user: agentProfileFixture('SalesAgent', 'Sam') });
  expect(await screen.findByText('2 bookings')).toBeInTheDocument();
  expect(references()).toEqual(['H-AGN8M3Q5', 'H-AGN5Z8A2']);
  expect(screen.queryByRole('combobox', { name: 'Agent' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Service' })).toBeInTheDocument();
});

test('a traveller opening Bookings is sent to their own dashboard', async () => {
  renderCommand('/bookings', { user: travellerProfileFixture });
  await waitFor(() => expect(currentUrl().pathname).toBe('/mytrip/dashboard'));
});

test('an unknown path under Bookings is the error page', async () => {
  renderCommand('/bookings/H-AGN7K2P4/voucher', { user: owner });
  expect(await screen.findByRole('heading', { name: '404 page' })).toBeInTheDocument();
});

describe('on a phone', () => {
  onAPhone();

  test('each booking is a card, and the order is a select', async () => {
    const user = userEvent.setup();
    renderCommand('/bookings', { user: owner });
    await screen.findByText(`${SEEDED} bookings`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: /H-AGN7K2P4/ });
    expect(within(card).getByText('Maya Lindqvist', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'H-AGN7K2P4' })).toHaveAttribute('href', '/bookings/H-AGN7K2P4');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Total, ascending');
    await waitFor(() => expect(currentUrl().search).toBe('?sort=total&dir=asc'));
  });
});

describe('in Arabic', () => {
  beforeAll(() => initTestI18n('ar'));
  afterAll(() => initTestI18n('en'));

  test('references, emails and amounts read left to right in a right-to-left page', async () => {
    renderCommand('/bookings', { user: owner });
    expect(await screen.findByText(`${SEEDED} حجوزات`)).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'حجوزات وكالتك' })).getByRole('rowheader', { name: 'H-AGN7K2P4' }).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('H-AGN7K2P4')).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText('maya.lindqvist@example.com').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(row.querySelector('.list-amount bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: /^المرجع/ })).toBeInTheDocument();
  });
});
