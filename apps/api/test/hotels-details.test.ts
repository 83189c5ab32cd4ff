import fc from 'fast-check';
import {
  AGENCY_INACTIVE_TEXT,
  AGENCY_NOT_FOUND_TEXT,
  apiErrorSchema,
  type HotelDetails,
  hotelDetailsSchema,
  hotelSearchResponseSchema,
  isoDay,
} from '@travel/contracts';
import { hotels } from '../src/db/schema';
import { tokenFor, withToken } from './accounts-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { sender } from './inventory-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());
const send = sender(() => server);

/** Dates from today (UTC), so the stay is always in the future. */
const day = (offset: number): string => isoDay(new Date(Date.now() + offset * 86_400_000));
/** New York City Grand House: a Standard Double Room (2 + 1, 2 nights minimum, free cancellation 3 days before) and a non-refundable Junior Suite (3 + 1). */
const GRAND_HOUSE = 2;
const details = (hotelId: number | string, query: Record<string, string>) => `/api/hotels/${hotelId}?${new URLSearchParams(query).toString()}`;
const TWO_NIGHTS = { checkIn: day(30), checkOut: day(32) };

async function hotel(query: Record<string, string> = TWO_NIGHTS, host?: string, hotelId = GRAND_HOUSE): Promise<HotelDetails> {
  const res = await send('GET', details(hotelId, query), undefined, host);
  expect(res.statusCode).toBe(200);
  return hotelDetailsSchema.parse(res.json());
}
const room = (h: HotelDetails, name: string) => {
  const found = h.rooms.find((r) => r.name === name);
  if (!found) throw new Error(`no ${name} in ${h.name}`);
  return found;
};

describe('GET /api/hotels/:hotelId', () => {
  it('answers the hotel with its facts, pictures and every room type for one room of 2 adults by default', async () => {
    const h = await hotel();
    expect(h).toMatchObject({
      id: GRAND_HOUSE,
      name: 'New York City Grand House',
      stars: 4,
      guestRating: 4,
      address: '103 SoHo, New York City',
      city: 'New York City',
      countryCode: 'US',
      latitude: 40.68874,
      longitude: -74.03548,
      amenities: ['Laundry', 'Fitness centre', 'Family rooms', 'Airport shuttle'],
      // Its picture is painted for it (the URL's form is @travel/artwork's).
      images: { hero: expect.stringMatching(/^\/images\/hotels\/2\b/) },
      stay: { start: TWO_NIGHTS.checkIn, end: TWO_NIGHTS.checkOut, nights: 2 },
    });
    // The hotel's own pictures, the hero first, then each room type's: every one different.
    const ownPictures = h.images.photos.filter((photo) => photo.kind === 'hotel');
    expect(ownPictures[0]).toEqual({ url: h.images.hero, kind: 'hotel' });
    expect(h.images.photos.slice(ownPictures.length)).toEqual(h.rooms.map((r) => ({ url: r.image, kind: 'room', roomId: r.roomId })));
    expect(h.images.gallery).toEqual(h.images.photos.map((photo) => photo.url));
    expect(new Set(h.images.gallery).size).toBe(h.images.gallery.length);
    expect(h.rooms.map((r) => [r.name, r.board, r.maxAdults, r.maxChildren, r.minNights, r.available])).toEqual([
      ['Standard Double Room', 'Room only', 2, 1, 2, 5],
      ['Junior Suite', 'Breakfast included', 3, 1, 1, 10],
    ]);
    for (const r of h.rooms) expect(r).toMatchObject({ fits: true, bookable: true, nightly: Math.round(r.rates.totalRate / 2) });
  });

  it('says what each room type is like: its own picture, its beds and its size', async () => {
    const h = await hotel();
    expect(h.rooms.map((r) => [r.name, r.beds])).toEqual([
      ['Standard Double Room', [{ type: 'double', count: 1 }, { type: 'sofa-bed', count: 1 }]],
      ['Junior Suite', [{ type: 'king', count: 1 }, { type: 'single', count: 1 }, { type: 'sofa-bed', count: 1 }]],
    ]);
    expect(room(h, 'Junior Suite').sizeSqm).toBeGreaterThan(room(h, 'Standard Double Room').sizeSqm);
    expect(new Set(h.rooms.map((r) => r.image)).size).toBe(h.rooms.length);
    for (const r of h.rooms) expect(r.image).toMatch(new RegExp(`^/images/hotel-rooms/${r.roomId}\\b`));
  });

  it('answers the house rules: check-in and check-out times, children, pets and payment at the property', async () => {
    const { policies } = await hotel();
    // Grand House is a 4-star hotel without a night desk or pets among its amenities.
    expect(policies).toMatchObject({
      checkIn: { from: '15:00', until: expect.stringMatching(/^23:(00|30)$/) },
      checkOut: { until: expect.stringMatching(/^1[12]:00$/) },
      children: { allowed: true, freeCots: true, extraBeds: false },
      pets: 'not-allowed',
      payment: { methods: expect.arrayContaining(['visa', 'mastercard', 'amex']), depositAtCheckIn: true },
    });
    expect((await hotel({ ...TWO_NIGHTS, rooms: '3' })).policies).toEqual(policies);
  });

  it('describes the hotel from its facts, in two or three sentences, the same every time', async () => {
    const { description } = await hotel();
    expect(description).toBe(
      'New York City Grand House is a 4-star hotel at 103 SoHo, 3.7 km from the centre of New York City. ' +
        'Guests rate it very good: 4.0 out of 5. ' +
        'Amenities include laundry, fitness centre, family rooms and airport shuttle; rooms range from the Standard Double Room to the Junior Suite.',
    );
    expect((await hotel({ ...TWO_NIGHTS, rooms: '3' })).description).toBe(description);
  });

  it('prices rooms like the search: the cheapest fitting room is the search result, with the agency markup', async () => {
    const searched = hotelSearchResponseSchema.parse(
      (
        await send('POST', '/api/hotels/search', {
          destination: { latitude: 40.7128, longitude: -74.006 },
          ...TWO_NIGHTS,
          rooms: [{ adults: 2, childAges: [] }],
          pageSize: 50,
        })
      ).json(),
    ).results.find((r) => r.hotelId === GRAND_HOUSE);
    const standard = room(await hotel(), 'Standard Double Room');
    expect(standard.rates).toEqual(searched?.rates);
    expect(standard.rates.totalRate).toBe(55_872); // wayfarer 12 %
    expect(room(await hotel(TWO_NIGHTS, 'sunny.localhost'), 'Standard Double Room').rates.totalRate).toBe(54_980); // sunny 10 %
  });

  it('prices one room of each type per requested room', async () => {
    const one = room(await hotel(), 'Junior Suite');
    const two = room(await hotel({ ...TWO_NIGHTS, rooms: '2,2' }), 'Junior Suite');
    expect(two.rates.taxAndFee).toBe(2 * one.rates.taxAndFee);
    expect(two.rates.publishedRate).toBe(2 * one.rates.publishedRate);
  });

  test.each([
    ['2', true, true],
    ['2-1', true, true], // an infant takes a cot
    ['2-5', true, true],
    ['2-14', false, true], // 14 is an adult (SPEC 5)
    ['2-5-8', false, true],
    ['3', false, true],
    ['4', false, false],
    ['2,3', false, true], // every requested room must fit
  ])('rooms=%s: the standard room fits %s, the junior suite %s', async (rooms, standard, suite) => {
    const h = await hotel({ ...TWO_NIGHTS, rooms });
    expect(room(h, 'Standard Double Room')).toMatchObject({ fits: standard, bookable: standard });
    expect(room(h, 'Junior Suite')).toMatchObject({ fits: suite, bookable: suite });
  });

  it('is not bookable under the minimum stay or with too few rooms left', async () => {
    const oneNight = await hotel({ checkIn: day(30), checkOut: day(31) });
    expect(room(oneNight, 'Standard Double Room')).toMatchObject({ fits: true, minNights: 2, bookable: false });
    expect(room(oneNight, 'Junior Suite')).toMatchObject({ fits: true, bookable: true });
    // Midtown Plaza Hotel (7) sells 3 twin rooms a night.
    const fourRooms = await hotel({ ...TWO_NIGHTS, rooms: '2,2,2,2' }, undefined, 7);
    expect(room(fourRooms, 'Twin Room')).toMatchObject({ available: 3, fits: true, bookable: false });
    expect(room(fourRooms, 'Standard Double Room')).toMatchObject({ available: 8, fits: true, bookable: true });
  });

  describe('cancellation policy', () => {
    it('is free until 3 days before check-in for the standard room; the suite is non-refundable', async () => {
      const h = await hotel();
      const standard = room(h, 'Standard Double Room');
      expect(standard.cancellation).toEqual({
        freeUntil: day(27),
        explanation: `Free cancellation until the end of ${day(27)} (UTC), 3 days before check-in; after that, cancelling costs the full price of the stay.`,
      });
      const suite = room(h, 'Junior Suite');
      expect(suite.cancellation).toEqual({
        penalty: { percentage: 100, amount: suite.rates.totalRate, currency: 'USD' },
        explanation: 'Non-refundable: cancelling costs the full price of the stay.',
      });
    });

    it('costs the full stay once the free period has ended', async () => {
      const soon = room(await hotel({ checkIn: day(2), checkOut: day(4) }), 'Standard Double Room');
      expect(soon.cancellation).toEqual({
        penalty: { percentage: 100, amount: soon.rates.totalRate, currency: 'USD' },
        explanation: `Free cancellation ended on ${day(-1)}; cancelling now costs the full price of the stay.`,
      });
    });
  });

  it('shows a hotel closed for the stay with nothing left, and the search leaves it out', async () => {
    const all = await server.database.db.select().from(hotels);
    const closed = all.find((h) => h.closedMonths.length > 0);
    const month = closed?.closedMonths[0];
    if (!closed || month === undefined) throw new Error('the catalogue has no seasonal closure');
    const now = new Date();
    const year = now.getUTCFullYear() + (month - 1 <= now.getUTCMonth() ? 1 : 0);
    const checkIn = `${year}-${String(month).padStart(2, '0')}-10`;
    const stay = { checkIn, checkOut: `${year}-${String(month).padStart(2, '0')}-12` };
    const h = await hotel(stay, undefined, closed.id);
    for (const r of h.rooms) expect(r).toMatchObject({ available: 0, bookable: false });
    const res = await send('POST', '/api/hotels/search', {
      destination: { latitude: closed.latitude, longitude: closed.longitude },
      ...stay,
      rooms: [{ adults: 1 }],
      pageSize: 50,
      radiusKm: 1,
    });
    expect(hotelSearchResponseSchema.parse(res.json()).results.map((r) => r.hotelId)).not.toContain(closed.id);
  });

  it('caps a stay over 60 nights (SPEC 5)', async () => {
    expect((await hotel({ checkIn: day(5), checkOut: day(100) })).stay).toEqual({ start: day(5), end: day(65), nights: 60 });
  });

  test.each([
    ['agent@wayfarer.test', true],
    ['restricted@wayfarer.test', false],
    ['traveller@wayfarer.test', false],
  ])('%s sees the wholesale rate and markup: %s', async (email, sees) => {
    const token = await tokenFor(server.app, email);
    const res = await server.app.inject({ method: 'GET', url: details(GRAND_HOUSE, TWO_NIGHTS), headers: { host: 'wayfarer.localhost', ...withToken(token) } });
    expect(res.statusCode).toBe(200);
    const standard = room(hotelDetailsSchema.parse(res.json()), 'Standard Double Room');
    if (sees) expect(standard.rates).toMatchObject({ wholesaleRate: 44_600, markup: 5_352 });
    else expect(res.body).not.toMatch(/wholesaleRate|"markup"/);
  }, DB_TIMEOUT_MS);

  it('answers 404 JSON for an unknown hotel', async () => {
    const res = await send('GET', details(999_999, TWO_NIGHTS));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No hotel with id 999999' } });
  });

  test.each([
    ['abc', TWO_NIGHTS, 'params.hotelId'],
    ['0', TWO_NIGHTS, 'params.hotelId'],
    [GRAND_HOUSE, { checkOut: TWO_NIGHTS.checkOut }, 'querystring.checkIn'],
    [GRAND_HOUSE, { ...TWO_NIGHTS, checkIn: day(-1) }, 'querystring.checkIn'],
    [GRAND_HOUSE, { ...TWO_NIGHTS, checkOut: TWO_NIGHTS.checkIn }, 'querystring.checkOut'],
    [GRAND_HOUSE, { ...TWO_NIGHTS, rooms: 'two' }, 'querystring.rooms'],
    [GRAND_HOUSE, { ...TWO_NIGHTS, rooms: '0' }, 'querystring.rooms.0.adults'],
    [GRAND_HOUSE, { ...TWO_NIGHTS, rooms: '9' }, 'querystring.rooms.0.adults'],
    [GRAND_HOUSE, { ...TWO_NIGHTS, rooms: '2-18' }, 'querystring.rooms.0.childAges.0'],
    [GRAND_HOUSE, { ...TWO_NIGHTS, rooms: '1,1,1,1,1,1' }, 'querystring.rooms'],
    [GRAND_HOUSE, { ...TWO_NIGHTS, currency: 'XXX' }, 'querystring.currency'],
  ])('answers 400 naming the field for hotel %s and %j', async (hotelId, query, field) => {
    const res = await send('GET', details(hotelId, query));
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.message).toContain(field);
  });

  it('never answers a 5xx to odd ids and queries', async () => {
    const text = fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[0-9,-]{0,20}$/), fc.constantFrom('', '2', '2-5-8', '99999999999', '-1', '1e3'));
    await fc.assert(
      fc.asyncProperty(text, fc.dictionary(fc.constantFrom('checkIn', 'checkOut', 'rooms', 'currency'), text), async (hotelId, query) => {
        const res = await send('GET', details(encodeURIComponent(hotelId) || '%20', { ...TWO_NIGHTS, ...query }));
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${hotelId} ${JSON.stringify(query)}: ${res.body}`);
        expect(apiErrorSchema.safeParse(res.json()).success || res.statusCode === 200).toBe(true);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  }, DB_TIMEOUT_MS);

  it('is per agency: unknown 404, inactive 403', async () => {
    const unknown = await send('GET', details(GRAND_HOUSE, TWO_NIGHTS), undefined, 'nowhere.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'AGENCY_NOT_FOUND', message: AGENCY_NOT_FOUND_TEXT } });
    const inactive = await send('GET', details(GRAND_HOUSE, TWO_NIGHTS), undefined, 'closed.localhost');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ error: { code: 'AGENCY_INACTIVE', message: AGENCY_INACTIVE_TEXT } });
  });
});
