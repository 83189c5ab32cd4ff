import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { flightResultsPath, type FlightResultsQuery } from '@travel/contracts';
import { initTestI18n, searchFlights } from '@travel/mocks';
import { currentUrl, daysFromNow, renderFlights } from './renderFlights';

const SEARCH = '*/api/flights/search';

beforeAll(() => initTestI18n('en'));

const oneWay: FlightResultsQuery = { from: 'OSL', to: 'JFK', depart: daysFromNow(30), adults: 1, children: 0, infants: 0, cabin: 'economy' };
const roundTrip: FlightResultsQuery = { ...oneWay, return: daysFromNow(37) };

const cards = () => screen.getAllByRole('article');
const card = (airline: string) => screen.getByRole('article', { name: airline });
const cardNames = () => cards().map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

async function renderResults(query: FlightResultsQuery) {
  const view = renderFlights(flightResultsPath(query));
  await screen.findByText(/^\d+ flights?$/, { selector: '.results-count' });
  return view;
}

test('the list loads under a skeleton, then each itinerary shows its times, stops and price', async () => {
  const seen: URLSearchParams[] = [];
  renderFlights(flightResultsPath(oneWay), {
    api: [
      http.get(SEARCH, async ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        await delay(50);
        return undefined;
      }),
    ],
  });
  expect(await screen.findByText('Loading flights')).toBeInTheDocument();
  expect(await screen.findByText('4 flights')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Flights from Oslo to New York' })).toBeInTheDocument();
  expect(Object.fromEntries(seen[0]!)).toMatchObject({ from: 'OSL', to: 'JFK', depart: oneWay.depart, adults: '1', cabin: 'economy', currency: 'USD' });

  // The late nonstop lands the next day: '+1', said in words to a screen reader.
  const late = card('Scandinavian Airlines');
  expect(within(late).getByText('23:10')).toBeInTheDocument();
  expect(within(late).getByText('+1')).toBeInTheDocument();
  expect(within(late).getByText('1 day later')).toBeInTheDocument();
  expect(within(late).getByText('Nonstop')).toBeInTheDocument();
  expect(within(late).getByText('8h 30m')).toBeInTheDocument();
  expect(within(late).getAllByText(/^\$\d/).length).toBeGreaterThan(0);

  // One stop with a long wait at Heathrow.
  const viaLondon = card('British Airways');
  expect(within(viaLondon).getByText('1 stop')).toBeInTheDocument();
  expect(within(viaLondon).getByRole('list', { name: 'Stops' })).toHaveTextContent('7h 25m in LHR');
  expect(within(viaLondon).queryByText('+1')).not.toBeInTheDocument();

  // Two stops, changing airport in London.
  const twoStops = card('Norwegian, British Airways, American Airlines');
  expect(within(twoStops).getByText('2 stops')).toBeInTheDocument();
  expect(within(twoStops).getByRole('list', { name: 'Stops' })).toHaveTextContent(/in LGW change to LHR/);
});

test('filters and sorts change the list', async () => {
  const user = userEvent.setup();
  await renderResults(oneWay);
  const filters = screen.getByRole('complementary', { name: 'Filters' });

  await user.selectOptions(screen.getByLabelText('Sort by'), 'Cheapest');
  expect(cardNames()[0]).toBe('Norwegian, British Airways, American Airlines');
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Fastest');
  expect(cardNames()[0]).toBe('Scandinavian Airlines');
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Earliest departure');
  expect(cardNames()[0]).toBe('British Airways');

  await user.click(within(filters).getByRole('checkbox', { name: 'Nonstop 2 flights' }));
  expect(cardNames()).toEqual(['Norwegian', 'Scandinavian Airlines']);
  expect(screen.getByText('2 flights', { selector: '.results-count' })).toBeInTheDocument();
  await user.click(within(within(filters).getByRole('group', { name: 'Departure time' })).getByRole('checkbox', { name: /^Evening/ }));
  expect(cardNames()).toEqual(['Scandinavian Airlines']);
  await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
  expect(cards()).toHaveLength(4);
  await user.click(within(filters).getByRole('checkbox', { name: 'Norwegian 2 flights' }));
  expect(cardNames()).toEqual(['Norwegian', 'Norwegian, British Airways, American Airlines']);
  await user.click(within(filters).getByRole('radio', { name: 'Up to 9h' }));
  expect(cardNames()).toEqual(['Norwegian']);
});

test('filters that leave nothing say so and offer to clear them', async () => {
  const user = userEvent.setup();
  await renderResults(oneWay);
  const filters = screen.getByRole('complementary', { name: 'Filters' });
  await user.type(within(filters).getByLabelText('Max (USD)'), '1');
  await user.click(within(filters).getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('heading', { name: 'No flights found' })).toBeInTheDocument();
  expect(screen.getByText('No flight matches these filters.')).toBeInTheDocument();
  const notice = screen.getByRole('heading', { name: 'No flights found' }).parentElement!;
  await user.click(within(notice).getByRole('button', { name: 'Clear filters' }));
  expect(cards()).toHaveLength(4);
});

test('a return trip is chosen in two steps: the outbound, then the flight back, priced for the trip', async () => {
  const user = userEvent.setup();
  await renderResults(roundTrip);
  expect(within(card('Norwegian')).getByText('outbound flight, all travellers')).toBeInTheDocument();
  await user.click(within(card('Norwegian')).getByRole('button', { name: 'Select' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Flights back from New York to Oslo' })).toBeInTheDocument();
  expect(currentUrl().searchParams.get('outbound')).toMatch(/^DY7001\./);
  const chosen = screen.getByRole('region', { name: /^Your outbound flight/ });
  expect(within(chosen).getByText('17:35')).toBeInTheDocument();
  expect(cards()).toHaveLength(3);
  expect(within(card('Scandinavian Airlines')).getByText('round trip, all travellers')).toBeInTheDocument();

  // Change goes back to the outbound flights.
  await user.click(within(chosen).getByRole('button', { name: 'Change outbound flight' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Flights from Oslo to New York' })).toBeInTheDocument();
  await user.click(within(card('Norwegian')).getByRole('button', { name: 'Select' }));
  await user.click(within(await screen.findByRole('article', { name: 'Scandinavian Airlines' })).getByRole('button', { name: 'Select' }));

  await waitFor(() => expect(currentUrl().pathname).toBe('/flight-details'));
  expect(currentUrl().searchParams.get('outbound')).toMatch(/^DY7001\./);
  expect(currentUrl().searchParams.get('inbound')).toMatch(/^SK1910\./);
  expect(currentUrl().searchParams.get('return')).toBe(roundTrip.return);
});

test("a return trip's list asks for the outbound journeys only; the flights back are asked for once the pointer is on a Select", async () => {
  const user = userEvent.setup();
  const legs: Array<string | null> = [];
  const record = http.get(SEARCH, ({ request }) => void legs.push(new URL(request.url).searchParams.get('leg')));
  renderFlights(flightResultsPath(roundTrip), { api: [record] });
  await screen.findByText(/^\d+ flights$/, { selector: '.results-count' });
  expect(legs).toEqual(['outbound']);
  await user.hover(within(card('Norwegian')).getByRole('button', { name: 'Select' }));
  await waitFor(() => expect(legs).toEqual(['outbound', 'inbound']));
  await user.click(within(card('Norwegian')).getByRole('button', { name: 'Select' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Flights back from New York to Oslo' })).toBeInTheDocument();
  expect(cards()).toHaveLength(3);
  expect(legs).toEqual(['outbound', 'inbound']);
});

test('flights back that fail to load say so on the second step, and are asked again', async () => {
  const user = userEvent.setup();
  let failing = true;
  const inboundFails = http.get(SEARCH, ({ request }) =>
    failing && new URL(request.url).searchParams.get('leg') === 'inbound' ? HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'Schedules are resting' } }, { status: 503 }) : undefined,
  );
  renderFlights(flightResultsPath(roundTrip), { api: [inboundFails] });
  await screen.findByText(/^\d+ flights$/, { selector: '.results-count' });
  await user.click(within(card('Norwegian')).getByRole('button', { name: 'Select' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'The flights could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /^Your outbound flight/ })).toBeInTheDocument();
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Scandinavian Airlines' })).toBeInTheDocument();
});

test('ten journeys are drawn at first; Show more adds ten more and takes the focus to the first it added', async () => {
  const user = userEvent.setup();
  const found = searchFlights({ ...oneWay, currency: 'USD' }, null)!;
  // The same four journeys on six days: 24, each with its own key.
  const many = [0, 1, 2, 3, 4, 5].flatMap((day) => found.outbound.map((journey) => ({ ...journey, key: `${journey.key}-${day}` })));
  renderFlights(flightResultsPath(oneWay), { api: [http.get(SEARCH, () => HttpResponse.json({ ...found, outbound: many }))] });
  expect(await screen.findByText('24 flights')).toBeInTheDocument();
  expect(cards()).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: 'Show 10 more flights' }));
  expect(cards()).toHaveLength(20);
  expect(within(cards()[10]!).getByRole('button', { name: /Select/ })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Show 4 more flights' }));
  expect(cards()).toHaveLength(24);
  expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  // Another order starts again from the first ten.
  await user.selectOptions(screen.getByRole('combobox', { name: /Sort/ }), 'cheapest');
  expect(cards()).toHaveLength(10);
});

test('a route without flights says so', async () => {
  renderFlights(flightResultsPath({ ...oneWay, to: 'DXB' }));
  expect(await screen.findByRole('heading', { name: 'No flights found' })).toBeInTheDocument();
  expect(screen.getByText(/There are no flights on this route/)).toBeInTheDocument();
});

test('a link naming an airport nobody knows says so, with nothing to try again', async () => {
  renderFlights(flightResultsPath({ ...oneWay, from: 'QQQ' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("We don't know this airport. Choose one from the suggestions.");
  expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('a failed search says so in plain words and tries again', async () => {
  const user = userEvent.setup();
  let calls = 0;
  renderFlights(flightResultsPath(oneWay), {
    api: [
      http.get(SEARCH, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'Schedules are resting' } }, { status: 503 }) : undefined;
      }),
    ],
  });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'The flights could not be loaded' })).toBeInTheDocument();
  expect(screen.queryByText('Schedules are resting')).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('4 flights')).toBeInTheDocument();
});

describe('in Arabic', () => {
  beforeAll(() => initTestI18n('ar'));
  afterAll(() => initTestI18n('en'));

  test('times and codes stay left to right', async () => {
    renderFlights(flightResultsPath(oneWay));
    await screen.findAllByRole('article');
    await act(() => Promise.resolve());
    const time = screen.getAllByText('23:10')[0]!;
    expect(time.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByText('+1')[0]!.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByText('JFK')[0]!.closest('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
