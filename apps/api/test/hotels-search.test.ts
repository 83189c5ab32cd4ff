import { eq } from 'drizzle-orm';
import {
  AGENCY_INACTIVE_TEXT,
  AGENCY_NOT_FOUND_TEXT,
  apiErrorSchema,
  guestBands,
  hotelAutoSuggestResponseSchema,
  type HotelResult,
  type HotelSearchRequest,
  hotelSearchResponseSchema,
  isoDay,
  priceOffer,
  roomsQuery,
} from '@travel/contracts';
import { currencies, exchangeRates } from '../src/db/schema';
import { cancellationTerms, freeUntil } from '../src/inventory/hotel-cancellation';
import { cheapestRooms, roomFits } from '../src/inventory/hotel-occupancy';
import { convertFromUsd } from '../src/inventory/money';
import type { HotelRoomType } from '../src/inventory/providers';
import { tokenFor, withToken } from './accounts-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { sender } from './inventory-helpers';
import { type SerializationWatch, watchZodSerialization } from './zod-serialization-watch';

let server: TestServer;
let serialization: SerializationWatch;
beforeAll(async () => {
  server = await startTestServer({}, (app) => {
    serialization = watchZodSerialization(app, SEARCH, hotelSearchResponseSchema);
  });
}, DB_TIMEOUT_MS);
afterAll(() => server.close());
const send = sender(() => server);

const SEARCH = '/api/hotels/search';
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
/** Dates from today (UTC), so the stay is always in the future. */
const day = (offset: number): string => isoDay(new Date(Date.now() + offset * 86_400_000));
const TWO_NIGHTS = { checkIn: day(30), checkOut: day(32) };
const search = (extra: Partial<HotelSearchRequest> = {}): HotelSearchRequest => ({
  destination: NEW_YORK,
  ...TWO_NIGHTS,
  rooms: [{ adults: 2, childAges: [] }],
  pageSize: 50,
  ...extra,
});

/** Every search here also checks the fast serializer against zod's (zod-serialization-watch.ts). */
const searchHotels = async (body: HotelSearchRequest, host?: string) => {
  const res = await send('POST', SEARCH, body, host);
  expect(res.statusCode).toBe(200);
  expect(serialization.mismatches).toEqual([]);
  return hotelSearchResponseSchema.parse(res.json());
};
const ids = (results: HotelResult[]) => results.map((r) => r.hotelId);
/** New York City Grand House (seeded): its Standard Double Room is 223.00 $ wholesale, 29.60 $ tax and 320.00 $ retail a night. */
const GRAND_HOUSE = 2;

describe('POST /api/hotels/search', () => {
  it('answers the contract shape with SPEC defaults: 15 km, USD, cheapest first, page 1 of 20', async () => {
    const res = await send('POST', SEARCH, { destination: NEW_YORK, ...TWO_NIGHTS, rooms: [{ adults: 2 }] });
    expect(res.statusCode).toBe(200);
    const body = hotelSearchResponseSchema.parse(res.json());
    expect(body).toMatchObject({ page: 1, pageSize: 20, stay: { start: TWO_NIGHTS.checkIn, end: TWO_NIGHTS.checkOut, nights: 2 } });
    expect(body.results.length).toBeGreaterThan(3);
    expect(body.total).toBe(body.results.length);
    for (const r of body.results) {
      expect(r.distanceKm).toBeLessThanOrEqual(15);
      expect(r.distanceKm).toBe(Math.round(r.distanceKm * 100) / 100);
      expect(r.rates.currency).toBe('USD');
      expect(r.rates.totalRate).toBe(r.rates.baseRate + r.rates.taxAndFee);
      expect(r.nightly).toBe(Math.round(r.rates.totalRate / 2));
      expect(r.heroImage).toBe(`/images/hotels/${r.hotelId}-temperate-coast.svg`);
    }
    expect(body.facets.stars).toEqual(expect.objectContaining({ '1': expect.any(Number), '5': expect.any(Number) }));
  });

  it('finds the same hotels from a city id (the hotel autosuggest) as from its centre', async () => {
    const suggest = hotelAutoSuggestResponseSchema.parse((await send('POST', '/api/v2/hotel/auto-suggest', { text: 'new york' })).json());
    const city = suggest.locationSuggestions.find((c) => c.name === 'New York City');
    if (!city) throw new Error('no New York City suggestion');
    const byCity = await searchHotels(search({ destination: { cityId: city.id } }));
    const byPoint = await searchHotels(search({ destination: { latitude: city.latitude, longitude: city.longitude } }));
    expect(byCity.results).toEqual(byPoint.results);
  });

  it('prices a known seeded hotel with the agency markup: wayfarer 12 %, sunny 10 %', async () => {
    const grand = async (host?: string) => (await searchHotels(search(), host)).results.find((r) => r.hotelId === GRAND_HOUSE);
    const wayfarer = await grand();
    const sunny = await grand('sunny.localhost');
    // 2 nights x 22300 = 44600 wholesale; + 12 % (5352) + 5920 tax = 55872; sunny: + 10 % (4460) = 54980.
    expect(wayfarer).toMatchObject({ name: 'New York City Grand House', stars: 4, guestRating: 4, freeCancellation: true, nightly: 27_936 });
    expect(wayfarer?.rates).toEqual({ currency: 'USD', baseRate: 49_952, taxAndFee: 5_920, totalRate: 55_872, publishedRate: 64_000, savedPrice: 8_128, discountPercentage: 12.7 });
    expect(sunny?.rates.totalRate).toBe(54_980);
  });

  it('converts to the requested currency before pricing', async () => {
    await server.database.db.insert(currencies).values({ code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, flagRegion: 'EU' }).onConflictDoNothing();
    await server.database.db.insert(exchangeRates).values({ currencyCode: 'EUR', unitsPerUsd: 0.86, asOf: '2026-11-01' }).onConflictDoNothing();
    const [rate] = await server.database.db.select().from(exchangeRates).where(eq(exchangeRates.currencyCode, 'EUR'));
    const conversion = { currency: 'EUR', unitsPerUsd: rate?.unitsPerUsd ?? 0, decimals: 2 };
    const grand = (await searchHotels(search({ currency: 'EUR' }))).results.find((r) => r.hotelId === GRAND_HOUSE);
    const { wholesaleRate: _w, markup: _m, ...expected } = priceOffer({
      wholesale: convertFromUsd(44_600, conversion),
      taxAndFee: convertFromUsd(5_920, conversion),
      published: convertFromUsd(64_000, conversion),
      markupBasisPoints: 1200,
      currency: 'EUR',
    });
    expect(grand?.rates).toEqual(expected);
  });

  describe('the reply, serialized by fast-serializer.ts', () => {
    test.each([
      ['an anonymous visitor', undefined, search()],
      ['an agent, with the optional wholesale rate and markup', 'agent@wayfarer.test', search()],
      ['filters, a sort and a page', undefined, search({ filters: { stars: [3, 4, 5], amenities: ['bar'] }, sort: 'rating', page: 2, pageSize: 2 })],
      ['nothing in the price range: no price facet', undefined, search({ filters: { priceMin: 1, priceMax: 1 } })],
      ['no hotel near', undefined, search({ destination: { latitude: 0, longitude: -150 } })],
    ])('is what zod would have written, byte for byte: %s', async (_, email, body) => {
      const checked = serialization.checked;
      const token = email ? withToken(await tokenFor(server.app, email)) : {};
      const res = await server.app.inject({ method: 'POST', url: SEARCH, headers: { host: 'wayfarer.localhost', ...token }, payload: body });
      expect(res.statusCode).toBe(200);
      expect(serialization.checked).toBe(checked + 1);
      expect(serialization.mismatches).toEqual([]);
      expect(res.body.includes('"wholesaleRate":')).toBe(email !== undefined);
    }, DB_TIMEOUT_MS);
  });

  describe('price visibility (SPEC 1, 6)', () => {
    const agentOnly = (body: unknown) => JSON.stringify(body).match(/wholesaleRate|"markup"/g) ?? [];

    it('never sends the wholesale rate or markup to an anonymous visitor', async () => {
      const res = await send('POST', SEARCH, search());
      expect(agentOnly(res.json())).toEqual([]);
    });

    test.each([
      ['agent@wayfarer.test', true],
      ['restricted@wayfarer.test', false],
      ['traveller@wayfarer.test', false],
    ])('%s sees them: %s', async (email, sees) => {
      const token = await tokenFor(server.app, email);
      const res = await server.app.inject({ method: 'POST', url: SEARCH, headers: { host: 'wayfarer.localhost', ...withToken(token) }, payload: search() });
      expect(res.statusCode).toBe(200);
      const grand = hotelSearchResponseSchema.parse(res.json()).results.find((r) => r.hotelId === GRAND_HOUSE);
      if (sees) expect(grand?.rates).toMatchObject({ wholesaleRate: 44_600, markup: 5_352 });
      else expect(agentOnly(res.json())).toEqual([]);
    }, DB_TIMEOUT_MS);

    it('prices every requested room with the cheapest types left: 5 rooms take 4 standard rooms (all there are) and a twin', async () => {
      const token = await tokenFor(server.app, 'agent@wayfarer.test');
      const res = await server.app.inject({
        method: 'POST',
        url: SEARCH,
        headers: { host: 'wayfarer.localhost', ...withToken(token) },
        payload: search({ rooms: Array.from({ length: 5 }, () => ({ adults: 2, childAges: [] })) }),
      });
      // The Ivory House: Standard Double 221.00 $ (4 left), Twin 265.00 $, Family 319.00 $ a night.
      const ivory = hotelSearchResponseSchema.parse(res.json()).results.find((r) => r.hotelId === 1);
      expect(ivory?.rates.wholesaleRate).toBe(2 * (4 * 22_100 + 26_500));
    }, DB_TIMEOUT_MS);
  });

  describe('filters', () => {
    let all: HotelResult[];
    beforeAll(async () => {
      all = (await searchHotels(search())).results;
      expect(all.length).toBeGreaterThan(5);
    });
    const expectNarrowed = (filtered: HotelResult[], keep: (r: HotelResult) => boolean) => {
      expect(ids(filtered).sort((a, b) => a - b)).toEqual(ids(all.filter(keep)).sort((a, b) => a - b));
      expect(filtered.length).toBeLessThan(all.length);
    };

    it('priceMin and priceMax (per night, both ends included)', async () => {
      const nightly = all.map((r) => r.nightly).sort((a, b) => a - b);
      const [low, high] = [nightly[1] ?? 0, nightly[nightly.length - 2] ?? 0];
      const body = await searchHotels(search({ filters: { priceMin: low, priceMax: high } }));
      expectNarrowed(body.results, (r) => r.nightly >= low && r.nightly <= high);
      // The price facet ignores the price filter, so the slider keeps its range.
      expect(body.facets.price).toEqual({ min: nightly[0], max: nightly.at(-1) });
    });

    it('stars (any of them), with the star facet still counting every rating', async () => {
      const body = await searchHotels(search({ filters: { stars: [2, 5] } }));
      expectNarrowed(body.results, (r) => r.stars === 2 || r.stars === 5);
      for (const stars of [1, 2, 3, 4, 5]) expect(body.facets.stars[String(stars) as '1']).toBe(all.filter((r) => r.stars === stars).length);
    });

    it('guestRatingMin', async () => {
      expectNarrowed((await searchHotels(search({ filters: { guestRatingMin: 4 } }))).results, (r) => r.guestRating >= 4);
    });

    it('freeCancellation', async () => {
      expectNarrowed((await searchHotels(search({ filters: { freeCancellation: true } }))).results, (r) => r.freeCancellation);
      expect((await searchHotels(search({ filters: { freeCancellation: false } }))).total).toBe(all.length);
    });

    it('amenities: every one present, case and accents ignored; the facet counts what is left', async () => {
      const body = await searchHotels(search({ filters: { amenities: ['free wi-fi', 'BAR'] } }));
      expectNarrowed(body.results, (r) => r.amenities.includes('Free Wi-Fi') && r.amenities.includes('Bar'));
      expect(body.facets.amenities).toEqual(expect.arrayContaining([{ name: 'Free Wi-Fi', count: body.total }, { name: 'Bar', count: body.total }]));
      const counts = body.facets.amenities.map((a) => a.count);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    });

    it('combines filters, and a price range nothing falls in finds nothing', async () => {
      const body = await searchHotels(search({ filters: { stars: [4], guestRatingMin: 4.1 } }));
      expect(ids(body.results).sort()).toEqual(ids(all.filter((r) => r.stars === 4 && r.guestRating >= 4.1)).sort());
      const none = await searchHotels(search({ filters: { priceMin: 1, priceMax: 1 } }));
      expect(none).toMatchObject({ results: [], total: 0 });
      expect(none.facets.price).not.toBeNull();
    });
  });

  describe('sort', () => {
    test.each([
      ['price', (a: HotelResult, b: HotelResult) => a.rates.totalRate - b.rates.totalRate],
      ['rating', (a: HotelResult, b: HotelResult) => b.guestRating - a.guestRating],
      ['distance', (a: HotelResult, b: HotelResult) => a.distanceKm - b.distanceKm],
    ] as const)('%s, ties by hotel id', async (sort, order) => {
      const { results } = await searchHotels(search({ sort }));
      expect(ids(results)).toEqual(ids([...results].sort((a, b) => order(a, b) || a.hotelId - b.hotelId)));
    });

    it('defaults to price, cheapest first', async () => {
      expect(ids((await searchHotels(search())).results)).toEqual(ids((await searchHotels(search({ sort: 'price' }))).results));
    });
  });

  it('pages: the total is the same on every page, pages are disjoint and together are the whole list', async () => {
    const whole = await searchHotels(search({ sort: 'rating' }));
    const pages = await Promise.all([1, 2, 3].map((page) => searchHotels(search({ sort: 'rating', page, pageSize: 3 }))));
    for (const p of pages) expect(p).toMatchObject({ total: whole.total, pageSize: 3 });
    expect(pages.flatMap((p) => ids(p.results))).toEqual(ids(whole.results).slice(0, 9));
    expect(new Set(pages.flatMap((p) => ids(p.results))).size).toBe(Math.min(9, whole.total));
    expect((await searchHotels(search({ page: 99, pageSize: 3 }))).results).toEqual([]);
  });

  it('caps a stay over 60 nights to 60 nights after check-in (SPEC 5)', async () => {
    const body = await searchHotels(search({ checkIn: day(10), checkOut: day(200) }));
    expect(body.stay).toEqual({ start: day(10), end: day(70), nights: 60 });
    for (const r of body.results) expect(r.nightly).toBe(Math.round(r.rates.totalRate / 60));
  });

  it('leaves out a hotel no room of which fits the party (SPEC 5 age bands)', async () => {
    const found = async (rooms: HotelSearchRequest['rooms']) => ids((await searchHotels(search({ rooms }))).results);
    // Hotel SoHo Garden (4) has only rooms for 2 adults and 1 child; the Grand House (2) a junior suite for 3 + 1.
    expect(await found([{ adults: 2, childAges: [1] }])).toContain(4); // an infant takes a cot
    expect(await found([{ adults: 2, childAges: [5] }])).toContain(4); // a child takes the child's bed
    expect(await found([{ adults: 2, childAges: [14] }])).not.toContain(4); // 12 and over is an adult
    expect(await found([{ adults: 2, childAges: [5, 8] }])).not.toContain(4);
    expect(await found([{ adults: 3, childAges: [] }])).toEqual(expect.arrayContaining([GRAND_HOUSE]));
    expect(await found([{ adults: 8, childAges: [] }])).toEqual([]);
  });

  test.each([
    [{ destination: undefined }, 'body.destination'],
    [{ destination: { cityId: 'new york' } }, 'body.destination'],
    [{ destination: { latitude: 91, longitude: 0 } }, 'body.destination'],
    [{ destination: { cityId: 999_999 } }, 'body.destination.cityId'],
    [{ destination: { cityId: 2 ** 40 } }, 'body.destination'], // over PostgreSQL's integer: refused before the database
    [{ checkIn: day(-1) }, 'body.checkIn'],
    [{ checkIn: '2027-02-30' }, 'body.checkIn'],
    [{ checkOut: TWO_NIGHTS.checkIn }, 'body.checkOut'],
    [{ rooms: [] }, 'body.rooms'],
    [{ rooms: Array.from({ length: 6 }, () => ({ adults: 1 })) }, 'body.rooms'],
    [{ rooms: [{ adults: 0 }] }, 'body.rooms.0.adults'],
    [{ rooms: [{ adults: 9 }] }, 'body.rooms.0.adults'],
    [{ rooms: [{ adults: 2, childAges: [18] }] }, 'body.rooms.0.childAges.0'],
    [{ radiusKm: 51 }, 'body.radiusKm'],
    [{ currency: 'usd' }, 'body.currency'],
    [{ currency: 'XXX' }, 'body.currency'],
    [{ filters: { stars: [6] } }, 'body.filters.stars.0'],
    [{ filters: { guestRatingMin: 5.5 } }, 'body.filters.guestRatingMin'],
    [{ filters: { priceMin: 500, priceMax: 100 } }, 'body.filters.priceMax'],
    [{ sort: 'name' }, 'body.sort'],
    [{ page: 0 }, 'body.page'],
    [{ pageSize: 51 }, 'body.pageSize'],
  ])('answers 400 naming the field for %j', async (change, field) => {
    const res = await send('POST', SEARCH, { ...search(), ...change });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.message).toContain(field);
  });

  it('is per agency: unknown 404, inactive 403', async () => {
    const unknown = await send('POST', SEARCH, search(), 'nowhere.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'AGENCY_NOT_FOUND', message: AGENCY_NOT_FOUND_TEXT } });
    const inactive = await send('POST', SEARCH, search(), 'closed.localhost');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ error: { code: 'AGENCY_INACTIVE', message: AGENCY_INACTIVE_TEXT } });
  });
});

describe('hotel rules', () => {
  test.each([
    [{ adults: 2, childAges: [] }, { adults: 2, children: 0, infants: 0 }],
    [{ adults: 1, childAges: [0, 1, 2, 11, 12, 17] }, { adults: 3, children: 2, infants: 2 }],
  ])('guestBands(%j) = %j (SPEC 5: adult 12+, child 2-11, infant under 2)', (room, bands) => expect(guestBands(room)).toEqual(bands));

  test.each([
    [{ adults: 2, children: 0, infants: 0 }, { maxAdults: 2, maxChildren: 0 }, true],
    [{ adults: 3, children: 0, infants: 0 }, { maxAdults: 2, maxChildren: 1 }, false], // a child's bed is not an adult's
    [{ adults: 1, children: 2, infants: 0 }, { maxAdults: 2, maxChildren: 1 }, true], // a child may take a free adult's bed
    [{ adults: 2, children: 2, infants: 0 }, { maxAdults: 2, maxChildren: 1 }, false],
    [{ adults: 2, children: 1, infants: 2 }, { maxAdults: 2, maxChildren: 1 }, true], // infants sleep in cots
  ])('roomFits(%j, %j) = %s', (party, room, fits) => expect(roomFits(room, party)).toBe(fits));

  const type = (roomId: number, cost: number, extra: Partial<HotelRoomType> = {}): HotelRoomType => ({
    roomId,
    name: `Room ${roomId}`,
    board: 'Room only',
    maxAdults: 2,
    maxChildren: 1,
    minNights: 1,
    available: 5,
    nightly: { wholesale: cost, taxAndFee: 0, published: cost },
    freeCancellationDays: null,
    ...extra,
  });
  const two = { adults: 2, childAges: [] };
  test.each([
    ['the cheapest type for every room', [type(1, 200), type(2, 100)], [two, two], [2, 2]],
    ['the next cheapest once a type runs out', [type(1, 100, { available: 1 }), type(2, 150)], [two, two], [1, 2]],
    ['a bigger room only for the party that needs it', [type(1, 100), type(2, 300, { maxAdults: 3 })], [two, { adults: 3, childAges: [] }], [1, 2]],
    ['the cheapest total, not the cheapest first pick', [type(1, 100, { available: 1, maxAdults: 3 }), type(2, 120), type(3, 500, { maxAdults: 3 })], [two, { adults: 3, childAges: [] }], [2, 1]],
    ['nothing when too few are left', [type(1, 100, { available: 1 })], [two, two], undefined],
    ['nothing under the minimum stay', [type(1, 100, { minNights: 3 })], [two], undefined],
  ])('cheapestRooms: %s', (_, types, rooms, expected) => {
    expect(cheapestRooms(types, rooms, 2)?.map((t) => t.roomId)).toEqual(expected);
  });

  test.each([
    ['2027-03-12', 3, '2027-03-01', { kind: 'free', freeUntil: '2027-03-09', days: 3 }],
    ['2027-03-12', 3, '2027-03-09', { kind: 'free', freeUntil: '2027-03-09', days: 3 }], // the whole last day
    ['2027-03-12', 3, '2027-03-10', { kind: 'ended', freeUntil: '2027-03-09' }],
    ['2027-03-01', 1, '2027-02-01', { kind: 'free', freeUntil: '2027-02-28', days: 1 }],
    ['2027-03-12', null, '2027-01-01', { kind: 'nonRefundable' }],
    ['2027-03-12', 0, '2027-01-01', { kind: 'nonRefundable' }], // not free at least a day before
  ])('cancellationTerms(%s, %j days, today %s)', (checkIn, days, today, terms) => {
    expect(cancellationTerms(checkIn, days, today)).toEqual(terms);
  });

  it('freeUntil counts back over a year end', () => expect(freeUntil('2027-01-02', 7)).toBe('2026-12-26'));

  test.each([
    [[{ adults: 2, childAges: [] }], '2'],
    [[{ adults: 2, childAges: [5, 8] }, { adults: 1, childAges: [] }], '2-5-8,1'],
  ])('roomsQuery(%j) = %s', (rooms, query) => expect(roomsQuery(rooms)).toBe(query));
});
