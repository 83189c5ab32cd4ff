import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ERROR_CODES, hotelDetailsPath, hotelResultsPath, type HotelResultsQuery } from '@travel/contracts';
import { agencyFixture, initTestI18n } from '@travel/mocks';
import { bookingFailure } from '@travel/ui/booking';
import { stayFieldPath } from '../src/checkout/stayDetails';
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

describe("bookingFailure with the hotel's own fields: a room's guest named by the API is marked in the form", () => {
  const failed = (status: number | undefined, code?: string, message = '') => ({ status, code, message });
  it.each([
    [failed(400, ERROR_CODES.validation, 'body.guests.0.lastName: Too long'), { kind: 'field', path: 'lead.lastName', messageKey: 'errors.server' }],
    [failed(400, ERROR_CODES.validation, 'body.guests.2.firstName: Too long'), { kind: 'field', path: 'otherGuests.1.firstName', messageKey: 'errors.server' }],
  ])('%j', (error, expected) => {
    expect(bookingFailure(error, stayFieldPath)).toEqual(expected);
  });
});
