import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { hotelResultsPath, type HotelResultsQuery, type HotelSearchRequest, type HotelSearchResponse } from '@travel/contracts';
import { Link, Route, Routes } from 'react-router-dom';
import { agencyFixture, initTestI18n, renderInHost, searchHotels } from '@travel/mocks';
import { hotelSearchRequestSchema } from '@travel/contracts';
import App from '../src/App';
import { currentUrl, daysFromNow, renderHotels } from './renderHotels';

const SEARCH = '*/api/hotels/search';
const publicPrices = agencyFixture({ allowNonLoginFlow: true });

beforeAll(() => initTestI18n('en'));

const query = (change: Partial<HotelResultsQuery> = {}): HotelResultsQuery => ({
  destination: { cityId: 1 },
  place: 'New York City, United States',
  checkIn: daysFromNow(20),
  checkOut: daysFromNow(22),
  rooms: [{ adults: 2, childAges: [] }],
  sort: 'price',
  page: 1,
  filters: {},
  ...change,
});

/** The mock's own answer, with every request body and answer kept for the test to read. */
function recordingSearch(options: { wait?: number; change?: (answer: HotelSearchResponse) => HotelSearchResponse } = {}) {
  const bodies: HotelSearchRequest[] = [];
  const answers: HotelSearchResponse[] = [];
  const handler = http.post(SEARCH, async ({ request }) => {
    const body = (await request.json()) as HotelSearchRequest;
    bodies.push(body);
    if (options.wait) await delay(options.wait);
    const found = searchHotels(hotelSearchRequestSchema.parse(body));
    if (!found) return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such city' } }, { status: 404 });
    const answer = options.change ? options.change(found) : found;
    answers.push(answer);
    return HttpResponse.json(answer);
  });
  return { bodies, answers, handler };
}

const cards = () => screen.getAllByRole('article');

test('the list loads under a skeleton, then shows each hotel with its price and a See rooms link to its details', async () => {
  const search = recordingSearch({ wait: 50 });
  renderHotels(hotelResultsPath(query()), { agency: publicPrices, api: [search.handler] });
  expect(await screen.findByText('Loading hotels')).toBeInTheDocument();
  expect(await screen.findByText('22 stays found')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Hotels in New York City, United States' })).toBeInTheDocument();
  expect(cards()).toHaveLength(20);
  expect(search.bodies[0]).toMatchObject({ destination: { cityId: 1 }, currency: 'USD', sort: 'price', page: 1, pageSize: 20 });

  const first = cards()[0]!;
  const name = within(first).getByRole('heading', { level: 2 });
  expect(within(first).getByRole('img', { name: /-star hotel/ })).toBeInTheDocument();
  expect(within(first).getByText(/km from the centre/)).toBeInTheDocument();
  // The total for the stay, and under it what one night costs: the amount the price filter compares.
  const nightly = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(search.answers[0]!.results[0]!.nightly / 100);
  expect(within(first).getByText(`total for 2 nights · ${nightly} per night`)).toBeInTheDocument();
  expect(within(first).getByText(/^\$[\d,]+\.\d\d$/, { selector: 'strong' })).toBeInTheDocument();
  const seeRooms = within(first).getByRole('link', { name: 'See rooms' });
  expect(seeRooms).toHaveAccessibleDescription(name.textContent ?? '');
  expect(seeRooms.getAttribute('href')).toMatch(new RegExp(`^/booknow/hotels/details\\?hotelId=\\d+&checkIn=${query().checkIn}&checkOut=${query().checkOut}&rooms=2(&|$)`));
  // The search stays editable above the list.
  expect(screen.getByRole('combobox', { name: 'Destination or hotel' })).toHaveValue('New York City, United States');
});

test('an anonymous visitor of an agency without the non-login flow gets Reveal Price, and no price filter that would hint at the prices', async () => {
  renderHotels(hotelResultsPath(query()), { agency: agencyFixture({ allowNonLoginFlow: false }) });
  await screen.findByText('22 stays found');
  const first = cards()[0]!;
  const reveal = within(first).getByRole('link', { name: 'Reveal Price' });
  expect(reveal).toHaveAttribute('href', '/?tab=Hotels');
  expect(within(first).queryByText(/per night/)).not.toBeInTheDocument();
  // One primary action per card: See rooms; Reveal Price is the price's own, quieter button.
  expect(within(first).getByRole('link', { name: 'See rooms' })).toHaveClass('btn-primary');
  expect(reveal).not.toHaveClass('btn-primary');
  const filters = screen.getByRole('complementary', { name: 'Filters' });
  expect(within(filters).queryByText('Price per night')).not.toBeInTheDocument();
  expect(within(filters).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(filters).queryByText(/\$/)).not.toBeInTheDocument();
  expect(within(filters).getByRole('checkbox', { name: 'Free cancellation' })).toBeInTheDocument();
});

test('a filter writes the URL, goes back to page 1 and fetches again, keeping the last list in view meanwhile', async () => {
  const user = userEvent.setup();
  const search = recordingSearch({ wait: 30 });
  renderHotels(hotelResultsPath(query({ page: 2 })), { agency: publicPrices, api: [search.handler] });
  await screen.findByText('22 stays found');
  const filters = screen.getByRole('complementary', { name: 'Filters' });
  const fiveStars = within(filters).getByRole('checkbox', { name: /^5 stars/ });
  await user.click(fiveStars);
  expect(currentUrl().searchParams.get('stars')).toBe('5');
  expect(currentUrl().searchParams.get('page')).toBeNull();
  const list = screen.getByRole('list', { name: /^Hotels in/ });
  expect(list).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(search.bodies.at(-1)).toMatchObject({ filters: { stars: [5] }, page: 1 }));
  await waitFor(() => expect(screen.getByRole('list', { name: /^Hotels in/ })).toHaveAttribute('aria-busy', 'false'));
  for (const card of cards()) expect(within(card).getByRole('img', { name: '5-star hotel' })).toBeInTheDocument();
  expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: /^5 stars/ })).toBeChecked();

  await user.click(within(filters).getByRole('checkbox', { name: 'Free cancellation' }));
  expect(currentUrl().searchParams.get('freeCancellation')).toBe('1');
  await waitFor(() => expect(search.bodies.at(-1)?.filters).toEqual({ stars: [5], freeCancellation: true }));
});

test('the price filter refuses a maximum below the minimum next to the field and keeps both', async () => {
  const user = userEvent.setup();
  renderHotels(hotelResultsPath(query()), { agency: publicPrices });
  await screen.findByText('22 stays found');
  expect(screen.getByRole('form', { name: 'Price per night' })).toHaveAccessibleDescription('One night for all your rooms, not the total for your stay.');
  const min = screen.getByLabelText('Min (USD)');
  const max = screen.getByLabelText('Max (USD)');
  await user.type(min, '300');
  await user.type(max, '100');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(max).toHaveAccessibleDescription('The maximum must not be below the minimum.');
  expect(min).toHaveValue('300');
  expect(max).toHaveValue('100');
  expect(currentUrl().searchParams.get('priceMin')).toBeNull();
  await user.clear(max);
  await user.type(max, '450.5');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(currentUrl().searchParams.get('priceMin')).toBe('30000');
  expect(currentUrl().searchParams.get('priceMax')).toBe('45050');
});

test('sorting writes the URL and asks the server for that order', async () => {
  const user = userEvent.setup();
  const search = recordingSearch();
  renderHotels(hotelResultsPath(query()), { agency: publicPrices, api: [search.handler] });
  await screen.findByText('22 stays found');
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Nearest');
  expect(currentUrl().searchParams.get('sort')).toBe('distance');
  await waitFor(() => expect(search.bodies.at(-1)?.sort).toBe('distance'));
});

test('pages are links in the URL; the last page has the rest', async () => {
  const user = userEvent.setup();
  renderHotels(hotelResultsPath(query()), { agency: publicPrices });
  await screen.findByText('22 stays found');
  const pages = screen.getByRole('navigation', { name: 'Result pages' });
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(pages).getByRole('link', { name: 'Next' }));
  expect(currentUrl().searchParams.get('page')).toBe('2');
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(within(screen.getByRole('navigation', { name: 'Result pages' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
});

test('no results says so, and Clear filters takes the filters off the URL', async () => {
  const user = userEvent.setup();
  renderHotels(hotelResultsPath(query({ filters: { priceMax: 100, stars: [1] } })), { agency: publicPrices });
  expect(await screen.findByRole('heading', { name: 'No stays match your search' })).toBeInTheDocument();
  expect(screen.getByText('Try removing some filters.')).toBeInTheDocument();
  const clear = screen.getAllByRole('button', { name: 'Clear filters' });
  await user.click(clear[clear.length - 1]!);
  expect(currentUrl().searchParams.get('priceMax')).toBeNull();
  expect(currentUrl().searchParams.get('stars')).toBeNull();
  expect(await screen.findByText('22 stays found')).toBeInTheDocument();
});

test("a failed search says so in plain words with Retry, and the search form keeps its values", async () => {
  const user = userEvent.setup();
  let fail = true;
  const search = recordingSearch();
  renderHotels(hotelResultsPath(query()), {
    agency: publicPrices,
    api: [
      http.post(SEARCH, (info) =>
        fail ? HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'The hotel catalogue is being updated' } }, { status: 503 }) : search.handler.run(info).then((result) => result?.response),
      ),
    ],
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong. Please try again.');
  expect(alert).not.toHaveTextContent('The hotel catalogue is being updated');
  expect(screen.getByRole('combobox', { name: 'Destination or hotel' })).toHaveValue('New York City, United States');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('22 stays found')).toBeInTheDocument();
});

test('a results link without a destination says what is missing and offers the search form', async () => {
  renderHotels('/booknow/hotels/search-details?checkIn=2027-01-01&rooms=2');
  expect(await screen.findByRole('heading', { level: 1, name: 'Start a hotel search' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
});

test('a star rating that would find nothing cannot be chosen, and says so', async () => {
  const search = recordingSearch({ change: (answer) => ({ ...answer, facets: { ...answer.facets, stars: { ...answer.facets.stars, '1': 0 } } }) });
  renderHotels(hotelResultsPath(query()), { agency: publicPrices, api: [search.handler] });
  await screen.findByText('22 stays found');
  const filters = screen.getByRole('complementary', { name: 'Filters' });
  expect(within(filters).getByRole('checkbox', { name: '1 star 0 hotels' })).toBeDisabled();
  expect(within(filters).getByRole('checkbox', { name: /^5 stars \d+ hotels$/ })).toBeEnabled();
});

test('the notice of the 60-night cap shows for a longer stay only, never while other dates load', async () => {
  const user = userEvent.setup();
  const search = recordingSearch({ wait: 150 });
  const threeNights = query({ checkIn: daysFromNow(30), checkOut: daysFromNow(33) });
  renderInHost(
    <>
      <Routes>
        <Route path="/booknow/hotels/*" element={<App mount="/booknow/hotels" />} />
      </Routes>
      <Link to={hotelResultsPath(threeNights)}>Three nights</Link>
    </>,
    { route: hotelResultsPath(query({ checkOut: daysFromNow(100) })), agency: publicPrices, api: [search.handler] },
  );
  const capped = /Stays are limited to 60 nights: showing 60 nights, until/;
  expect(await screen.findByText(capped)).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Three nights' }));
  expect(screen.getByText('Updating results…')).toBeInTheDocument();
  expect(screen.queryByText(/limited to 60 nights/)).not.toBeInTheDocument();
  expect(await screen.findByText('22 stays found')).toBeInTheDocument();
  expect(screen.queryByText(/limited to 60 nights/)).not.toBeInTheDocument();
});

describe('on a phone', () => {
  /** The window's width; the results layout follows resize events. */
  const setWidth = (width: number) =>
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    });
  beforeEach(() => setWidth(390));
  afterEach(() => setWidth(1024));

  test('the search is a one-line summary and the filters open in a sheet that applies them on Apply', async () => {
    const user = userEvent.setup();
    const search = recordingSearch();
    renderHotels(hotelResultsPath(query({ rooms: [{ adults: 2, childAges: [] }, { adults: 1, childAges: [7] }], filters: { stars: [4] } })), {
      agency: publicPrices,
      api: [search.handler],
    });
    await screen.findByText(/stays? found/);
    const summary = screen.getByRole('button', { name: /^Change search, New York City, United States ?, \w{3} \d+\s–\s.+ ?, 2 rooms, 4 guests$/ });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await user.click(summary);
    expect(screen.getByRole('combobox', { name: 'Destination or hotel' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('checkbox', { name: /^5 stars/ }));
    await user.type(within(sheet).getByLabelText('Max (USD)'), '400');
    expect(currentUrl().searchParams.get('stars')).toBe('4');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl().searchParams.get('stars')).toBe('4,5');
    expect(currentUrl().searchParams.get('priceMax')).toBe('40000');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();
    await waitFor(() => expect(search.bodies.at(-1)?.filters).toEqual({ stars: [4, 5], priceMax: 40000 }));
  });
});
