import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { IDEMPOTENCY_KEY_HEADER, hotelCheckoutPath, isoDay, type Agency, type UserProfile } from '@travel/contracts';
import {
  SEEDED_CLIENT_IDS,
  addDays,
  agencyFixture,
  agentProfileFixture,
  bookHotel,
  bookingsMock,
  demoTokenFor,
  initTestI18n,
  recordBodies,
  renderInHost,
  travellerProfileFixture,
} from '@travel/mocks';
import { signedIn } from '@travel/store';
import CheckoutPage from '../src/checkout/CheckoutPage';
import ConfirmationPage from '../src/confirmation/ConfirmationPage';

beforeAll(() => initTestI18n());
beforeEach(() => {
  bookingsMock.reset();
  sessionStorage.clear();
});
afterEach(() => Cookies.remove('x-access-token'));

const checkIn = addDays(isoDay(new Date()), 30);
const CHECKOUT = hotelCheckoutPath({ hotelId: 1, checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 2, childAges: [] }], roomId: 12 });
/** The built-in card gateway, as the seeded agencies have it. */
const wayfarer = (overrides: Partial<Agency> = {}) => agencyFixture({ currentPaymentGateway: 'stripe', ...overrides });

/** `as`: signed in as that user (an agent: with their role's token, as the mocked API knows them); `signIn`: as the traveller. */
function renderCheckout({ agency = wayfarer(), signIn = false, as = undefined as UserProfile | undefined, route = CHECKOUT, api = [] as RequestHandler[] } = {}) {
  const user = as ?? (signIn ? travellerProfileFixture : undefined);
  if (user) Cookies.set('x-access-token', as ? demoTokenFor(as) : 'mock-access-token');
  const rendered = renderInHost(
    <Routes>
      <Route path="/booknow/hotels/checkout" element={<CheckoutPage />} />
      <Route path="/booknow/hotels/confirm-payment" element={<ConfirmationPage />} />
    </Routes>,
    { agency, route, api },
  );
  if (user) act(() => void rendered.store.dispatch(signedIn(user)));
  return rendered;
}

/** Everything a guest types: the lead traveller, a card, the terms. */
async function fillForm(user: UserEvent, card = '4242424242424242') {
  await user.type(screen.getByLabelText('First name'), 'Tara');
  await user.type(screen.getByLabelText('Last name'), 'Traveller');
  await user.type(screen.getByLabelText('Email'), 'tara@example.com');
  await fillPayment(user, card);
}

async function fillPayment(user: UserEvent, card = '4242424242424242') {
  await user.type(screen.getByLabelText('Phone'), '+1 212 555 0199');
  await user.type(screen.getByLabelText('Card number'), card);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Tara Traveller');
  await user.click(screen.getByRole('checkbox', { name: /I accept the booking terms/ }));
}

test('an anonymous visitor on an agency without the non-login flow is asked to sign in, and no booking can be sent', async () => {
  const user = userEvent.setup();
  const { store } = renderCheckout();
  expect(await screen.findByRole('heading', { name: 'Sign in to book' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(store.getState().ui.modal).toBe('login');
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
});

test('an anonymous visitor on a non-login-flow agency books, and the confirmation finds the booking again by email', async () => {
  const user = userEvent.setup();
  renderCheckout({ agency: wayfarer({ allowNonLoginFlow: true }) });
  expect(await screen.findByRole('heading', { level: 3, name: 'The Ivory House New York City' })).toBeInTheDocument();
  expect(screen.getByText('Deluxe King Room')).toBeInTheDocument();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: /Pay USD\s770\.54/ }));
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  const [booking] = bookingsMock.bookings();
  expect(sessionStorage.getItem(`bookingEmail:${booking?.reference}`)).toBe('tara@example.com');
});

test('fields say what is wrong next to them after leaving them, and keep what was typed', async () => {
  const user = userEvent.setup();
  renderCheckout({ signIn: true });
  const email = await screen.findByLabelText('Email');
  // Prefilled from the profile.
  expect(email).toHaveValue('traveller@wayfarer.test');
  expect(screen.getByLabelText('First name')).toHaveValue('Tara');
  await user.clear(email);
  await user.type(email, 'tara@example');
  await user.tab();
  expect(screen.getByText('Enter an email address such as tara@example.com.')).toBeInTheDocument();
  expect(email).toHaveValue('tara@example');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  await user.type(screen.getByLabelText('Phone'), '123');
  await user.tab();
  expect(screen.getByText('Enter a phone number with 7 to 15 digits, such as +1 212 555 0100.')).toBeInTheDocument();
});

test('paying with errors sends nothing, shows every problem and focuses the first invalid field', async () => {
  const user = userEvent.setup();
  renderCheckout({ signIn: true });
  await screen.findByLabelText('Email');
  await user.clear(screen.getByLabelText('First name'));
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(screen.getByLabelText('First name')).toHaveFocus();
  expect(screen.getByText('Enter the card number.')).toBeInTheDocument();
  expect(screen.getByText('Accept the booking terms to continue.')).toBeInTheDocument();
  expect(bookingsMock.bookingsMade()).toBe(0);
});

test('a declined card books nothing, says so next to the card and keeps the form as typed', async () => {
  const user = userEvent.setup();
  renderCheckout({ signIn: true });
  await screen.findByLabelText('Email');
  await fillPayment(user, '4000000000000002');
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  const card = screen.getByRole('group', { name: 'Payment' });
  expect(await within(card).findByRole('alert')).toHaveTextContent('Your card was declined. No booking was made and nothing was charged.');
  expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  expect(screen.getByLabelText('Name on card')).toHaveValue('Tara Traveller');
  expect(screen.getByLabelText('Phone')).toHaveValue('+1 212 555 0199');
  expect(bookingsMock.bookingsMade()).toBe(0);
  // Another card is a new attempt, with a new key, and goes through.
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
});

test('a price that changed since the quote is shown before paying, and only a second click pays it', async () => {
  const user = userEvent.setup();
  renderCheckout({ signIn: true });
  await screen.findByLabelText('Email');
  await fillPayment(user);
  bookingsMock.raisePrice(1000);
  await user.click(screen.getByRole('button', { name: /Pay USD\s770\.54/ }));
  expect(await screen.findByText('The price changed from $770.54 to $782.94. Check the new total, then press Pay to book at the new price.')).toBeInTheDocument();
  expect(bookingsMock.bookingsMade()).toBe(0);
  await user.click(await screen.findByRole('button', { name: /Pay USD\s782\.94/ }));
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  expect(bookingsMock.bookings()[0]?.price.totalRate).toBe(78294);
});

test('a retry after a lost answer (500) sends the same idempotency key and books once', async () => {
  const user = userEvent.setup();
  const keys: string[] = [];
  let first = true;
  const agency = wayfarer();
  renderCheckout({
    signIn: true,
    agency,
    api: [
      http.post('*/api/hotels/bookings', async ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
        const response = await bookHotel(request, agency);
        if (!first) return response;
        // The booking was made, but the answer never reached the browser.
        first = false;
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'upstream timeout' } }, { status: 500 });
      }),
    ],
  });
  await screen.findByLabelText('Email');
  await fillPayment(user);
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByText(/We did not get an answer from the payment service/)).toBeInTheDocument();
  expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(bookingsMock.bookingsMade()).toBe(1);
  expect(screen.getAllByText(bookingsMock.bookings()[0]?.reference ?? '-').length).toBeGreaterThan(0);
});

test('wallet credits pay first: the summary splits the total and the button pays the rest', async () => {
  const user = userEvent.setup();
  renderCheckout({ signIn: true });
  await user.click(await screen.findByRole('checkbox', { name: 'Use my wallet credits (balance $150.00)' }));
  expect(screen.getByRole('button', { name: /Pay USD\s620\.54/ })).toBeInTheDocument();
  expect(screen.getByText('Paid with credits').nextSibling).toHaveTextContent('−$150.00');
  await fillPayment(user);
  await user.click(screen.getByRole('button', { name: /Pay USD\s620\.54/ }));
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  expect(bookingsMock.walletBalance()).toBe(0);
  expect(screen.getByText('Wallet credits').nextSibling).toHaveTextContent('$150.00');
});

test('a room sold out meanwhile is said so, with a way back to the hotel', async () => {
  const user = userEvent.setup();
  renderCheckout({ signIn: true });
  await screen.findByLabelText('Email');
  await fillPayment(user);
  bookingsMock.setAvailable(12, 0);
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByText('Sorry, this room has just sold out for your dates. Nothing was booked or charged.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Choose another room' })[0]).toHaveAttribute('href', expect.stringContaining('/booknow/hotels/details?hotelId=1'));
  expect(screen.getByRole('button', { name: /Pay USD/ })).toBeDisabled();
});

test('an agency without a payment gateway we can use shows why, and no Pay button', async () => {
  renderCheckout({ signIn: true, agency: agencyFixture({ currentPaymentGateway: 'unknown-gateway' }) });
  expect(await screen.findByText(/Online payment is not available on this site right now/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
});

test('a checkout link without its stay sends the traveller back to the search', async () => {
  renderCheckout({ route: '/booknow/hotels/checkout?hotelId=1&roomId=x' });
  expect(await screen.findByText(/This checkout link is incomplete or out of date/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/booknow/hotels/search');
});

test('a failed quote shows a message and tries again on request', async () => {
  const user = userEvent.setup();
  let calls = 0;
  renderCheckout({
    signIn: true,
    api: [http.post('*/api/hotels/quote', () => (calls++ === 0 ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 503 }) : undefined))],
  });
  expect(await screen.findByText(/We could not check the price and availability just now/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
});

test('a proposal’s client books its item without an account, the booking names the item, and the confirmation leads back to the proposal', async () => {
  const user = userEvent.setup();
  const proposalId = '20000000-0000-4000-8000-000000000004';
  const itemId = '30000000-0000-4000-8000-000000000001';
  const bodies: unknown[] = [];
  const agency = wayfarer();
  renderCheckout({
    agency,
    route: `${CHECKOUT}&id=${proposalId}&proposalItem=${itemId}`,
    api: [
      http.post('*/api/hotels/bookings', async ({ request }) => {
        bodies.push(await request.clone().json());
        return bookHotel(request, agency);
      }),
    ],
  });
  // Wayfarer asks travellers to sign in; the proposal's link is the client's way in.
  expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Sign in to book' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Back to your proposal' })[0]).toHaveAttribute('href', `/booknow/hotels/deal/${proposalId}?id=${proposalId}`);

  await fillForm(user);
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  expect(bodies).toEqual([expect.objectContaining({ proposalItemId: itemId })]);
  expect(screen.getByRole('link', { name: 'Back to your proposal' })).toHaveAttribute('href', `/booknow/hotels/deal/${proposalId}?id=${proposalId}`);
  expect(screen.queryByRole('link', { name: 'Book more' })).not.toBeInTheDocument();
});

test('an agent booking for a client: the lead traveller is the client, the booking names them, and the confirmation leads back to them', async () => {
  const user = userEvent.setup();
  const maya = SEEDED_CLIENT_IDS.maya;
  const posts = recordBodies('post', '/api/hotels/bookings');
  renderCheckout({ as: agentProfileFixture('Agent'), route: `${CHECKOUT}&clientId=${maya}`, api: [posts.handler] });
  // The client's details, not the agent's own.
  expect(await screen.findByDisplayValue('maya.lindqvist@example.com')).toBe(screen.getByLabelText('Email'));
  expect(screen.getByLabelText('First name')).toHaveValue('Maya');
  expect(screen.getByLabelText('Last name')).toHaveValue('Lindqvist');
  expect(screen.getByLabelText('Phone')).toHaveValue('+47 912 34 567');

  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Alex Rivera');
  await user.click(screen.getByRole('checkbox', { name: /I accept the booking terms/ }));
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  expect(posts.bodies).toEqual([expect.objectContaining({ clientId: maya, leadTraveller: expect.objectContaining({ email: 'maya.lindqvist@example.com' }) })]);
  expect(await screen.findByRole('link', { name: 'Back to Maya Lindqvist' })).toHaveAttribute('href', `/clients/${maya}`);
});

test('a traveller whose checkout link names a client books for themselves: no client is sent, nor prefilled', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/hotels/bookings');
  renderCheckout({ signIn: true, route: `${CHECKOUT}&clientId=${SEEDED_CLIENT_IDS.maya}`, api: [posts.handler] });
  expect(await screen.findByLabelText('Email')).toHaveValue('traveller@wayfarer.test');
  await fillPayment(user);
  await user.click(screen.getByRole('button', { name: /Pay USD/ }));
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  expect(posts.bodies).toHaveLength(1);
  expect(posts.bodies[0]).not.toHaveProperty('clientId');
  expect(screen.queryByRole('link', { name: /Back to Maya/ })).not.toBeInTheDocument();
});
