import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { type HotelBooking } from '@travel/contracts';
import { ltrText } from '@travel/ui';
import { SEEDED_CLIENT_IDS, agentProfileFixture, commandMock, currentUrl, initTestI18n, recordBodies, signOutAfterEach } from '@travel/mocks';
import { renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
beforeEach(() => commandMock.reset());
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const usd = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);
const record = (reference: string) => {
  const found = commandMock.bookings().find((candidate) => candidate.booking.reference === reference);
  if (!found) throw new Error(`no seeded booking ${reference}`);
  return found;
};
const paymentRows = () => within(screen.getByRole('table', { name: 'Money this booking moved' })).getAllByRole('row').slice(1);

test("a booking's page: the trip, the traveller, who sold it for which client, the price and every payment", async () => {
  const { booking } = record('H-AGN8M3Q5');
  renderCommand('/bookings/H-AGN8M3Q5', { user: owner });
  const heading = await screen.findByRole('heading', { level: 1, name: 'The Ivory House New York City' });
  expect(heading).toHaveFocus();
  expect(screen.getByText('H-AGN8M3Q5')).toHaveAttribute('dir', 'ltr');

  const trip = screen.getByRole('region', { name: 'Trip' });
  expect(within(trip).getByText('Hotels')).toBeInTheDocument();
  expect(within(trip).getByText(booking.summary.subtitle)).toBeInTheDocument();
  expect(within(trip).getByText('Where').nextSibling).toHaveTextContent('New York City');
  expect(within(trip).getByText('Travellers').nextSibling).toHaveTextContent('2 travellers');

  const sale = screen.getByRole('region', { name: 'Traveller and sale' });
  expect(within(sale).getByText('Lead traveller').nextSibling).toHaveTextContent('Omar Haddadomar.haddad@example.com+971 50 123 4567');
  expect(within(sale).getByText('+971 50 123 4567').closest('bdi')).toHaveAttribute('dir', 'ltr');
  expect(within(sale).getByText('Booked by').nextSibling).toHaveTextContent('Sam Patel');
  expect(within(sale).getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute('href', `/clients/${SEEDED_CLIENT_IDS.omar}`);
  expect(within(screen.getByRole('region', { name: 'Price' })).getByText('Total paid').nextSibling).toHaveTextContent(usd(booking.price.totalRate));

  // Paid with a card and wallet credits: two charges, the card's with the gateway's id.
  expect(paymentRows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
    ['Charge', 'Card', usd(booking.price.totalRate - 15000), 'ch_mock_hagn8m3q5', expect.any(String)],
    ['Charge', 'Wallet credits', usd(15000), 'None', expect.any(String)],
  ]);
  expect(within(paymentRows()[0] as HTMLElement).getByText('ch_mock_hagn8m3q5').closest('bdi')).toHaveAttribute('dir', 'ltr');
});

test('cancelling for the traveller: the same quote and dialog as My Trips, then the booking is cancelled and its refund is a payment', async () => {
  const user = userEvent.setup();
  const total = record('H-AGN7K2P4').booking.price.totalRate;
  const cancels = recordBodies('post', '/api/agency/bookings/H-AGN7K2P4/cancel');
  renderCommand('/bookings/H-AGN7K2P4', { user: owner, api: [cancels.handler] });
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));

  // jsdom spaces the title's parts apart where a browser does not: 'Cancel booking H-AGN7K2P4?'.
  const dialog = screen.getByRole('dialog', { name: /^Cancel booking H-AGN7K2P4 ?\?$/ });
  expect(await within(dialog).findByText("Refund to the traveller's card")).toBeInTheDocument();
  expect(within(dialog).getByText('Cancellation charge').nextSibling).toHaveTextContent('$0.00');
  expect(within(dialog).getByText('Total refund').nextSibling).toHaveTextContent(usd(total));
  expect(within(dialog).getByText('Free cancellation: everything the traveller paid goes back to them.')).toBeInTheDocument();
  expect(within(dialog).getByText(/^Free cancellation until/)).toBeInTheDocument();
  expect(record('H-AGN7K2P4').booking.status).toBe('confirmed');

  await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
  // The amount reads left to right in any language (isolated).
  expect(await screen.findByText(`Booking cancelled. ${ltrText(usd(total))} goes back to the traveller.`)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cancels.bodies).toEqual([{ expectedRefund: total }]);
  expect(record('H-AGN7K2P4').booking.status).toBe('cancelled');
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  // The page is fetched again: the refund is there, line by line.
  await waitFor(() => expect(paymentRows()).toHaveLength(2));
  expect(within(paymentRows()[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['Refund', 'Card', usd(total), 're_mock_hagn7k2p4']);
  expect(within(screen.getByRole('region', { name: 'Price' })).getByText('Refunded').nextSibling).toHaveTextContent(usd(total));
});

test('a refund that changed before confirming is shown again, and nothing is cancelled until confirmed again', async () => {
  const user = userEvent.setup();
  const stored = record('H-AGN7K2P4');
  const total = stored.booking.price.totalRate;
  renderCommand('/bookings/H-AGN7K2P4', { user: owner });
  await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  expect(await within(dialog).findByText('Total refund')).toBeInTheDocument();
  // The free period ends while the dialog is open: cancelling now costs half.
  const half = Math.round(total / 2);
  stored.booking = { ...(stored.booking as HotelBooking), cancellation: { penalty: { percentage: 50, amount: half, currency: 'USD' }, explanation: 'Cancelling now costs half.' } };
  await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
  expect(await within(dialog).findByText(`The refund has changed from ${usd(total)} to ${usd(total - half)}. Check it, then confirm again.`)).toBeInTheDocument();
  expect(record('H-AGN7K2P4').booking.status).toBe('confirmed');

  await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
  expect(await screen.findByText(`Booking cancelled. ${ltrText(usd(total - half))} goes back to the traveller.`)).toBeInTheDocument();
});

test('a cancelled or past booking offers no cancellation', async () => {
  const { unmount } = renderCommand('/bookings/H-AGN2T5U7', { user: owner });
  expect(await screen.findByText('Cancelled', { selector: '.status-badge' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  unmount();
  renderCommand('/bookings/H-AGN3V6W8', { user: owner });
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
});

test("a booking the agent may not see is not found; a path that is no reference is the error page", async () => {
  // Alex's booking for Maya: not a sales agent's.
  const { unmount } = renderCommand('/bookings/H-AGN7K2P4', { user: agentProfileFixture('SalesAgent', 'Sam') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to bookings' })).toHaveAttribute('href', '/bookings');
  unmount();
  renderCommand('/bookings/not-a-reference', { user: owner });
  await waitFor(() => expect(currentUrl().pathname).toBe('/errors'));
});

test('a booking that could not be loaded says so, and Try again asks again', async () => {
  const user = userEvent.setup();
  let failures = 1;
  const failOnce = http.get('*/api/agency/bookings/:reference', () => {
    if (failures === 0) return undefined;
    failures -= 1;
    return HttpResponse.json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } }, { status: 503 });
  });
  renderCommand('/bookings/H-AGN7K2P4', { user: owner, api: [failOnce] });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load this booking');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'The Ivory House New York City' })).toBeInTheDocument();
});

test('the booking opened from a filtered list leads back to that list', async () => {
  const user = userEvent.setup();
  renderCommand('/bookings?service=hotels&sort=reference&dir=asc', { user: owner });
  await user.click(await screen.findByRole('link', { name: 'H-AGN7K2P4' }));
  await user.click(await screen.findByRole('link', { name: 'Back to bookings' }));
  await waitFor(() => expect(currentUrl().search).toBe('?service=hotels&sort=reference&dir=asc'));
  expect(await screen.findByText('6 bookings')).toBeInTheDocument();
});
