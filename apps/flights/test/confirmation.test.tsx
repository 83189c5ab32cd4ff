import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlightBooking } from '@travel/contracts';
import { bookingsMock, flightBookingFixture, initTestI18n } from '@travel/mocks';
import { rememberBookingEmail } from '@travel/ui/booking';
import { renderBooking } from './renderBooking';

beforeAll(() => initTestI18n());
beforeEach(() => {
  bookingsMock.reset();
  sessionStorage.clear();
});

/** A booking made without an account, found with the email the checkout kept. */
function bookedWithoutAccount(booking: FlightBooking) {
  bookingsMock.add(booking, null);
  rememberBookingEmail(sessionStorage, booking.reference, booking.leadTraveller.email);
}

const CONFIRMATION = '/booknow/flights/confirmation?reference=F-7KQ3M9XA';

test('the confirmation shows the PNR, one e-ticket number per passenger, the flights and the bags, and prints', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  bookedWithoutAccount(flightBookingFixture());
  renderBooking(CONFIRMATION);
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toHaveFocus();
  expect(screen.getAllByText('K7Q3MX')).toHaveLength(2);
  const eticket = screen.getByRole('article', { name: 'E-ticket: Oslo → New York' });
  const rows = within(within(eticket).getByRole('table')).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Tara Traveller \(adult\)\d{13}$/), expect.stringMatching(/^Tom Traveller \(adult\)\d{13}$/)]);
  expect(within(eticket).getByRole('region', { name: 'Outbound' })).toHaveTextContent('DY 7001');
  expect(within(eticket).getByText('1 bag of 23 kg')).toBeInTheDocument();
  expect(within(eticket).getByText('Wayfarer Travel')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book more flights' })).toHaveAttribute('href', '/booknow/flights/search');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Print e-ticket' }));
  expect(print).toHaveBeenCalled();
});

test("a cancelled booking's e-ticket says it is no longer valid", async () => {
  bookedWithoutAccount(flightBookingFixture({ status: 'cancelled', cancelled: { at: '2026-02-01T10:00:00.000Z', penalty: 30000, refund: { card: 1000, wallet: 0, total: 1000 }, currency: 'USD' } }));
  renderBooking(CONFIRMATION);
  expect(await screen.findByText('This booking is cancelled: these e-tickets are no longer valid for travel.')).toBeInTheDocument();
  expect(screen.getByText('Refunded')).toBeInTheDocument();
});

test('an unknown reference is not found', async () => {
  renderBooking('/booknow/flights/confirmation?reference=F-AAAAAAAA');
  expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
});
