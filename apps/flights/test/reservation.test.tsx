import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, initTestI18n } from '@travel/mocks';
import { RETURN, bookingUrl, renderBooking, reservation, reservationUrl } from './renderBooking';

beforeAll(() => initTestI18n());

test('the review shows the itinerary, the brand and its rules, and the price per passenger type times their count', async () => {
  renderBooking(reservationUrl());
  expect(await screen.findByRole('heading', { name: 'Your fare: Standard, Economy' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Outbound' })).toHaveTextContent('DY 7001');
  expect(screen.getByText('1 bag of 23 kg')).toBeInTheDocument();
  expect(screen.getByText('Refund less $150.00 per passenger')).toBeInTheDocument();
  const prices = screen.getByRole('table', { name: 'Price per passenger type' });
  const rows = within(prices).getAllByRole('row');
  expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Passengers', '2 adults', '1 child', '1 infant', 'Total for all passengers']);
  expect(within(rows[1]!).getByText(/^2 × \$[\d,.]+ = \$[\d,.]+$/)).toBeInTheDocument();
  expect(screen.queryByText(/seats? left/)).not.toBeInTheDocument();
});

test('Continue carries the same selection to the checkout; a return shows both journeys and few seats', async () => {
  const query = reservation({ return: RETURN, inbound: `DY7002.${RETURN}`, outbound: `SK1909.${reservation().depart}`, children: 0, infants: 0 });
  renderBooking(reservationUrl(query));
  expect(await screen.findByRole('region', { name: 'Return' })).toHaveTextContent('DY 7002');
  expect(screen.getByText('Only 4 seats left')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the fares' }).getAttribute('href')).toMatch(/^\/flight-details\?/);
  await userEvent.setup().click(screen.getByRole('link', { name: 'Continue to passenger details' }));
  expect(await screen.findByTestId('booking-location')).toHaveTextContent('/booknow/flights/checkout?');
  expect(bookingUrl().searchParams.get('inbound')).toBe(`DY7002.${RETURN}`);
  expect(bookingUrl().searchParams.get('brand')).toBe('standard');
});

test('a fare no longer bookable says so and links back to the results', async () => {
  // Three adults want the three-flight journey, which has two seats left.
  renderBooking(reservationUrl(reservation({ outbound: `DY1302.${reservation().depart}_BA295.${dayAfter()}_AA1400.${dayAfter()}`, adults: 3, children: 0, infants: 0 })));
  expect(await screen.findByRole('heading', { name: 'This fare has just sold out' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the flights' }).getAttribute('href')).toMatch(/^\/booknow\/flights\/search-details\?/);
  expect(screen.queryByRole('link', { name: 'Continue to passenger details' })).not.toBeInTheDocument();
});

const dayAfter = (): string => addDays(reservation().depart, 1);
