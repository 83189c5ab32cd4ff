import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDaysTo, isoDay } from '@travel/contracts';
import { agentProfileFixture, commandMock, currentUrl, initTestI18n, letFormDataTakeForms, proposalsMock, SEEDED_PROPOSAL_IDS, signOutAfterEach } from '@travel/mocks';
import { renderCommand } from './signedInCommand';

// The custom period's Show navigates in a transition (letFormDataTakeForms says why).
letFormDataTakeForms();
beforeAll(() => initTestI18n());
beforeEach(() => {
  commandMock.reset();
  proposalsMock.reset();
});
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const today = isoDay(new Date());

/** A figure card by its name: its value, its change and the previous period's value. */
const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name });
  const found = heading.closest('li');
  if (!found) throw new Error(`no card ${name}`);
  return found;
};

test('the dashboard keeps its welcome and shortcuts, and shows the last 30 days beside the 30 before', async () => {
  renderCommand('/dashboard', { user: owner });
  expect(screen.getByText('Welcome back, Olivia')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
  expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('last30');

  // The mock agency booked six trips in the last 30 days (one since cancelled), two in the 30 before.
  const bookings = await card('Bookings');
  expect(within(bookings).getByText('6')).toBeInTheDocument();
  expect(within(bookings).getByText('Up 200% on the previous period')).toHaveClass('visually-hidden');
  expect(within(bookings).getByText('+200%')).toBeInTheDocument();
  expect(within(bookings).getByText(/Previous period:.*2/)).toBeInTheDocument();
  expect(within(await card('Cancellations')).getByText('None in the previous period')).toBeInTheDocument();
  expect(within(await card('Sales')).getByText(/^\$[\d,]+\.\d\d$/)).toBeInTheDocument();
  expect(within(await card('Markup earned')).getByText(/^\$[\d,]+\.\d\d$/)).toBeInTheDocument();
});

test('the chart is one image named by what it shows, with its figures in a table on request', async () => {
  const user = userEvent.setup();
  renderCommand('/dashboard?period=last7', { user: owner });
  const chart = await screen.findByRole('img', { name: /^Bar chart of bookings and sales per day/ });
  expect(chart.children).toHaveLength(7);
  await user.click(screen.getByText('Show the figures as a table'));
  const table = screen.getByRole('table', { name: /^Bar chart of bookings and sales per day/ });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(7);
  const booked = rows.map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent)).reduce((sum, count) => sum + count, 0);
  expect(booked).toBe(3);
  expect(screen.getByRole('region', { name: 'By service' })).toBeInTheDocument();
});

test('a preset is the URL at once; a custom range only once it makes a period', async () => {
  const user = userEvent.setup();
  renderCommand('/dashboard', { user: owner });
  await card('Bookings');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'last7');
  await waitFor(() => expect(currentUrl().search).toBe('?period=last7'));
  expect(within(await card('Bookings')).getByText('3')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
  const from = screen.getByLabelText('From');
  const to = screen.getByLabelText('To');
  await user.clear(to);
  await user.type(to, addDaysTo(today, -10));
  await user.clear(from);
  await user.type(from, addDaysTo(today, -5));
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText('The end must be on or after the start.')).toBeInTheDocument();
  expect(currentUrl().search).toBe('?period=last7');

  await user.clear(from);
  await user.type(from, '2019-03-01');
  await user.clear(to);
  await user.type(to, '2019-03-31');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(currentUrl().search).toBe('?from=2019-03-01&to=2019-03-31'));
  expect(await screen.findByText('No bookings were made in this period or the one before it.')).toBeInTheDocument();
});

test('upcoming departures and the deadlines by day open their bookings', async () => {
  renderCommand('/dashboard', { user: owner });
  const upcoming = await screen.findByRole('region', { name: 'Upcoming departures' });
  expect(within(upcoming).getByRole('link', { name: 'H-AGN6B9C3' })).toHaveAttribute('href', '/bookings/H-AGN6B9C3');
  expect(within(upcoming).queryByRole('link', { name: 'H-AGN7K2P4' })).not.toBeInTheDocument();

  const deadlines = screen.getByRole('region', { name: 'Deadlines' });
  const days = within(deadlines).getAllByRole('heading', { level: 3 });
  const times = days.map((heading) => heading.querySelector('time')?.getAttribute('datetime'));
  expect(times).toEqual([...times].sort());
  const inTwentyDays = days.find((heading) => heading.querySelector('time')?.getAttribute('datetime') === addDaysTo(today, 20))?.closest('li');
  if (!inTwentyDays) throw new Error('no day in twenty days');
  expect(within(inTwentyDays).getAllByText('Departure')).toHaveLength(2);
  expect(within(inTwentyDays).getByRole('link', { name: 'H-AGN7K2P4' })).toHaveAttribute('href', '/bookings/H-AGN7K2P4');
  expect(within(inTwentyDays).getByRole('link', { name: 'H-AGN8M3Q5' })).toBeInTheDocument();
});

test('an open proposal’s expiry is on the agenda, opening the agent’s page of the proposal', async () => {
  renderCommand('/dashboard', { user: owner });
  const deadlines = await screen.findByRole('region', { name: 'Deadlines' });
  expect(deadlines).toHaveTextContent('Free-cancellation ends, departures and proposal expiries in the next 30 days.');
  // Jonas's approved proposal expires in four days: its title opens it, beside its client.
  const dubai = await within(deadlines).findByRole('link', { name: 'Family trip to Dubai' });
  expect(dubai).toHaveAttribute('href', `/proposals/${SEEDED_PROPOSAL_IDS.approved}`);
  const entry = dubai.closest('li');
  if (!entry) throw new Error('no entry for the proposal');
  expect(within(entry).getByText('Proposal expires')).toBeInTheDocument();
  expect(within(entry).getByText('Jonas Berg')).toBeInTheDocument();
  expect(within(entry).getByText('Family trip to Dubai')).toBe(dubai);
  expect(entry.closest('ol > li')?.querySelector('time')).toHaveAttribute('datetime', addDaysTo(today, 4));
  // A draft, a declined and an expired proposal fall due on no day.
  for (const title of ['Lisbon in spring', 'Weekend in Barcelona', 'Oslo in winter']) expect(within(deadlines).queryByRole('link', { name: title })).not.toBeInTheDocument();
});

test('a long agenda opens on its first days, and Show all lists every deadline', async () => {
  const user = userEvent.setup();
  const departures = Array.from({ length: 14 }, (_, index) => ({
    kind: 'departure' as const,
    date: addDaysTo(today, index + 1),
    subject: { type: 'booking' as const, reference: `H-LONG${String.fromCharCode(65 + index)}AAA`, service: 'hotels' as const },
    title: `Hotel ${index + 1}`,
    traveller: 'Ada Lovelace',
  }));
  const figures = { bookings: 0, sales: 0, markup: 0, cancellations: 0 };
  const dashboard = {
    period: { from: addDaysTo(today, -29), to: today },
    previousPeriod: { from: addDaysTo(today, -59), to: addDaysTo(today, -30) },
    currency: 'USD',
    current: figures,
    previous: figures,
    byService: [],
    series: { unit: 'day', points: [] },
    upcoming: [],
    deadlines: departures,
  };
  renderCommand('/dashboard', { user: owner, api: [http.get('*/api/agency/dashboard', () => HttpResponse.json(dashboard))] });
  const deadlines = await screen.findByRole('region', { name: 'Deadlines' });
  expect(within(deadlines).getAllByRole('heading', { level: 3 })).toHaveLength(10);
  await user.click(within(deadlines).getByRole('button', { name: 'Show all 14 deadlines' }));
  expect(within(deadlines).getAllByRole('heading', { level: 3 })).toHaveLength(14);
  expect(within(deadlines).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
});

test('a sales agent sees the figures of their own bookings only', async () => {
  renderCommand('/dashboard', { user: agentProfileFixture('SalesAgent', 'Sam') });
  expect(within(await card('Bookings')).getByText('1')).toBeInTheDocument();
  const deadlines = screen.getByRole('region', { name: 'Deadlines' });
  expect(within(deadlines).queryByRole('link', { name: 'H-AGN7K2P4' })).not.toBeInTheDocument();
  // Omar's stay: its departure, and the end of its free cancellation.
  expect(within(deadlines).getAllByRole('link', { name: 'H-AGN8M3Q5' }).length).toBeGreaterThan(0);
  // Sam's own proposal to Omar, not Jonas's made by the owner.
  expect(within(deadlines).getByRole('link', { name: 'Berlin for the trade fair' })).toHaveAttribute('href', `/proposals/${SEEDED_PROPOSAL_IDS.sent}`);
  expect(within(deadlines).queryByRole('link', { name: 'Family trip to Dubai' })).not.toBeInTheDocument();
});

test('a dashboard that could not be loaded says so, and Try again asks again', async () => {
  const user = userEvent.setup();
  let failures = 1;
  const failOnce = http.get('*/api/agency/dashboard', () => {
    if (failures === 0) return undefined;
    failures -= 1;
    return HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } }, { status: 503 });
  });
  renderCommand('/dashboard', { user: owner, api: [failOnce] });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The dashboard could not be loaded');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(within(await card('Bookings')).getByText('6')).toBeInTheDocument();
});

describe('in Arabic', () => {
  beforeAll(() => initTestI18n('ar'));
  afterAll(() => initTestI18n('en'));

  test('the figures and the calendar are in Arabic, amounts and references read left to right', async () => {
    renderCommand('/dashboard', { user: owner });
    const sales = await card('المبيعات');
    expect(sales.querySelector('.dashboard-figure-value bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(await card('الحجوزات')).getByText('ارتفاع بنسبة 200٪ عن الفترة السابقة')).toBeInTheDocument();
    const deadlines = screen.getByRole('region', { name: 'المواعيد النهائية' });
    expect(within(deadlines).getAllByText('المغادرة').length).toBeGreaterThan(0);
    expect(within(deadlines).getAllByText('H-AGN7K2P4')[0]).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('combobox', { name: 'الفترة' })).toHaveDisplayValue('آخر 30 يومًا');
  });
});
