import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay, type DefaultBodyType, type RequestHandler } from 'msw';
import { useLocation, useNavigationType } from 'react-router-dom';
import { type Agency, dealStayWindow } from '@travel/contracts';
import { activityDealsFixture, agencyFixture, carDealsFixture, hotelDealsFixture, initTestI18n, renderInHost, travellerProfileFixture } from '@travel/mocks';
import { selectModal, signedIn } from '@travel/store';
import { DealsSection } from '../../src/home/DealsSection';
import { hotelDeal, sixHotelDeals } from './hotelDeals';

const HOTELS = '*/api/dealray/deals/hotel-search';
const CARS = '*/api/dealray/deals/car-search';
const ACTIVITIES = '*/api/dealray/deals/activity-search';

beforeAll(() => initTestI18n('en'));

function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return <div data-testid="location" data-navigation={navigationType}>{`${location.pathname}${location.search}`}</div>;
}

function renderDeals({ agency = agencyFixture(), route = '/', api = [] }: { agency?: Agency; route?: string; api?: RequestHandler[] } = {}) {
  return renderInHost(
    <>
      <DealsSection agency={agency} />
      <LocationProbe />
    </>,
    { agency, route, api },
  );
}

const answer = (url: string, body: DefaultBodyType) => http.post(url, () => HttpResponse.json(body));
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const location = () => screen.getByTestId('location');

describe('tabs', () => {
  test("'Product Deals' has one tab per enabled service but Resorts, in the nav order; Hotels first", async () => {
    renderDeals();
    expect(screen.getByRole('heading', { level: 2, name: 'Product Deals' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Deals by service' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise']);
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Hotels' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'New York City Grand House' })).toBeInTheDocument();
  });

  test('another agency shows only its own services', () => {
    const sunny = agencyFixture({
      bookingMenuItemOptions: [
        { title: 'Cruise', active: true },
        { title: 'Hotels', active: true },
        { title: 'Activities', active: true },
        { title: 'Air Travel', active: false },
      ],
    });
    renderDeals({ agency: sunny });
    expect(tabNames()).toEqual(['Hotels', 'Activities', 'Cruise']);
  });

  test.each([
    ['/?tab=Car%20Rentals', 'Cars'],
    ['/?tab=Car+Rentals', 'Cars'],
    ['/?tab=Flights', 'Air Travel'],
    ['/?tab=Cruises', 'Cruise'],
    ['/?tab=Activities', 'Activities'],
    ['/?tab=Resorts', 'Hotels'],
    ['/?tab=nonsense', 'Hotels'],
  ])('%s selects the %s tab', (route, selected) => {
    renderDeals({ route });
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(selected);
  });

  test('a tab the agency does not offer falls back to its first', () => {
    renderDeals({ route: '/?tab=Flights', agency: agencyFixture({ bookingMenuItemOptions: [{ title: 'Activities', active: true }, { title: 'Cruise', active: true }] }) });
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Activities');
  });

  test('choosing a tab replaces ?tab= and keeps the other parameters', async () => {
    renderDeals({ route: '/?lat=25.79&long=-80.13' });
    await userEvent.click(screen.getByRole('tab', { name: 'Cars' }));
    expect(location()).toHaveTextContent('/?lat=25.79&long=-80.13&tab=Car+Rentals');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: 'Volkswagen Polo or similar' })).toBeInTheDocument();
  });

  test('arrow keys, Home and End move between tabs and select them; one tab stop', async () => {
    renderDeals();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await userEvent.tab();
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Air Travel' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Air Travel' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toHaveTextContent('/?tab=Flights');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cruise' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cruise' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveFocus();
    expect(location()).toHaveTextContent('/?tab=Hotels');
  });
});

describe('deal lists', () => {
  test('loading shows exactly 4 skeleton cards', async () => {
    const { container } = renderDeals({ api: [http.post(HOTELS, async () => { await delay('infinite'); return HttpResponse.json({ response: [] }); })] });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading deals');
    expect(container.querySelectorAll('.deal-card-skeleton')).toHaveLength(4);
  });

  test('hotel cards: row 1 holds 4, row 2 the rest; stars floored, distance with 2 decimals, picture sized and lazy', async () => {
    renderDeals({ api: [answer(HOTELS, { response: sixHotelDeals })] });
    const row1 = await screen.findByRole('region', { name: 'Hotels, row 1 of 2' });
    const row2 = screen.getByRole('region', { name: 'Hotels, row 2 of 2' });
    expect(within(row1).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Harbour Plaza', 'Linden Loft', 'Copper Terrace', 'Atlas Garden']);
    expect(within(row2).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Wren Heritage', 'Cedar Riverside']);

    const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
    expect(within(card('Harbour Plaza')).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(card('Linden Loft')).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(within(card('Copper Terrace')).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(card('Atlas Garden')).getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    expect(card('Harbour Plaza').querySelectorAll('.star-filled')).toHaveLength(4);
    expect(card('Harbour Plaza')).toHaveTextContent('1.50 km from New York City');
    expect(card('Linden Loft')).toHaveTextContent('2.46 km from New York City');
    expect(card('Atlas Garden')).toHaveTextContent('4.00 km from New York City');

    const picture = card('Harbour Plaza').querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('src', '/images/hotels/1.svg');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(card('Harbour Plaza')).getByRole('link', { name: 'Harbour Plaza' })).toHaveAttribute('href', '/booknow/hotels/details?hotelId=1');
  });

  test('car cards: class, supplier, capacities with their words, pick-up and drop-off', async () => {
    renderDeals({ route: '/?tab=Car%20Rentals' });
    const [polo] = carDealsFixture;
    const card = (await screen.findByRole('heading', { name: 'Volkswagen Polo or similar' })).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Economy');
    expect(within(card).getByRole('img', { name: 'Supplied by Atlas Rent a Car' })).toHaveAttribute('src', polo?.logo);
    expect(within(card).getByText('Passengers: 5')).toHaveClass('visually-hidden');
    expect(within(card).getByText('Bags: 2')).toBeInTheDocument();
    expect(within(card).getByText('Doors: 5')).toBeInTheDocument();
    expect(within(card).getByText('Pick-up and drop-off')).toBeInTheDocument();
    expect(card).toHaveTextContent('Atlas Rent a Car, New York Midtown');
    // Until the cars journey is built, the card opens the cars page with the deal's place and dates, not a 404.
    const href = new URL(within(card).getByRole('link', { name: 'Volkswagen Polo or similar' }).getAttribute('href') ?? '', 'http://page');
    const stay = dealStayWindow(new Date());
    expect(href.pathname).toBe('/booknow/cars/search');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      place: polo?.pickupLocation.name,
      lat: String(polo?.pickupLocation.latitude),
      long: String(polo?.pickupLocation.longitude),
      start: stay.start,
      end: stay.end,
    });
  });

  test('activity cards: duration in hours and minutes, free cancellation only when offered, stars', async () => {
    renderDeals({ route: '/?tab=Activities' });
    const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;
    const walk = await card('Greenwich Village walking tour');
    expect(walk).toHaveTextContent('2 hours 30 minutes');
    // The activities page, with where the deals were searched (the agency's deals city) and the dates.
    const { start, end } = dealStayWindow(new Date());
    const { city, latitude, longitude } = agencyFixture().dealsLocation;
    const query = new URLSearchParams({ place: city, lat: String(latitude), long: String(longitude), start, end });
    expect(within(walk).getByRole('link', { name: 'Greenwich Village walking tour' })).toHaveAttribute('href', `/booknow/activities/search?${query.toString()}`);
    expect(within(walk).getByText('Free cancellation')).toBeInTheDocument();
    expect(within(walk).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    const boat = await card('New York City boat tour');
    expect(boat).toHaveTextContent('1 hour 30 minutes');
    expect(within(boat).queryByText('Free cancellation')).not.toBeInTheDocument();
    expect(activityDealsFixture).toHaveLength(5);
  });

  test.each([
    ['/', HOTELS, { response: [] }, 'Search for hotels', '/booknow/hotels'],
    ['/?tab=Car%20Rentals', CARS, [], 'Search for car rentals', '/booknow/cars'],
    ['/?tab=Activities', ACTIVITIES, [], 'Search for activities', '/booknow/activities'],
  ])('%s with no deals shows the search banner', async (route, url, body, title, path) => {
    renderDeals({ route, api: [answer(url, body)] });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', path);
    expect(screen.queryByRole('region', { name: /row/ })).not.toBeInTheDocument();
  });

  test.each([
    ['/', HOTELS, 'Search for hotels', '/booknow/hotels'],
    ['/?tab=Car%20Rentals', CARS, 'Search for car rentals', '/booknow/cars'],
    ['/?tab=Activities', ACTIVITIES, 'Search for activities', '/booknow/activities'],
  ])('%s: a deal load failure is an empty list, so the search banner (SPEC 8)', async (route, url, title, path) => {
    renderDeals({ route, api: [http.post(url, () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'Internal Server Error' } }, { status: 500 }))] });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', path);
  });

  test.each([
    ['/?tab=Flights', 'Fly for less', '/booknow/flights'],
    ['/?tab=Cruises', 'Set sail on your next cruise', '/booknow/cruise'],
  ])('%s has no carousel and asks for nothing: a banner with Book Now', async (route, title, path) => {
    const searched: string[] = [];
    const record = (url: string) => http.post(url, ({ request }) => {
      searched.push(new URL(request.url).pathname);
      return HttpResponse.json([]);
    });
    renderDeals({ route, api: [record(HOTELS), record(CARS), record(ACTIVITIES)] });
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', path);
    expect(screen.queryByRole('region', { name: /row/ })).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(searched).toEqual([]);
  });
});

describe('requests: only the selected tab, with the SPEC 9 defaults and the URL points', () => {
  function recorder(url: string, body: DefaultBodyType) {
    const bodies: unknown[] = [];
    return { bodies, handler: http.post(url, async ({ request }) => { bodies.push(await request.json()); return HttpResponse.json(body); }) };
  }

  test('hotels at lat/long from the URL for the stay window', async () => {
    const hotels = recorder(HOTELS, { response: hotelDealsFixture });
    const cars = recorder(CARS, []);
    renderDeals({ route: '/?lat=25.79&long=-80.13', api: [hotels.handler, cars.handler] });
    await screen.findByRole('heading', { name: 'New York City Grand House' });
    expect(hotels.bodies).toEqual([
      {
        occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
        stayPeriod: dealStayWindow(new Date()),
        latitude: 25.79,
        longitude: -80.13,
        nationality: 'IN',
        destinationCountryCode: 'IN',
        currency: 'USD',
        radius: 15,
        isOTA: true,
        isHome: true,
        isFromDestination: false,
      },
    ]);
    expect(cars.bodies).toEqual([]);
  });

  test("activities at the agency's deals location", async () => {
    const activities = recorder(ACTIVITIES, activityDealsFixture);
    renderDeals({ route: '/?tab=Activities', api: [activities.handler] });
    await screen.findByRole('heading', { name: 'Food tasting in SoHo' });
    expect(activities.bodies).toEqual([{ latitude: 40.7128, longitude: -74.006, isOTA: true, isHome: true, isFromDestination: false }]);
  });

  test('cars from airportLat/airportLong, 10:00 on the stay window days', async () => {
    const cars = recorder(CARS, carDealsFixture);
    renderDeals({ route: '/?tab=Car%20Rentals&airportLat=40.6413&airportLong=-73.7781', api: [cars.handler] });
    await screen.findByRole('heading', { name: 'Toyota Corolla or similar' });
    const stay = dealStayWindow(new Date());
    expect(cars.bodies).toEqual([
      {
        age: 25,
        countryOfResidence: 'US',
        pickUpDateTime: `${stay.start}T10:00:00`,
        returnDateTime: `${stay.end}T10:00:00`,
        pickupLatitude: 40.6413,
        pickupLongitude: -73.7781,
        returnLatitude: 40.6413,
        returnLongitude: -73.7781,
        isOTA: true,
        isHome: true,
        isFromDestination: false,
      },
    ]);
  });
});

describe('prices by viewer (SPEC 1, 2.4, 6)', () => {
  test("an anonymous visitor gets 'Reveal Price', which opens sign-in on this tab, and no saved-amount banner", async () => {
    const { store } = renderDeals({ route: '/?tab=Car%20Rentals' });
    await screen.findByRole('heading', { name: 'Volkswagen Polo or similar' });
    const reveal = screen.getAllByRole('link', { name: 'Reveal Price' });
    expect(reveal).toHaveLength(carDealsFixture.length);
    expect(reveal[0]).toHaveAttribute('href', '/?tab=Car+Rentals');
    expect(screen.queryByText(/^Save /)).not.toBeInTheDocument();
    await userEvent.click(reveal[0] as HTMLElement);
    expect(location()).toHaveTextContent('/?tab=Car+Rentals');
    expect(selectModal(store.getState())).toBe('login');
  });

  test('the hotel Reveal Price goes to the Hotels tab', async () => {
    renderDeals();
    await screen.findByRole('heading', { name: 'New York City Grand House' });
    expect(screen.getByRole('link', { name: 'Reveal Price' })).toHaveAttribute('href', '/?tab=Hotels');
  });

  test('with allowNonLoginFlow an anonymous visitor sees prices and the saved-amount banner', async () => {
    renderDeals({ agency: agencyFixture({ allowNonLoginFlow: true }) });
    const card = (await screen.findByRole('heading', { name: 'New York City Grand House' })).closest('article') as HTMLElement;
    expect(within(card).queryByRole('link', { name: 'Reveal Price' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('$558.72');
    expect(within(card).getByText('Save $81')).toHaveClass('deal-ribbon');
  });

  test('a signed-in traveller sees the price, the retail price struck through and the banner', async () => {
    const { store } = renderDeals();
    act(() => {
      store.dispatch(signedIn(travellerProfileFixture));
    });
    const card = (await screen.findByRole('heading', { name: 'New York City Grand House' })).closest('article') as HTMLElement;
    await waitFor(() => expect(card).toHaveTextContent('$558.72'));
    expect(within(card).queryByRole('link', { name: 'Reveal Price' })).not.toBeInTheDocument();
    expect(card.querySelector('s')).toHaveTextContent('$640.00');
    expect(within(card).getByText('Save $81')).toBeInTheDocument();
  });

  test.each([
    [40, false], // $0.40 rounds to $0: no banner
    [49, false],
    [50, true], // $0.50 rounds to $1
    [0, false],
    [8128, true],
  ])('a saved price of %i cents shows the banner: %s', async (savedPrice, shown) => {
    renderDeals({ agency: agencyFixture({ allowNonLoginFlow: true }), api: [answer(HOTELS, { response: [hotelDeal(9, 'Summit Central', 4, 1, savedPrice)] })] });
    const card = (await screen.findByRole('heading', { name: 'Summit Central' })).closest('article') as HTMLElement;
    expect(card.querySelector('.deal-ribbon') !== null).toBe(shown);
  });
});

describe('carousel arrows', () => {
  const nineDeals = [...sixHotelDeals, hotelDeal(7, 'Ivory Boutique', 4, 8), hotelDeal(8, 'Marble Loft', 4, 9), hotelDeal(9, 'Beacon Plaza', 4, 10)];
  const visibleTitles = (row: HTMLElement) => within(row).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

  afterEach(() => {
    window.innerWidth = 1024;
  });

  test('on a desktop row 1 fits (no arrows); row 2 has 5 cards, 4 in view, and arrows that wrap at both ends', async () => {
    renderDeals({ api: [answer(HOTELS, { response: nineDeals })] });
    const row1 = await screen.findByRole('region', { name: 'Hotels, row 1 of 2' });
    const row2 = screen.getByRole('region', { name: 'Hotels, row 2 of 2' });
    expect(within(row1).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row2).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Previous deals', 'Next deals']);

    // The static cards come first; the carousel library arrives in its own chunk and takes over
    // only when the visitor reaches for the row.
    expect(visibleTitles(row2)).toEqual(['Wren Heritage', 'Cedar Riverside', 'Ivory Boutique', 'Marble Loft']);
    expect(row2.querySelector('.slick-slider')).toBeNull();
    await userEvent.hover(row2);
    await waitFor(() => expect(row2.querySelector('.slick-slider')).not.toBeNull());
    expect(row1.querySelector('.slick-slider')).toBeNull();
    expect(visibleTitles(row2)).toEqual(['Wren Heritage', 'Cedar Riverside', 'Ivory Boutique', 'Marble Loft']);
    await userEvent.click(within(row2).getByRole('button', { name: 'Previous deals' }));
    await waitFor(() => expect(visibleTitles(row2)).toEqual(['Beacon Plaza', 'Wren Heritage', 'Cedar Riverside', 'Ivory Boutique']));
    await userEvent.click(within(row2).getByRole('button', { name: 'Next deals' }));
    await userEvent.click(within(row2).getByRole('button', { name: 'Next deals' }));
    await waitFor(() => expect(visibleTitles(row2)).toEqual(['Cedar Riverside', 'Ivory Boutique', 'Marble Loft', 'Beacon Plaza']));
  });

  test('right-to-left the first card is on the right and the arrows keep their meaning', async () => {
    await initTestI18n('ar');
    try {
      renderDeals({ api: [answer(HOTELS, { response: nineDeals })] });
      const row2 = await screen.findByRole('region', { name: 'الفنادق، الصف 2 من 2' });
      await userEvent.hover(row2);
      await waitFor(() => expect(row2.querySelector('.slick-slider')).not.toBeNull());
      // The track runs left to right over the cards reversed: reading right to left gives the list order.
      const readingOrder = () => visibleTitles(row2).reverse();
      expect(readingOrder()).toEqual(['Wren Heritage', 'Cedar Riverside', 'Ivory Boutique', 'Marble Loft']);
      await userEvent.click(within(row2).getByRole('button', { name: 'العروض التالية' }));
      await waitFor(() => expect(readingOrder()).toEqual(['Cedar Riverside', 'Ivory Boutique', 'Marble Loft', 'Beacon Plaza']));
      await userEvent.click(within(row2).getByRole('button', { name: 'العروض السابقة' }));
      await userEvent.click(within(row2).getByRole('button', { name: 'العروض السابقة' }));
      await waitFor(() => expect(readingOrder()).toEqual(['Beacon Plaza', 'Wren Heritage', 'Cedar Riverside', 'Ivory Boutique']));
    } finally {
      await act(() => initTestI18n('en'));
    }
  });

  test('on a 360 px phone one card is in view, so row 1 scrolls too', async () => {
    window.innerWidth = 360;
    renderDeals({ api: [answer(HOTELS, { response: sixHotelDeals })] });
    const row1 = await screen.findByRole('region', { name: 'Hotels, row 1 of 2' });
    const row2 = screen.getByRole('region', { name: 'Hotels, row 2 of 2' });
    await waitFor(() => expect(visibleTitles(row1)).toEqual(['Harbour Plaza']));
    expect(visibleTitles(row2)).toEqual(['Wren Heritage']);
    await userEvent.click(within(row1).getByRole('button', { name: 'Previous deals' }));
    await waitFor(() => expect(visibleTitles(row1)).toEqual(['Atlas Garden']));
    await userEvent.click(within(row1).getByRole('button', { name: 'Next deals' }));
    await waitFor(() => expect(visibleTitles(row1)).toEqual(['Harbour Plaza']));
  });
});
