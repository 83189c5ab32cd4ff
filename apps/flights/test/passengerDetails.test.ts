import { emptyPassengers, flightBookingRequest, passengerErrors, passengerFieldPath, type PassengerValues } from '../src/checkout/passengerDetails';
import { flightCheckoutPath, flightQuoteRequest } from '../src/reservation/selection';
import { reservation } from './renderBooking';

const days = { first: '2026-12-01', last: '2026-12-08', international: false };
const person = (overrides: Partial<PassengerValues>): PassengerValues => ({
  type: 'adult',
  firstName: 'Tara',
  lastName: 'Traveller',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
  ...overrides,
});
const errorsOf = (passenger: Partial<PassengerValues>, trip = days) => passengerErrors({ passengers: [person(passenger)] }, trip);

test.each([
  ['an adult born 1990', {}, {}],
  ['no date of birth', { dateOfBirth: '' }, { 'passengers.0.dateOfBirth': 'flights:checkout.errors.dateOfBirth.required' }],
  ['an "adult" aged 11 on the day', { dateOfBirth: '2015-12-02' }, { 'passengers.0.dateOfBirth': 'flights:checkout.errors.dateOfBirth.otherType.adult' }],
  ['a child aged 2 on the day', { type: 'child', dateOfBirth: '2024-12-01' }, {}],
  ['an infant born after the flight', { type: 'infant', dateOfBirth: '2026-12-02' }, { 'passengers.0.dateOfBirth': 'flights:checkout.errors.dateOfBirth.afterFlight' }],
  ['an infant turning 2 before the return', { type: 'infant', dateOfBirth: '2024-12-05' }, { 'passengers.0.dateOfBirth': 'flights:checkout.errors.dateOfBirth.infantTurnsTwo' }],
  ['no gender', { gender: '' }, { 'passengers.0.gender': 'flights:checkout.errors.gender.required' }],
] as const)('%s', (_name, passenger, expected) => {
  expect(errorsOf(passenger)).toEqual(expected);
});

test.each([
  ['a valid passport', { nationality: 'NO', passportNumber: 'N1234567', passportExpiry: '2030-01-01' }, {}],
  [
    'nothing given',
    {},
    {
      'passengers.0.nationality': 'flights:checkout.errors.nationality.required',
      'passengers.0.passportNumber': 'flights:checkout.errors.passportNumber.required',
      'passengers.0.passportExpiry': 'flights:checkout.errors.passportExpiry.required',
    },
  ],
  ['expiring on the last flight day', { nationality: 'NO', passportNumber: 'N1234567', passportExpiry: '2026-12-08' }, { 'passengers.0.passportExpiry': 'flights:checkout.errors.passportExpiry.beforeLastFlight' }],
  ['a number with symbols', { nationality: 'NO', passportNumber: 'N-12', passportExpiry: '2030-01-01' }, { 'passengers.0.passportNumber': 'flights:checkout.errors.passportNumber.invalid' }],
] as const)('an international trip with %s', (_name, passport, expected) => {
  expect(errorsOf(passport, { ...days, international: true })).toEqual(expected);
});

test('passengers come adults first, then children, then infants', () => {
  expect(emptyPassengers({ adults: 2, children: 1, infants: 1 }).passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'child', 'infant']);
});

test.each([
  ['passengers.1.dateOfBirth', 'passengers.1.dateOfBirth'],
  ['passengers.0.passportExpiry', 'passengers.0.passportExpiry'],
  ['passengers', undefined],
  ['leadTraveller.email', undefined],
])('the API path %s is the form field %s', (apiPath, formPath) => {
  expect(passengerFieldPath(apiPath)).toBe(formPath);
});

test('a domestic booking request sends no passport fields; the checkout link keeps the reservation', () => {
  const query = reservation({ children: 0, infants: 0 });
  const quote = { outbound: { key: query.outbound }, inbound: null, brand: { cabin: 'economy', brand: 'standard' }, international: false, charge: { totalRate: 100 } };
  const request = flightBookingRequest(quote as never, { idempotencyKey: 'k', signedIn: false, payment: { useWallet: false }, values: { lead: { firstName: 'T', lastName: 'T', email: 'e', phone: 'p' }, card: { number: '', expiry: '', cvc: '', holderName: '' }, acceptTerms: true, extra: { passengers: [person({ passportNumber: 'X' })] } } }, 'EUR');
  expect(request.passengers[0]).toEqual({ type: 'adult', firstName: 'Tara', lastName: 'Traveller', dateOfBirth: '1990-04-12', gender: 'female' });
  expect(request).toMatchObject({ outbound: query.outbound, cabin: 'economy', brand: 'standard', currency: 'EUR', expectedTotal: 100 });
  const checkout = new URL(flightCheckoutPath(query), 'http://localhost');
  expect(checkout.pathname).toBe('/booknow/flights/checkout');
  expect(Object.fromEntries(checkout.searchParams)).toMatchObject({ outbound: query.outbound, brand: 'standard', adults: '2', cabin: 'economy' });
  expect(flightQuoteRequest(query, 'NOK')).toEqual({ outbound: query.outbound, cabin: 'economy', brand: 'standard', currency: 'NOK', passengers: { adults: 2, children: 0, infants: 0 } });
});
