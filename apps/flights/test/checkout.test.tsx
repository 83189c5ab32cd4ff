import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BOOKING_ERROR_CODES, ERROR_CODES, flightOfferCheckoutPath, flightReservationPath } from '@travel/contracts';
import { SEEDED_CLIENT_IDS, addDays, agentProfileFixture, bookingsMock, commandMock, initTestI18n, recordBodies, signInAs, signOutAfterEach } from '@travel/mocks';
import { DEPART, bookingUrl, openAgency, renderBooking, reservation } from './renderBooking';

beforeAll(() => initTestI18n());
beforeEach(() => {
  bookingsMock.reset();
  sessionStorage.clear();
});
signOutAfterEach();

/** Two adults from Oslo to New York (international: passports asked). */
const CHECKOUT = flightReservationPath(reservation({ children: 0, infants: 0 })).replace('reservation-details', 'checkout');
const bookingsAnswer = (status: number, code: string, message: string) =>
  http.post('*/api/flights/bookings', () => HttpResponse.json({ error: { code, message } }, { status }), { once: true });

async function fillPassenger(user: UserEvent, legend: string, { dateOfBirth = '1990-04-12', expiry = addDays(DEPART, 900) } = {}) {
  const passenger = within(screen.getByRole('group', { name: legend }));
  await user.type(passenger.getByLabelText('Given names (as in passport)'), 'Tara');
  await user.type(passenger.getByLabelText('Surname (as in passport)'), 'Traveller');
  await user.type(passenger.getByLabelText('Date of birth'), dateOfBirth);
  await user.selectOptions(passenger.getByLabelText('Gender'), 'Female');
  await user.selectOptions(passenger.getByLabelText('Nationality'), 'Norway');
  await user.type(passenger.getByLabelText('Passport number'), 'N1234567');
  await user.type(passenger.getByLabelText('Passport expiry date'), expiry);
}

async function fillForm(user: UserEvent, adult1: Parameters<typeof fillPassenger>[2] = {}) {
  await user.type(await screen.findByLabelText('First name'), 'Tara');
  await user.type(screen.getByLabelText('Last name'), 'Traveller');
  await user.type(screen.getByLabelText('Email'), 'tara@example.com');
  await user.type(screen.getByLabelText('Phone'), '+1 212 555 0199');
  await fillPassenger(user, 'Adult 1', adult1);
  await fillPassenger(user, 'Adult 2');
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Tara Traveller');
  await user.click(screen.getByRole('checkbox', { name: /I accept the booking terms/ }));
}

const pay = () => screen.getByRole('button', { name: /^Pay USD/ });

test('a date of birth that does not make the passenger an adult is refused beside the field, and nothing is booked', async () => {
  const user = userEvent.setup();
  renderBooking(CHECKOUT);
  await screen.findByRole('group', { name: 'Adult 1' });
  await fillForm(user, { dateOfBirth: addDays(DEPART, -365 * 5) });
  await user.click(pay());
  const dateOfBirth = within(screen.getByRole('group', { name: 'Adult 1' })).getByLabelText('Date of birth');
  expect(dateOfBirth).toHaveAccessibleDescription('An adult must be 12 or older on the day of travel.');
  expect(dateOfBirth).toHaveFocus();
  expect(bookingsMock.bookingsMade()).toBe(0);
});

test('an international trip asks for passports and refuses one that expires before the last flight', async () => {
  const user = userEvent.setup();
  renderBooking(CHECKOUT);
  await screen.findByRole('group', { name: 'Adult 1' });
  expect(screen.getByRole('checkbox', { name: /the cancellation rules shown for this booking/ })).toBeInTheDocument();
  await fillForm(user, { expiry: addDays(DEPART, -1) });
  await user.click(pay());
  expect(within(screen.getByRole('group', { name: 'Adult 1' })).getByLabelText('Passport expiry date')).toHaveAccessibleDescription(
    'The passport must be valid after your last flight. This passport expires before your last flight. It must be valid after it.',
  );
  expect(bookingsMock.bookingsMade()).toBe(0);
});

test("the server's refusal of a passenger's field is shown beside that passenger's field", async () => {
  const user = userEvent.setup();
  renderBooking(CHECKOUT, { api: [bookingsAnswer(400, ERROR_CODES.validation, 'body.passengers.1.dateOfBirth: the date of birth is after the flight')] });
  await fillForm(user);
  await user.click(pay());
  const dateOfBirth = within(screen.getByRole('group', { name: 'Adult 2' })).getByLabelText('Date of birth');
  expect(await screen.findByText('Please check this field.')).toBeInTheDocument();
  expect(dateOfBirth).toHaveAccessibleDescription('Please check this field.');
});

test('a fare sold out when paying says so, disables Pay and links back to the results', async () => {
  const user = userEvent.setup();
  renderBooking(CHECKOUT, { api: [bookingsAnswer(409, BOOKING_ERROR_CODES.soldOut, 'This fare has just sold out')] });
  await fillForm(user);
  await user.click(pay());
  expect(await screen.findByText('This fare has just sold out. Nothing was booked or charged.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Back to the flights' })[0]?.getAttribute('href')).toMatch(/^\/booknow\/flights\/search-details\?/);
  expect(pay()).toBeDisabled();
});

test('a changed price is shown first, the second press books, and the confirmation opens with the PNR and one e-ticket per passenger', async () => {
  const user = userEvent.setup();
  renderBooking(CHECKOUT, { api: [bookingsAnswer(409, BOOKING_ERROR_CODES.priceChanged, 'The price changed')] });
  await fillForm(user);
  await user.click(pay());
  expect(await screen.findByText(/^The price changed from/)).toBeInTheDocument();
  expect(bookingsMock.bookingsMade()).toBe(0);
  await user.click(pay());
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  const [booking] = bookingsMock.bookings();
  expect(bookingUrl().pathname).toBe('/booknow/flights/confirmation');
  expect(bookingUrl().searchParams.get('reference')).toBe(booking?.reference);
  expect(booking?.service === 'flights' && booking.passengers.map((p) => p.passportNumber)).toEqual(['•••••567', '•••••567']);
  const tickets = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(tickets).toHaveLength(2);
  tickets.forEach((row) => expect(row).toHaveTextContent(/\d{13}/));
});

test('a proposal’s flight opens from its offer alone, books without an account for the item, and the confirmation leads back to the proposal', async () => {
  const user = userEvent.setup();
  const proposalId = '20000000-0000-4000-8000-000000000004';
  const itemId = '30000000-0000-4000-8000-000000000002';
  const { from: _from, to: _to, depart: _depart, ...offer } = reservation({ children: 0, infants: 0 });
  const bodies: unknown[] = [];
  renderBooking(`${flightOfferCheckoutPath(offer)}&id=${proposalId}&proposalItem=${itemId}`, {
    agency: openAgency({ allowNonLoginFlow: false }),
    api: [
      http.post('*/api/flights/bookings', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    ],
  });
  await screen.findByRole('group', { name: 'Adult 1' });
  expect(screen.getAllByRole('link', { name: 'Back to your proposal' })[0]).toHaveAttribute('href', `/booknow/flights/deal/${proposalId}?id=${proposalId}`);
  await fillForm(user);
  await user.click(pay());
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your proposal' })).toHaveAttribute('href', `/booknow/flights/deal/${proposalId}?id=${proposalId}`);
  expect(bookingUrl().pathname).toBe('/booknow/flights/confirmation');
  expect(bookingUrl().searchParams.get('id')).toBe(proposalId);
  expect(bodies).toEqual([expect.objectContaining({ proposalItemId: itemId, outbound: offer.outbound })]);
});

test('an agent booking for a client: the contact and the first adult are the client as their record knows them, and the booking names the client', async () => {
  const user = userEvent.setup();
  const maya = SEEDED_CLIENT_IDS.maya;
  const record = commandMock.clients().find((client) => client.id === maya);
  const posts = recordBodies('post', '/api/flights/bookings');
  const { store } = renderBooking(`${CHECKOUT}&clientId=${maya}`, { api: [posts.handler] });
  signInAs(store, agentProfileFixture('Agent'));

  expect(await screen.findByDisplayValue('maya.lindqvist@example.com')).toBe(screen.getByLabelText('Email'));
  expect(screen.getByLabelText('Phone')).toHaveValue('+47 912 34 567');
  const first = within(screen.getByRole('group', { name: 'Adult 1' }));
  expect(first.getByLabelText('Given names (as in passport)')).toHaveValue('Maya');
  expect(first.getByLabelText('Surname (as in passport)')).toHaveValue('Lindqvist');
  expect(first.getByLabelText('Date of birth')).toHaveValue('1986-03-14');
  expect(first.getByLabelText('Nationality')).toHaveDisplayValue('Norway');
  expect(first.getByLabelText('Passport number')).toHaveValue('NO1234567');
  expect(first.getByLabelText('Passport expiry date')).toHaveValue(record?.passportExpiry);
  // Their record has no gender; the second adult is someone else.
  expect(first.getByLabelText('Gender')).toHaveValue('');
  expect(within(screen.getByRole('group', { name: 'Adult 2' })).getByLabelText('Given names (as in passport)')).toHaveValue('');

  await user.selectOptions(first.getByLabelText('Gender'), 'Female');
  await fillPassenger(user, 'Adult 2');
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Alex Rivera');
  await user.click(screen.getByRole('checkbox', { name: /I accept the booking terms/ }));
  await user.click(pay());
  expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
  expect(posts.bodies).toEqual([
    expect.objectContaining({
      clientId: maya,
      passengers: [expect.objectContaining({ firstName: 'Maya', lastName: 'Lindqvist', dateOfBirth: '1986-03-14', nationality: 'NO', passportNumber: 'NO1234567' }), expect.anything()],
    }),
  ]);
  expect(await screen.findByRole('link', { name: 'Back to Maya Lindqvist' })).toHaveAttribute('href', `/clients/${maya}`);
});
