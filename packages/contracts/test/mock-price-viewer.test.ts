// Every mocked call that sends rates prices them for whoever asks, as the API does (SPEC 1, 6):
// the wholesale rate and markup go to unrestricted travel agents only. The hotel search and
// details are checked in apps/hotels/test/mock-hotels.test.ts.
import type { z } from 'zod';
import {
  activityDealsResponseSchema,
  carDealsResponseSchema,
  hotelDealsResponseSchema,
  hotelQuoteSchema,
  isoDay,
  loginResponseSchema,
  resortAvailabilityResponseSchema,
  resortOffersResponseSchema,
  type Rates,
} from '@travel/contracts';
import { addDays } from '@travel/mocks';

const BASE = 'http://wayfarer.localhost';
const RESORT_STAY = { checkin: '2027-03-12', checkout: '2027-03-14' };
const checkIn = addDays(isoDay(new Date()), 30);

/** An answer read through its contract schema, and the rates in it. */
const ratesVia =
  <T,>(schema: z.ZodType<T>, pick: (answer: T) => Rates[]) =>
  (answer: unknown): Rates[] =>
    pick(schema.parse(answer));

/** Each call that sends rates: its path, its body, and how to read the rates of its answer. */
const CALLS: [string, string, unknown, (answer: unknown) => Rates[]][] = [
  ['hotel deals', '/api/dealray/deals/hotel-search', {}, ratesVia(hotelDealsResponseSchema, (a) => a.response.map((deal) => deal.rates))],
  ['activity deals', '/api/dealray/deals/activity-search', {}, ratesVia(activityDealsResponseSchema, (a) => a.map((deal) => deal.rates))],
  ['car deals', '/api/dealray/deals/car-search', {}, ratesVia(carDealsResponseSchema, (a) => a.map((deal) => deal.rates))],
  ['resort deals', '/api/resort/properties/deals?currency=EUR', { lat: 21.1619, lon: -86.8515 }, ratesVia(resortOffersResponseSchema, (a) => a.data.map((offer) => offer.rates))],
  ['resort search', '/api/resort/search', RESORT_STAY, ratesVia(resortOffersResponseSchema, (a) => a.data.map((offer) => offer.rates))],
  [
    'resort availability',
    '/api/resort/properties/availability',
    { propertyId: 1, ...RESORT_STAY },
    ratesVia(resortAvailabilityResponseSchema, (a) => a.data.rooms.map((room) => room.rates)),
  ],
  [
    'hotel quote',
    '/api/hotels/quote',
    { hotelId: 1, roomId: 12, checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 2, childAges: [] }], currency: 'EUR' },
    ratesVia(hotelQuoteSchema, (a) => [a.charge, a.display]),
  ],
];

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(BASE + path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The x-access-token the mocked login hands a demo account. */
async function signedInAs(email: string): Promise<Record<string, string>> {
  const response = await post('/api/user/login', { email, password: 'Travel-Demo-2026' });
  return { 'x-access-token': loginResponseSchema.parse(await response.json()).token };
}

describe.each([
  ['the agent', true, 'agent@wayfarer.test'],
  ['the owner', true, 'owner@wayfarer.test'],
  ['the admin', true, 'admin@wayfarer.test'],
  ['the sales agent', true, 'sales@wayfarer.test'],
  ['the restricted agent', false, 'restricted@wayfarer.test'],
  ['the traveller', false, 'traveller@wayfarer.test'],
  ['the plain customer', false, 'plain@wayfarer.test'],
  ['an anonymous visitor', false, null],
])('%s gets the wholesale rate and markup: %s', (_who, sees, email) => {
  test.each(CALLS)('%s', async (_name, path, body, ratesIn) => {
    const headers = email ? await signedInAs(email) : {};
    const response = await post(path, body, headers);
    expect(response.status).toBe(200);
    const rates = ratesIn(await response.json());

    expect(rates.length).toBeGreaterThan(0);
    expect(rates.map((rate) => ['wholesaleRate' in rate, 'markup' in rate])).toEqual(rates.map(() => [sees, sees]));
    if (sees) for (const rate of rates) expect(rate.baseRate).toBe((rate.wholesaleRate ?? NaN) + (rate.markup ?? NaN));
  });
});
