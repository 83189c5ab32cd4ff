import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Route, Routes } from 'react-router-dom';
import { hotelConfirmationPath } from '@travel/contracts';
import { agencyFixture, bookingFixture, bookingsMock, initTestI18n, renderInHost, travellerProfileFixture } from '@travel/mocks';
import { signedIn } from '@travel/store';
import ConfirmationPage from '../src/confirmation/ConfirmationPage';

beforeAll(() => initTestI18n());
beforeEach(() => {
  bookingsMock.reset();
  sessionStorage.clear();
});
afterEach(() => Cookies.remove('x-access-token'));

function renderConfirmation(reference: string, { signIn = false } = {}) {
  if (signIn) Cookies.set('x-access-token', 'mock-access-token');
  const rendered = renderInHost(
    <Routes>
      <Route path="/booknow/hotels/confirm-payment" element={<ConfirmationPage />} />
    </Routes>,
    { agency: agencyFixture(), route: hotelConfirmationPath(reference) },
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

test.each([
  ['an unknown reference', 'H-AAAAAAAA'],
  ['a malformed reference', 'nope'],
])('%s says the booking was not found', async (_case, reference) => {
  renderConfirmation(reference);
  expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not find this booking.');
});
