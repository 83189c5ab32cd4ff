import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hotelCheckoutPath, hotelDetailsPath } from '@travel/contracts';
import { agencyFixture, hotelCatalogueFixture, initTestI18n } from '@travel/mocks';
import { currentUrl, daysFromNow, renderHotels } from './renderHotels';

const publicPrices = agencyFixture({ allowNonLoginFlow: true });
// Hotel 3: its family suite is sold out (see mocks/hotels.ts).
const hotel = hotelCatalogueFixture.find((candidate) => candidate.id === 3)!;
const stay = { hotelId: 3, checkIn: daysFromNow(20), checkOut: daysFromNow(22), rooms: [{ adults: 2, childAges: [5] }] };

beforeAll(() => initTestI18n('en'));

const roomCard = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

test('a deal link opens the hotel with its stay: gallery, description, amenities, location and every room type', async () => {
  renderHotels(hotelDetailsPath(stay), { agency: publicPrices });
  expect(await screen.findByRole('heading', { level: 1, name: hotel.name })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: `Photos of ${hotel.name}` })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: `Photo 1 of 4: ${hotel.name}` })).toHaveAttribute('width', '960');
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
  const checkOut = within(form).getByLabelText('Check-out');
  await user.clear(checkOut);
  await user.type(checkOut, daysFromNow(25));
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

test("a failed call shows the server's message and Retry loads the hotel", async () => {
  const user = userEvent.setup();
  let fail = true;
  renderHotels(hotelDetailsPath(stay), {
    agency: publicPrices,
    api: [http.get('*/api/hotels/:hotelId', () => (fail ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Rates are being refreshed' } }, { status: 500 }) : undefined))],
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Rates are being refreshed');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: hotel.name })).toBeInTheDocument();
});
