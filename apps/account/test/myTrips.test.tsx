import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { agencyFixture, bookingFixture, bookingsMock, flightBookingFixture, initTestI18n, renderInHost, travellerProfileFixture } from '@travel/mocks';
import { signedIn } from '@travel/store';
import App from '../src/App';
import { ConfirmationLink } from '../src/trips/ConfirmationLink';

beforeAll(() => initTestI18n());
beforeEach(() => bookingsMock.reset());
afterEach(() => Cookies.remove('x-access-token'));

function renderTrips(route = '/mytrip/mytrips', api: RequestHandler[] = []) {
  Cookies.set('x-access-token', 'mock-access-token');
  const rendered = renderInHost(
    <Routes>
      <Route path="/mytrip/*" element={<App mount="/mytrip" />} />
      <Route path="/errors" element={<h1>404 page</h1>} />
    </Routes>,
    { agency: agencyFixture(), route, api },
  );
  act(() => void rendered.store.dispatch(signedIn(travellerProfileFixture)));
  return rendered;
}

const upcoming = bookingFixture({ reference: 'H-UPCMNG23', daysAhead: 30 });
const past = bookingFixture({ reference: 'H-PASTTRP2', daysAhead: -20 });
const cancelled = bookingFixture({
  reference: 'H-CANCLED3',
  daysAhead: 60,
  status: 'cancelled',
  cancelled: { at: '2026-02-01T10:00:00.000Z', penalty: 0, refund: { card: 77054, wallet: 0, total: 77054 }, currency: 'USD' },
});

test('My Trips sorts the bookings into Upcoming, Past and Cancelled tabs', async () => {
  const user = userEvent.setup();
  [upcoming, past, cancelled].forEach((booking) => bookingsMock.add(booking));
  renderTrips();
  const tabs = await screen.findByRole('tablist', { name: 'Your trips' });
  const upcomingTab = within(tabs).getByRole('tab', { name: /Upcoming/ });
  expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByText('H-UPCMNG23')).toBeInTheDocument();
  expect(within(panel).queryByText('H-PASTTRP2')).not.toBeInTheDocument();
  expect(within(panel).getByText('Confirmed')).toBeInTheDocument();
  expect(within(panel).getByText('Total paid').nextSibling).toHaveTextContent('$770.54');
  expect(within(panel).getByRole('link', { name: 'The Ivory House New York City' })).toHaveAttribute('href', '/mytrip/mytrips/H-UPCMNG23');

  // Arrow keys move between the tabs, as ARIA tabs do.
  upcomingTab.focus();
  await user.keyboard('{ArrowRight}');
  const pastTab = within(tabs).getByRole('tab', { name: /Past/ });
  expect(pastTab).toHaveFocus();
  expect(pastTab).toHaveAttribute('aria-selected', 'true');
  expect(within(screen.getByRole('tabpanel')).getByText('H-PASTTRP2')).toBeInTheDocument();
  expect(within(screen.getByRole('tabpanel')).getByText('Completed')).toBeInTheDocument();

  await user.click(within(tabs).getByRole('tab', { name: /Cancelled/ }));
  expect(within(screen.getByRole('tabpanel')).getByText('H-CANCLED3')).toBeInTheDocument();
});

test('an empty tab says so and offers Book Now', async () => {
  renderTrips();
  expect(await screen.findByText('No upcoming trips yet. Where to next?')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booknow/hotels');
});

test('a failed list shows a message and a way to try again', async () => {
  renderTrips('/mytrip/mytrips', [http.get('*/api/bookings', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }))]);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your trips just now.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('cancelling shows what it costs and refunds first, then cancels and refunds the wallet credits', async () => {
  const user = userEvent.setup();
  const walletPaid = bookingFixture({ payment: { currency: 'USD', card: { brand: 'visa', last4: '4242', amount: 62054 }, walletAmount: 15000 } });
  bookingsMock.add(walletPaid);
  const walletBefore = bookingsMock.walletBalance();
  renderTrips('/mytrip/mytrips/H-7KQ3M9XA');
  expect(await screen.findByRole('article', { name: 'Booking voucher' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));

  // jsdom spaces the title's parts apart where a browser does not: 'Cancel booking H-7KQ3M9XA?'.
  const dialog = screen.getByRole('dialog', { name: /^Cancel booking H-7KQ3M9XA ?\?$/ });
  expect(within(dialog).getByText('H-7KQ3M9XA')).toHaveAttribute('dir', 'ltr');
  expect(await within(dialog).findByText('Refund to your card')).toBeInTheDocument();
  expect(within(dialog).getByText('Cancellation charge').nextSibling).toHaveTextContent('$0.00');
  expect(within(dialog).getByText('Refund to your card').nextSibling).toHaveTextContent('$620.54');
  expect(within(dialog).getByText('Refund to your wallet credits').nextSibling).toHaveTextContent('$150.00');
  expect(within(dialog).getByText('Free cancellation: everything you paid comes back.')).toBeInTheDocument();
  expect(bookingsMock.bookings()[0]?.status).toBe('confirmed');

  await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Booking cancelled. $770.54 is on its way back to you.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const voucher = screen.getByRole('article', { name: 'Booking voucher' });
  expect(voucher).toHaveTextContent('Cancelled');
  expect(voucher).toHaveTextContent('This booking is cancelled: this voucher is no longer valid for check-in.');
  expect(voucher).not.toHaveTextContent('Show this voucher at check-in');
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  expect(bookingsMock.walletBalance()).toBe(walletBefore + 15000);
});

test('a refund that changed before confirming is shown again, and nothing is cancelled until confirmed again', async () => {
  const user = userEvent.setup();
  bookingsMock.add(bookingFixture());
  renderTrips('/mytrip/mytrips/H-7KQ3M9XA');
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  expect(await within(dialog).findByText('Total refund')).toBeInTheDocument();
  // The free period ends while the dialog is open: cancelling now costs the first night.
  bookingsMock.add(bookingFixture({ cancellation: { penalty: { percentage: 50, amount: 38527, currency: 'USD' }, explanation: 'Cancelling now costs the first night.' } }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
  expect(await within(dialog).findByText('The refund has changed from $770.54 to $385.27. Check it, then confirm again.')).toBeInTheDocument();
  expect(bookingsMock.bookings()[0]?.status).toBe('confirmed');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Booking cancelled. $385.27 is on its way back to you.');
});

test('a past stay cannot be cancelled', async () => {
  bookingsMock.add(past);
  renderTrips('/mytrip/mytrips/H-PASTTRP2');
  expect(await screen.findByRole('article', { name: 'Booking voucher' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
});

test('an unknown booking says it was not found', async () => {
  renderTrips('/mytrip/mytrips/H-AAAAAAAA');
  expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Trips' })).toHaveAttribute('href', '/mytrip/mytrips');
});

test("each card shows its service, what it is, where, when and for how many, from the booking's shared summary", async () => {
  bookingsMock.add(upcoming);
  renderTrips();
  const card = (await screen.findByRole('link', { name: 'The Ivory House New York City' })).closest('article');
  if (!card) throw new Error('no trip card');
  expect(within(card).getByText('Hotels')).toBeInTheDocument();
  expect(within(card).getByText(upcoming.summary.subtitle)).toBeInTheDocument();
  expect(within(card).getByText('New York City')).toBeInTheDocument();
  expect(within(card).getByText(/· 2 travellers$/)).toBeInTheDocument();
});

test("a hotel booking's page links to the hotel confirmation page", async () => {
  bookingsMock.add(bookingFixture());
  renderTrips('/mytrip/mytrips/H-7KQ3M9XA');
  expect(await screen.findByRole('link', { name: 'View confirmation' })).toHaveAttribute('href', '/booknow/hotels/confirm-payment?reference=H-7KQ3M9XA');
  expect(screen.getByRole('button', { name: 'Print voucher' })).toBeInTheDocument();
});

const flight = flightBookingFixture({ reference: 'F-LHRJFK23', daysAhead: 40 });

test("a flight booking is listed with its label, and its page shows the PNR, the flights, each passenger's e-ticket and the refund rule", async () => {
  const user = userEvent.setup();
  bookingsMock.add(flight);
  renderTrips();
  const link = await screen.findByRole('link', { name: 'Oslo → New York' });
  const card = link.closest('article');
  if (!card) throw new Error('no trip card');
  expect(within(card).getByText('Air Travel')).toBeInTheDocument();
  expect(within(card).getByText('New York · Oslo')).toBeInTheDocument();

  await user.click(link);
  const detail = await screen.findByRole('region', { name: 'Oslo → New York' });
  expect(within(detail).getByText('Airline booking code (PNR)').nextSibling).toHaveTextContent('K7Q3MX');
  expect(within(detail).getByText('Outbound').nextSibling).toHaveTextContent(/DY 7001 · OSL → JFK · .+ 17:35/);
  const tickets = within(within(detail).getByRole('table')).getAllByRole('row').slice(1);
  expect(tickets.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Tara Traveller \(adult\)\d{13}$/), expect.stringMatching(/^Tom Traveller \(adult\)\d{13}$/)]);
  expect(within(detail).getByText('Refund less $150.00 per passenger')).toBeInTheDocument();
  // The e-ticket prints from the flight's confirmation page.
  expect(screen.queryByRole('button', { name: 'Print voucher' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View confirmation' })).toHaveAttribute('href', '/booknow/flights/confirmation?reference=F-LHRJFK23');

  // Cancelling works as for any service: the fare's rule beside the refund from the server, then the cancellation.
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  expect(await within(dialog).findByText('Total refund')).toBeInTheDocument();
  expect(within(dialog).getByText('Refund less $150.00 per passenger')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/^Booking cancelled\./);
});

test('a booking found with its email (Find my booking) keeps the email for its confirmation page, as the checkout does', async () => {
  const user = userEvent.setup();
  sessionStorage.clear();
  renderInHost(
    <Routes>
      <Route path="/" element={<ConfirmationLink booking={{ service: 'hotels', reference: 'H-7KQ3M9XA' }} email="sam@example.com" />} />
      <Route path="/booknow/hotels/confirm-payment" element={<h1>Hotel confirmation</h1>} />
    </Routes>,
  );
  await user.click(screen.getByRole('link', { name: 'View confirmation' }));
  expect(await screen.findByRole('heading', { name: 'Hotel confirmation' })).toBeInTheDocument();
  expect(sessionStorage.getItem('bookingEmail:H-7KQ3M9XA')).toBe('sam@example.com');
});
