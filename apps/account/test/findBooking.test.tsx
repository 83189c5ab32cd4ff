import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { agencyFixture, bookingFixture, bookingsMock, initTestI18n, renderInHost } from '@travel/mocks';
import { selectModal } from '@travel/store';
import App from '../src/App';

beforeAll(() => initTestI18n());
beforeEach(() => bookingsMock.reset());

const SAM = { firstName: 'Sam', lastName: 'Sunseeker', email: 'sam@example.com', phone: '+1 305 555 0199' };

/** Anyone, signed in or not, at /mytrip/find-booking. */
function renderFindBooking(route = '/mytrip/find-booking', api: RequestHandler[] = []) {
  return renderInHost(
    <Routes>
      <Route path="/mytrip/*" element={<App mount="/mytrip" />} />
    </Routes>,
    { agency: agencyFixture({ allowNonLoginFlow: true }), route, api },
  );
}

async function lookUp(reference: string, email: string) {
  const user = userEvent.setup();
  const referenceField = await screen.findByLabelText('Booking reference');
  await user.clear(referenceField);
  await user.type(referenceField, reference);
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Find my booking' }));
  return user;
}

test('a booking made without an account is found with its reference and email, shown with its voucher, and can be cancelled', async () => {
  bookingsMock.add(bookingFixture({ leadTraveller: SAM }), null);
  renderFindBooking();
  expect(await screen.findByRole('heading', { level: 1, name: 'Find my booking' })).toBeInTheDocument();
  // Typed as people do: lower case, spaces, the email in capitals.
  const user = await lookUp('h 7kq3 m9xa', 'SAM@example.com');

  // The booking found, around the voucher (whose hotel section has the same name).
  const [found] = await screen.findAllByRole('region', { name: 'The Ivory House New York City' });
  if (!found) throw new Error('no booking shown');
  expect(within(found).getByRole('heading', { level: 2, name: 'The Ivory House New York City' })).toHaveFocus();
  expect(within(found).getByRole('article', { name: 'Booking voucher' })).toHaveTextContent('Sam Sunseeker');

  await user.click(within(found).getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  expect(await within(dialog).findByText('Total refund')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/^Booking cancelled\./);
  expect(within(found).getByRole('article', { name: 'Booking voucher' })).toHaveTextContent('This booking is cancelled');
  expect(bookingsMock.bookings()[0]?.status).toBe('cancelled');
});

test.each([
  ['an unknown reference', 'H-AAAAAAAA', 'sam@example.com'],
  ['a wrong email', 'H-7KQ3M9XA', 'someone@example.com'],
])('%s gets the same plain sentence, never the API’s text, and keeps what was typed', async (_case, reference, email) => {
  bookingsMock.add(bookingFixture({ leadTraveller: SAM }), null);
  renderFindBooking();
  await lookUp(reference, email);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not find a booking with this reference and email address. Check both against your confirmation and try again.');
  expect(alert).not.toHaveTextContent(/No booking|for you/);
  expect(screen.getByLabelText('Booking reference')).toHaveValue(reference);
  expect(screen.getByLabelText('Email address')).toHaveValue(email);
  expect(screen.queryByRole('article', { name: 'Booking voucher' })).not.toBeInTheDocument();
});

test('a booking made with an account is not found by email; the visitor is offered to log in', async () => {
  bookingsMock.add(bookingFixture());
  const { store } = renderFindBooking();
  await lookUp('H-7KQ3M9XA', 'traveller@wayfarer.test');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Booked while signed in? Log in to find it in My Trips.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Log In' }));
  expect(selectModal(store.getState())).toBe('login');
});

test('a lookup that gets no answer says so in a sentence', async () => {
  renderFindBooking('/mytrip/find-booking', [http.get('*/api/bookings/:reference', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'db down' } }, { status: 500 }))]);
  await lookUp('H-7KQ3M9XA', 'sam@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not look up your booking just now. Please try again in a moment.');
});

test('a reference that cannot be one and a missing email are said next to their fields, before any call', async () => {
  const user = userEvent.setup();
  renderFindBooking();
  await user.type(await screen.findByLabelText('Booking reference'), 'H-123');
  await user.click(screen.getByRole('button', { name: 'Find my booking' }));
  const reference = screen.getByLabelText('Booking reference');
  expect(reference).toHaveAccessibleDescription(/A booking reference is H- and 8 letters or digits, such as H-7KQ3M9XA\./);
  expect(reference).toHaveFocus();
  expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(/Enter the email address you booked with\./);
});

test('the reference comes filled in from the link on the confirmation page', async () => {
  renderFindBooking('/mytrip/find-booking?reference=H-7KQ3M9XA');
  expect(await screen.findByLabelText('Booking reference')).toHaveValue('H-7KQ3M9XA');
  await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue(''));
});
