import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Route, Routes } from 'react-router-dom';
import { hotelConfirmationPath } from '@travel/contracts';
import { agencyFixture, bookingFixture, bookingsMock, initTestI18n, renderInHost, travellerProfileFixture } from '@travel/mocks';
import { selectModal, selectSignupEmail, signedIn } from '@travel/store';
import ConfirmationPage from '../src/confirmation/ConfirmationPage';

beforeAll(() => initTestI18n());
beforeEach(() => {
  bookingsMock.reset();
  sessionStorage.clear();
});
afterEach(() => Cookies.remove('x-access-token'));

function renderConfirmation(reference: string, { signIn = false, agency = agencyFixture() } = {}) {
  if (signIn) Cookies.set('x-access-token', 'mock-access-token');
  const rendered = renderInHost(
    <Routes>
      <Route path="/booknow/hotels/confirm-payment" element={<ConfirmationPage />} />
    </Routes>,
    { agency, route: hotelConfirmationPath(reference) },
  );
  if (signIn) act(() => void rendered.store.dispatch(signedIn(travellerProfileFixture)));
  return rendered;
}

test('the confirmation shows the reference, the voucher with the agency, the policy and what was paid', async () => {
  const user = userEvent.setup();
  const booking = bookingFixture({ payment: { currency: 'USD', card: { brand: 'visa', last4: '4242', amount: 62054 }, walletAmount: 15000 } });
  bookingsMock.add(booking);
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  renderConfirmation(booking.reference, { signIn: true });

  expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
  expect(screen.getAllByText('H-7KQ3M9XA')).toHaveLength(2);
  const voucher = screen.getByRole('article', { name: 'Booking voucher' });
  expect(voucher).toHaveTextContent('Wayfarer Travel');
  expect(voucher).toHaveTextContent('+1 212 555 0100');
  expect(voucher).toHaveTextContent('help@wayfarer.test');
  expect(screen.getByRole('img', { name: 'Wayfarer Travel' })).toHaveAttribute('src', '/brand/wayfarer/logo.svg');
  expect(voucher).toHaveTextContent(/Free cancellation until/);
  expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('$770.54');
  expect(screen.getByText('Visa card ending 4242').nextSibling).toHaveTextContent('$620.54');
  expect(screen.getByText('Wallet credits').nextSibling).toHaveTextContent('$150.00');
  expect(screen.getByRole('link', { name: 'Go to My Trips' })).toHaveAttribute('href', '/mytrip/mytrips');

  await user.click(screen.getByRole('button', { name: 'Print voucher' }));
  expect(print).toHaveBeenCalled();
  print.mockRestore();
});

test('a booking made without an account is found with the email the checkout kept', async () => {
  bookingsMock.add(bookingFixture(), null);
  sessionStorage.setItem('bookingEmail:H-7KQ3M9XA', 'traveller@wayfarer.test');
  renderConfirmation('H-7KQ3M9XA');
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
  // No account: no My Trips link.
  expect(screen.queryByRole('link', { name: 'Go to My Trips' })).not.toBeInTheDocument();
});

test('without an account: the way back to the booking, and Sign Up opens the signup form with the email used', async () => {
  const user = userEvent.setup();
  bookingsMock.add(bookingFixture({ leadTraveller: { firstName: 'Sam', lastName: 'Sunseeker', email: 'sam@example.com', phone: '+1 305 555 0199' } }), null);
  sessionStorage.setItem('bookingEmail:H-7KQ3M9XA', 'sam@example.com');
  const { store } = renderConfirmation('H-7KQ3M9XA');
  const keep = await screen.findByRole('region', { name: 'Keep your reference' });
  expect(within(keep).getByRole('link', { name: 'Find my booking' })).toHaveAttribute('href', '/mytrip/find-booking?reference=H-7KQ3M9XA');
  const invite = screen.getByRole('region', { name: 'Create an account' });
  expect(invite).toHaveTextContent('Sign up with sam@example.com');
  await user.click(within(invite).getByRole('button', { name: 'Sign Up' }));
  expect(selectModal(store.getState())).toBe('signup');
  expect(selectSignupEmail(store.getState())).toBe('sam@example.com');
});

test('an agency without sign-up (sunny) keeps the way back but invites no one to sign up', async () => {
  bookingsMock.add(bookingFixture(), null);
  sessionStorage.setItem('bookingEmail:H-7KQ3M9XA', 'traveller@wayfarer.test');
  renderConfirmation('H-7KQ3M9XA', { agency: agencyFixture({ isHideSignupOption: true, allowNonLoginFlow: true }) });
  expect(await screen.findByRole('region', { name: 'Keep your reference' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Create an account' })).not.toBeInTheDocument();
});

test('a signed-in traveller gets neither note', async () => {
  bookingsMock.add(bookingFixture());
  renderConfirmation('H-7KQ3M9XA', { signIn: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Keep your reference' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Create an account' })).not.toBeInTheDocument();
});

test('the reference is one left-to-right piece', async () => {
  bookingsMock.add(bookingFixture());
  renderConfirmation('H-7KQ3M9XA', { signIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' });
  for (const reference of screen.getAllByText('H-7KQ3M9XA')) {
    expect(reference.tagName).toBe('BDI');
    expect(reference).toHaveAttribute('dir', 'ltr');
    expect(reference).toHaveClass('booking-reference');
  }
});

test.each([
  ['an unknown reference', 'H-AAAAAAAA'],
  ['a malformed reference', 'nope'],
])('%s says the booking was not found', async (_case, reference) => {
  renderConfirmation(reference);
  expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not find this booking.');
});
