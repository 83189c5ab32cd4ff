import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { hotelResultsPath, type HotelResultsQuery, type HotelSearchRequest } from '@travel/contracts';
import { agencyFixture, initTestI18n, searchHotels } from '@travel/mocks';
import { hotelSearchRequestSchema } from '@travel/contracts';
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

/** The mock's own answer, with every request body kept for the test to read. */
function recordingSearch(options: { wait?: number } = {}) {
  const bodies: HotelSearchRequest[] = [];
  const handler = http.post(SEARCH, async ({ request }) => {
    const body = (await request.json()) as HotelSearchRequest;
    bodies.push(body);
    if (options.wait) await delay(options.wait);
    return HttpResponse.json(searchHotels(hotelSearchRequestSchema.parse(body)));
  });
  return { bodies, handler };
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
  expect(within(first).getByText(/total for 2 nights/)).toBeInTheDocument();
  expect(within(first).getByText(/^\$[\d,]+\.\d\d$/, { selector: 'strong' })).toBeInTheDocument();
  const seeRooms = within(first).getByRole('link', { name: 'See rooms' });
  expect(seeRooms).toHaveAccessibleDescription(name.textContent ?? '');
  expect(seeRooms.getAttribute('href')).toMatch(new RegExp(`^/booknow/hotels/details\\?hotelId=\\d+&checkIn=${query().checkIn}&checkOut=${query().checkOut}&rooms=2$`));
  // The search stays editable above the list.
  expect(screen.getByRole('combobox', { name: 'Destination or hotel' })).toHaveValue('New York City, United States');
});

test('an anonymous visitor of an agency without the non-login flow gets Reveal Price', async () => {
  renderHotels(hotelResultsPath(query()), { agency: agencyFixture({ allowNonLoginFlow: false }) });
  await screen.findByText('22 stays found');
  expect(within(cards()[0]!).getByRole('link', { name: 'Reveal Price' })).toHaveAttribute('href', '/?tab=Hotels');
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

test("a failed search shows the server's message and Retry, and the search form keeps its values", async () => {
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
  expect(alert).toHaveTextContent('The hotel catalogue is being updated');
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
