import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { BOOKING_ERROR_CODES, ERROR_CODES, hotelDetailsPath, hotelResultsPath, type HotelResultsQuery } from '@travel/contracts';
import { agencyFixture, initTestI18n } from '@travel/mocks';
import { bookingFailure } from '../src/checkout/bookingOutcome';
import { daysFromNow, renderHotels } from './renderHotels';

const publicPrices = agencyFixture({ allowNonLoginFlow: true });
/** The one dates field of a form (its trigger opens the calendar). */
const datesField = (): HTMLElement => {
  const field = screen.getByRole('button', { name: /^Check-in – Check-out/ }).closest<HTMLElement>('.field');
  if (!field) throw new Error('no dates field');
  return field;
};
/** What the API's words look like on a page: a request field's path. */
const FIELD_PATH = /\b(body|query|querystring|params|headers)\.[\w-]/;

beforeAll(() => initTestI18n('en'));

const query = (change: Partial<HotelResultsQuery> = {}): HotelResultsQuery => ({
  destination: { cityId: 1 },
  place: 'New York City, United States',
  checkIn: daysFromNow(20),
  checkOut: daysFromNow(22),
  rooms: [{ adults: 2, childAges: [] }],
  sort: 'price',
  page: 1,
  filters: {},
  ...change,
});

test('a search for past dates says so at the dates, in plain words, and points there', async () => {
  renderHotels(hotelResultsPath(query({ checkIn: daysFromNow(-5), checkOut: daysFromNow(-3) })), { agency: publicPrices });
  expect(await screen.findByRole('heading', { name: 'Check your search' })).toBeInTheDocument();
  expect(screen.getByText('Change the marked field in the search above, then search again.')).toBeInTheDocument();
  expect(within(datesField()).getByRole('alert')).toHaveTextContent('This date has passed. Choose today or later.');
  expect(within(datesField()).getByRole('button', { name: /^Check-in – Check-out/ })).toHaveAttribute('aria-invalid', 'true');
  expect(document.body.textContent).not.toMatch(FIELD_PATH);
  expect(document.body.textContent).not.toContain('check-in is in the past');
  // Nothing to retry: the same search would be refused again.
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('a server fault is a plain sentence with Try again', async () => {
  const broken = http.post('*/api/hotels/search', () => Response.json({ error: { code: ERROR_CODES.internal, message: 'Internal Server Error' } }, { status: 500 }));
  renderHotels(hotelResultsPath(query()), { agency: publicPrices, api: [broken] });
  expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('Internal Server Error');
});

test("a hotel's page for past dates offers its dates to change, marked, without the API's words", async () => {
  renderHotels(hotelDetailsPath({ hotelId: 1, checkIn: daysFromNow(-4), checkOut: daysFromNow(-2), rooms: [{ adults: 2, childAges: [] }] }), { agency: publicPrices });
  expect(await screen.findByRole('heading', { name: 'Check the dates of your stay' })).toBeInTheDocument();
  expect(within(datesField()).getByRole('alert')).toHaveTextContent('This date has passed. Choose today or later.');
  expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(FIELD_PATH);
});

describe('bookingFailure: what the checkout does with a refused booking', () => {
  const failed = (status: number | undefined, code?: string, message = '') => ({ status, code, message });
  it.each([
    [failed(undefined), { kind: 'retry' }],
    [failed(500, ERROR_CODES.internal, 'Internal Server Error'), { kind: 'retry' }],
    [failed(409, BOOKING_ERROR_CODES.priceChanged), { kind: 'priceChanged' }],
    [failed(409, BOOKING_ERROR_CODES.soldOut), { kind: 'soldOut' }],
    [failed(402, BOOKING_ERROR_CODES.cardDeclined), { kind: 'declined' }],
    [failed(400, BOOKING_ERROR_CODES.walletUnavailable, 'body.payment.useWallet: this account has no wallet credits to use'), { kind: 'walletUnavailable' }],
    [failed(400, ERROR_CODES.validation, 'body.payment.card.expiry: the card has expired'), { kind: 'field', path: 'card.expiry', messageKey: 'errors.expiry.expired' }],
    [failed(400, ERROR_CODES.validation, 'body.payment.card: a card is needed to pay $436.80'), { kind: 'field', path: 'card.number', messageKey: 'errors.server' }],
    [failed(400, ERROR_CODES.validation, 'body.leadTraveller.email: Invalid email address'), { kind: 'field', path: 'lead.email', messageKey: 'errors.server' }],
    [failed(400, ERROR_CODES.validation, 'body.guests.0.lastName: Too long'), { kind: 'field', path: 'lead.lastName', messageKey: 'errors.server' }],
    [failed(400, ERROR_CODES.validation, 'body.guests.2.firstName: Too long'), { kind: 'field', path: 'otherGuests.1.firstName', messageKey: 'errors.server' }],
    [failed(400, ERROR_CODES.validation, 'body.acceptTerms: Invalid input: expected true'), { kind: 'field', path: 'acceptTerms', messageKey: 'errors.server' }],
  ])('%j', (error, expected) => {
    expect(bookingFailure(error)).toEqual(expected);
  });

  it.each([
    [failed(503, 'PAYMENT_GATEWAY_UNAVAILABLE', 'Card payments are not available'), 'errors.PAYMENT_GATEWAY_UNAVAILABLE'],
    [failed(422, BOOKING_ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was already used'), 'errors.IDEMPOTENCY_KEY_REUSED'],
    [failed(400, ERROR_CODES.validation, 'The Junior Suite needs a stay of at least 3 nights.'), 'errors.VALIDATION_FAILED'],
    [failed(400, ERROR_CODES.validation, 'body.checkIn: check-in is in the past'), 'errors.field.checkInPast'],
  ])('%j is told in its own sentence', (error, key) => {
    expect(bookingFailure(error)).toEqual({ kind: 'other', problem: expect.objectContaining({ key }) });
  });
});
