import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hotelCheckoutPath, hotelDetailsPath, hotelDetailsQuerySchema, hotelResultsPath, parseHotelResults, type HotelResultsQuery } from '@travel/contracts';
import { agencyFixture, hotelCatalogueFixture, hotelDetails, initTestI18n } from '@travel/mocks';
import { chooseStay, currentUrl, daysFromNow, renderHotels } from './renderHotels';

const publicPrices = agencyFixture({ allowNonLoginFlow: true });
// Hotel 3: its family suite is sold out (see mocks/hotels.ts).
const hotel = hotelCatalogueFixture.find((candidate) => candidate.id === 3)!;
const stay = { hotelId: 3, checkIn: daysFromNow(20), checkOut: daysFromNow(22), rooms: [{ adults: 2, childAges: [5] }] };

beforeAll(() => initTestI18n('en'));

/** The mocked details answer for `stay`: what the page is drawn from. */
const answered = () => hotelDetails(stay.hotelId, hotelDetailsQuerySchema.parse({ checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: '2-5' }))!;
/** The gallery's name of a room type's photo: its number among all the photos. */
const roomTile = (room: string) => {
  const { photos } = answered().images;
  const roomId = answered().rooms.find((offer) => offer.name === room)?.roomId;
  return `Photo ${photos.findIndex((photo) => photo.roomId === roomId) + 1} of ${photos.length}: Room: ${room}`;
};

const roomCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

test('a deal link opens the hotel with its stay: gallery, description, amenities, location and every room type', async () => {
  renderHotels(hotelDetailsPath(stay), { agency: publicPrices });
  expect(await screen.findByRole('heading', { level: 1, name: hotel.name })).toBeInTheDocument();
  const gallery = screen.getByRole('region', { name: `Photos of ${hotel.name}` });
  // The hotel's own pictures, then one of each of its four room types, every one different.
  const { photos } = answered().images;
  const count = photos.length;
  const tiles = within(gallery).getAllByRole('button', { name: new RegExp(`^Photo \\d of ${count}: `) });
  expect(tiles).toHaveLength(Math.min(count, 5));
  expect(tiles[0]).toHaveAccessibleName(`Photo 1 of ${count}: View of ${hotel.name}`);
  expect(photos.slice(-4).map((photo) => photo.kind)).toEqual(['room', 'room', 'room', 'room']);
  expect(new Set(photos.map((photo) => photo.url)).size).toBe(count);
  expect(tiles[0]?.querySelector('img')).toHaveAttribute('src', photos[0]?.url);
  expect(tiles[0]?.querySelector('img')).toHaveAttribute('width', '960');
  expect(within(gallery).getByRole('button', { name: `Show all ${count} photos` })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'About this hotel' })).toBeInTheDocument();
  expect(screen.getByText(hotel.amenities[0]!, { selector: '.chip' })).toBeInTheDocument();
  const map = screen.getByRole('link', { name: /Open map/ });
  expect(map).toHaveAttribute('href', expect.stringContaining(`mlat=${hotel.latitude}&mlon=${hotel.longitude}`));
  expect(map).toHaveAttribute('target', '_blank');
  expect(screen.getByText(/\d{4} · 2 nights$/)).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Deluxe King Room', 'Standard Queen Room', 'Family Suite', 'Penthouse Suite']);
});

test('a bookable room has its board, price, policy and a Reserve link with the stay; the others say why not', async () => {
  renderHotels(hotelDetailsPath(stay), { agency: publicPrices });
  await screen.findByRole('heading', { level: 1, name: hotel.name });

  const deluxe = roomCard('Deluxe King Room');
  expect(within(deluxe).getByText('Breakfast included')).toBeInTheDocument();
  expect(within(deluxe).getByText('Sleeps 2 adults + 1 child')).toBeInTheDocument();
  expect(within(deluxe).getByText(/^Free cancellation until \w{3}, \w{3} \d{1,2}, \d{4}$/)).toBeInTheDocument();
  expect(within(deluxe).getByText(/total for 2 nights/)).toBeInTheDocument();
  const reserve = within(deluxe).getByRole('link', { name: 'Reserve' });
  expect(reserve).toHaveAttribute('href', hotelCheckoutPath({ ...stay, roomId: hotel.id * 10 + 2 }));
  expect(reserve).toHaveAccessibleDescription('Deluxe King Room');

  const standard = roomCard('Standard Queen Room');
  expect(within(standard).getByText("Doesn't fit your party: up to 2 adults and 0 children per room.")).toBeInTheDocument();
  expect(within(standard).getByText(/^Cancelling costs \$[\d,.]+ \(100% of the price\)$/)).toBeInTheDocument();
  expect(within(standard).queryByRole('link', { name: 'Reserve' })).not.toBeInTheDocument();
  expect(within(roomCard('Family Suite')).getByText('Sold out for these dates.')).toBeInTheDocument();
  expect(within(roomCard('Penthouse Suite')).getByText('Minimum stay 3 nights.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Reserve' })).toHaveLength(1);
});

test('the same page answers under /hotel-details, and a new stay from its form writes the URL', async () => {
  const user = userEvent.setup();
  renderHotels(`/hotel-details?${hotelDetailsPath(stay).split('?')[1]}`, { agency: publicPrices });
  await screen.findByRole('heading', { level: 1, name: hotel.name });
  const form = screen.getByRole('form', { name: 'Change dates or guests' });
  await chooseStay(user, daysFromNow(20), daysFromNow(25), form);
  await user.click(within(form).getByRole('button', { name: 'Update' }));
  expect(currentUrl().pathname).toBe('/booknow/hotels/details');
  expect(currentUrl().searchParams.get('checkOut')).toBe(daysFromNow(25));
  expect(await screen.findByText(/\d{4} · 5 nights$/)).toBeInTheDocument();
  expect(within(roomCard('Penthouse Suite')).getByRole('link', { name: 'Reserve' })).toBeInTheDocument();
});

test.each([
  ['no hotel', `/booknow/hotels/details?checkIn=${daysFromNow(3)}&checkOut=${daysFromNow(4)}&rooms=2`],
  ['bad rooms', `/booknow/hotels/details?hotelId=3&checkIn=${daysFromNow(3)}&checkOut=${daysFromNow(4)}&rooms=two`],
  ['no dates', '/booknow/hotels/details?hotelId=3&rooms=2'],
])('a details link with %s says so and links to the search', async (_name, route) => {
  renderHotels(route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a hotel and dates' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/booknow/hotels/search');
});

test('an unknown hotel says it was not found, with the way back to the search', async () => {
  renderHotels(hotelDetailsPath({ ...stay, hotelId: 999 }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotel not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search hotels' })).toBeInTheDocument();
});

test("a failed call says so in plain words, never the server's own, and Retry loads the hotel", async () => {
  const user = userEvent.setup();
  let fail = true;
  renderHotels(hotelDetailsPath(stay), {
    agency: publicPrices,
    api: [http.get('*/api/hotels/:hotelId', () => (fail ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Rates are being refreshed' } }, { status: 500 }) : undefined))],
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
  expect(alert).not.toHaveTextContent('Rates are being refreshed');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: hotel.name })).toBeInTheDocument();
});

test('each room shows its picture, its beds and its size', async () => {
  renderHotels(hotelDetailsPath(stay), { agency: publicPrices });
  await screen.findByRole('heading', { level: 1, name: hotel.name });
  const deluxe = roomCard('Deluxe King Room');
  expect(within(deluxe).getByText('1 king bed and 1 sofa bed')).toBeInTheDocument();
  expect(within(deluxe).getByText('24 m²')).toBeInTheDocument();
  expect(deluxe.querySelector('img.room-card-image')).toHaveAttribute('src', answered().rooms.find((room) => room.name === 'Deluxe King Room')?.image);
  expect(within(roomCard('Family Suite')).getByText('2 queen beds and 1 bunk bed')).toBeInTheDocument();
  expect(within(roomCard('Penthouse Suite')).getByText('1 king bed, 1 single bed, and 1 sofa bed')).toBeInTheDocument();
});

test('guest reviews: the score as the results card shows it, its word and count, each aspect, and reviews marked with their language', async () => {
  renderHotels(hotelDetailsPath(stay), { agency: publicPrices });
  const section = (await screen.findByRole('heading', { level: 2, name: 'Guest reviews' })).closest('section') as HTMLElement;
  // Hudson Park Hotel is rated 3.2 out of 5 on its results card.
  expect(await within(section).findByText('Fair')).toBeInTheDocument();
  expect(within(section).getByText('3.2 out of 5')).toBeInTheDocument();
  expect(within(section).getByText('Based on 151 reviews')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '151 reviews' })).toHaveAttribute('href', '#reviews');
  for (const aspect of ['Cleanliness', 'Location', 'Service', 'Value for money']) expect(within(section).getByText(aspect)).toBeInTheDocument();

  const reviews = within(within(section).getByRole('list', { name: 'Latest reviews' })).getAllByRole('article');
  expect(reviews).toHaveLength(4);
  const portuguese = within(section).getByText(/^Uma estadia maravilhosa/);
  expect(portuguese).toHaveAttribute('lang', 'pt');
  const first = reviews[0] as HTMLElement;
  expect(within(first).getByText('João')).toBeInTheDocument();
  expect(first.querySelector('.review-meta')).toHaveTextContent(/^Brazil · \w+ \d{1,2}, \d{4}$/);
  expect(within(first).getByText('Rated 5 out of 5')).toBeInTheDocument();
  expect(within(first).getByText('Written in Portuguese')).toBeInTheDocument();
  // A review in the page's own language does not say so.
  const english = within(section).getByText(/^A wonderful stay/).closest('article') as HTMLElement;
  expect(within(english).queryByText(/^Written in/)).not.toBeInTheDocument();
});

test('"Good to know" has the check-in and check-out times and the rules on children, pets and payment at the property', async () => {
  renderHotels(hotelDetailsPath(stay), { agency: publicPrices });
  const section = (await screen.findByRole('heading', { level: 2, name: 'Good to know' })).closest('section') as HTMLElement;
  const rule = (name: string) => within(section).getByText(name).closest('.policy') as HTMLElement;
  // Hotel 3 has a front desk open all night: guests arrive from 2 PM at any hour.
  expect(within(rule('Check-in')).getByText('From 2:00 PM')).toBeInTheDocument();
  expect(within(rule('Check-out')).getByText('Until 11:00 AM')).toBeInTheDocument();
  expect(within(rule('Children')).getByText('Children of all ages are welcome.')).toBeInTheDocument();
  expect(within(rule('Children')).getByText('A cot for a child under 2 is free on request.')).toBeInTheDocument();
  expect(within(rule('Pets')).getByText('Pets are not allowed.')).toBeInTheDocument();
  expect(within(rule('Payment at the property')).getByText('For extras, the property accepts Visa, Mastercard, and cash.')).toBeInTheDocument();
});

test('the full-screen gallery opens at the photo chosen, steps with the arrow keys, and gives the focus back when closed', async () => {
  const user = userEvent.setup();
  renderHotels(hotelDetailsPath(stay), { agency: publicPrices });
  await screen.findByRole('heading', { level: 1, name: hotel.name });
  const tile = screen.getByRole('button', { name: roomTile('Standard Queen Room') });
  const { photos } = answered().images;
  const at = photos.findIndex((photo) => photo.url === answered().rooms.find((room) => room.name === 'Standard Queen Room')?.image);
  await user.click(tile);
  const viewer = screen.getByRole('dialog', { name: `Photos of ${hotel.name}` });
  expect(within(viewer).getByText(`Photo ${at + 1} of ${photos.length}`)).toBeInTheDocument();
  expect(within(viewer).getByRole('img', { name: 'Room: Standard Queen Room' })).toHaveAttribute('src', photos[at]?.url);
  await user.keyboard('{ArrowRight}');
  expect(within(viewer).getByText(`Photo ${at + 2} of ${photos.length}`)).toBeInTheDocument();
  expect(within(viewer).getByRole('img', { name: 'Room: Deluxe King Room' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(tile).toHaveFocus();
});

test("in German a room's photo is named with the room's German name, as its card in the rooms list is", async () => {
  await initTestI18n('de');
  try {
    renderHotels(hotelDetailsPath(stay), { agency: agencyFixture({ allowNonLoginFlow: true, languages: ['de', 'en'] }) });
    await screen.findByRole('heading', { level: 1, name: hotel.name });
    const room = 'Standardzimmer mit Queensize-Bett';
    expect(screen.getByRole('heading', { level: 3, name: room })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: `Fotos von ${hotel.name}` });
    const { photos } = answered().images;
    const at = photos.findIndex((photo) => photo.roomId === answered().rooms.find((offer) => offer.name === 'Standard Queen Room')?.roomId);
    // The tile's picture is decorative; the tile's name carries the photo's alt text.
    expect(within(gallery).getByRole('button', { name: `Foto ${at + 1} von ${photos.length}: Zimmer: ${room}` })).toBeInTheDocument();
  } finally {
    await initTestI18n('en');
  }
});

const fromResults: HotelResultsQuery = {
  destination: { cityId: 1 },
  place: 'New York City, US',
  checkIn: stay.checkIn,
  checkOut: stay.checkOut,
  rooms: stay.rooms,
  sort: 'rating',
  page: 2,
  filters: { stars: [2, 3], amenities: ['Pool'] },
};

test('opened from the results, "Back to results" returns to the same search, its filters, sort and page kept', async () => {
  const user = userEvent.setup();
  renderHotels(hotelDetailsPath(stay, fromResults), { agency: publicPrices });
  await screen.findByRole('heading', { level: 1, name: hotel.name });
  const back = screen.getByRole('link', { name: 'Back to results' });
  expect(back).toHaveAttribute('href', hotelResultsPath(fromResults));
  await user.click(back);
  // The results page loads in a transition: the URL moves once it is there.
  await waitFor(() => expect(currentUrl().pathname).toBe('/booknow/hotels/search-details'));
  expect(parseHotelResults(currentUrl().searchParams)).toEqual(fromResults);
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in New York City, US' })).toBeInTheDocument();
});

test('opened from a deal, the page offers the other hotels around this one instead', async () => {
  renderHotels(hotelDetailsPath(stay), { agency: publicPrices });
  await screen.findByRole('heading', { level: 1, name: hotel.name });
  expect(screen.queryByRole('link', { name: 'Back to results' })).not.toBeInTheDocument();
  const nearby = new URL(screen.getByRole('link', { name: 'More hotels in New York City' }).getAttribute('href') ?? '', 'http://localhost');
  expect(parseHotelResults(nearby.searchParams)).toEqual({
    destination: { latitude: hotel.latitude, longitude: hotel.longitude },
    place: 'New York City',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    sort: 'distance',
    page: 1,
    filters: {},
  });
});

test('a new stay from the form keeps the search the page was opened from, from its first page', async () => {
  const user = userEvent.setup();
  renderHotels(hotelDetailsPath(stay, fromResults), { agency: publicPrices });
  await screen.findByRole('heading', { level: 1, name: hotel.name });
  await user.click(within(screen.getByRole('form', { name: 'Change dates or guests' })).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(currentUrl().searchParams.has('page')).toBe(false));
  expect(parseHotelResults(currentUrl().searchParams)).toEqual({ ...fromResults, page: 1 });
  expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', hotelResultsPath({ ...fromResults, page: 1 }));
});
