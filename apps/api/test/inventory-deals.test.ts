import { eq } from 'drizzle-orm';
import {
  activityDealsResponseSchema,
  AGENCY_INACTIVE_TEXT,
  AGENCY_NOT_FOUND_TEXT,
  apiErrorSchema,
  carDealsResponseSchema,
  dealStayWindow,
  hotelDealsResponseSchema,
  priceOffer,
} from '@travel/contracts';
import { currencies, exchangeRates } from '../src/db/schema';
import { catalogueProviders } from '../src/inventory/catalogue';
import { convertFromUsd } from '../src/inventory/money';
import { DEMO_AGENCIES } from '../src/seed';
import { tokenFor, withToken } from './accounts-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';
import { ACTIVITY_SEARCH, CAR_SEARCH, HOTEL_SEARCH, sender } from './inventory-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());
const send = sender(() => server);

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
/** A fixed stay, so the known offer below does not depend on today's date. */
const STAY = { start: '2027-03-12', end: '2027-03-14' };

const hotels = async (body: object, host?: string) => {
  const res = await send('POST', HOTEL_SEARCH, body, host);
  expect(res.statusCode).toBe(200);
  return hotelDealsResponseSchema.parse(res.json()).response;
};

describe('POST /api/dealray/deals/hotel-search', () => {
  it('applies SPEC 9 defaults: the agency location, 1 room for 2 adults, the stay window, USD, 15 km', async () => {
    const deals = await hotels({});
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.length).toBeLessThanOrEqual(20);
    const { start, end } = dealStayWindow(new Date());
    for (const deal of deals) {
      expect(deal.link).toBe(`/booknow/hotels/details?hotelId=${deal.hotel.hotelId}&checkIn=${start}&checkOut=${end}&rooms=2`);
      expect(deal.rates.currency).toBe('USD');
      expect(deal.hotel.hotelDetails.distance).toBeLessThanOrEqual(15);
      expect(deal.hotel.hotelDetails.distanceFrom).toBe('New York City');
      expect(deal.hotel.hotelDetails.heroImage).toBe(`/images/hotels/${deal.hotel.hotelId}-temperate-coast.svg`);
    }
    // Nearest first, then cheapest.
    const keys = deals.map((d) => [d.hotel.hotelDetails.distance, d.rates.totalRate] as const);
    expect([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1])).toEqual(keys);
  });

  it('prices a known seeded offer for wayfarer (12 % hotel markup)', async () => {
    const [first] = await hotels({ stayPeriod: STAY, ...NEW_YORK });
    // New York City Grand House, Standard Double Room: 223.00 $ wholesale, 29.60 $ tax and 320.00 $ retail a night.
    expect(first).toEqual({
      hotel: { hotelId: 2, hotelDetails: { heroImage: '/images/hotels/2-temperate-coast.svg', name: 'New York City Grand House', distance: 3.65, distanceFrom: 'New York City' } },
      rating: 4,
      link: '/booknow/hotels/details?hotelId=2&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2',
      rates: { currency: 'USD', baseRate: 49_952, taxAndFee: 5_920, totalRate: 55_872, publishedRate: 64_000, savedPrice: 8_128, discountPercentage: 12.7 },
    });
    // 2 nights x 22300 = 44600 wholesale; 12 % = 5352; + 5920 tax = 55872; 64000 - 55872 = 8128 = 12.7 %.
    expect(first?.rates).toEqual(
      (({ wholesaleRate: _w, markup: _m, ...visible }) => visible)(
        priceOffer({ wholesale: 44_600, taxAndFee: 5_920, published: 64_000, markupBasisPoints: 1200, currency: 'USD' }),
      ),
    );
  });

  it("prices the same offer with sunny's 10 % markup", async () => {
    const [first] = await hotels({ stayPeriod: STAY, ...NEW_YORK }, 'sunny.localhost');
    expect(first?.hotel.hotelId).toBe(2);
    expect(first?.rates).toEqual({ currency: 'USD', baseRate: 49_060, taxAndFee: 5_920, totalRate: 54_980, publishedRate: 64_000, savedPrice: 9_020, discountPercentage: 14.1 });
  });

  it('prices every room and night of the party', async () => {
    const [one] = await hotels({ stayPeriod: STAY, ...NEW_YORK, searchString: 'grand house' });
    const [two] = await hotels({ stayPeriod: STAY, ...NEW_YORK, searchString: 'grand house', occupancies: [{ numOfRoom: 2, numOfAdults: 4, numOfChildren: 0, childAges: [] }] });
    expect(one?.hotel.hotelId).toBe(2);
    expect(two?.hotel.hotelId).toBe(2);
    expect(two?.rates.taxAndFee).toBe(2 * (one?.rates.taxAndFee ?? 0));
    expect(two?.link).toContain('rooms=2,2');
  });

  it('keeps to the radius', async () => {
    for (const radius of [2, 5, 15]) {
      const deals = await hotels({ stayPeriod: STAY, ...NEW_YORK, radius });
      for (const deal of deals) expect(deal.hotel.hotelDetails.distance).toBeLessThanOrEqual(radius);
    }
    expect(await hotels({ stayPeriod: STAY, latitude: 0, longitude: -30 })).toEqual([]); // mid-Atlantic
  });

  it('converts to the requested currency before pricing', async () => {
    // The reference area seeds the rates; this works whether or not it has run yet.
    await server.database.db.insert(currencies).values({ code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, flagRegion: 'EU' }).onConflictDoNothing();
    await server.database.db.insert(exchangeRates).values({ currencyCode: 'EUR', unitsPerUsd: 0.86, asOf: '2026-11-01' }).onConflictDoNothing();
    const [rate] = await server.database.db.select().from(exchangeRates).where(eq(exchangeRates.currencyCode, 'EUR'));
    const conversion = { currency: 'EUR', unitsPerUsd: rate?.unitsPerUsd ?? 0, decimals: 2 };

    const [first] = await hotels({ stayPeriod: STAY, ...NEW_YORK, currency: 'EUR' });
    const { wholesaleRate: _w, markup: _m, ...expected } = priceOffer({
      wholesale: convertFromUsd(44_600, conversion),
      taxAndFee: convertFromUsd(5_920, conversion),
      published: convertFromUsd(64_000, conversion),
      markupBasisPoints: 1200,
      currency: 'EUR',
    });
    expect(first?.rates).toEqual(expected);
    expect((first?.rates.baseRate ?? 0) + (first?.rates.taxAndFee ?? 0)).toBe(first?.rates.totalRate);
  });

  it('refuses a currency without an exchange rate, naming the field', async () => {
    const res = await send('POST', HOTEL_SEARCH, { currency: 'XXX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^currency/);
  });

  it('leaves out hotels closed or too small for the stay', async () => {
    const big = await hotels({ stayPeriod: STAY, ...NEW_YORK, occupancies: [{ numOfRoom: 1, numOfAdults: 3, numOfChildren: 2, childAges: [4, 9] }] });
    const all = await hotels({ stayPeriod: STAY, ...NEW_YORK });
    expect(big.length).toBeLessThan(all.length);
  });

  test.each([
    [{ latitude: 91 }, 'body.latitude'],
    [{ radius: -1 }, 'body.radius'],
    [{ currency: 'usd' }, 'body.currency'],
    [{ nationality: 'India' }, 'body.nationality'],
    [{ stayPeriod: { start: '2027-03-14', end: '2027-03-12' } }, 'body.stayPeriod.end'],
    [{ stayPeriod: { start: '2027-02-30', end: '2027-03-02' } }, 'body.stayPeriod.start'],
    [{ occupancies: [] }, 'body.occupancies'],
    [{ occupancies: [{ numOfChildren: 2, childAges: [5] }] }, 'body.occupancies.0.childAges'],
    [{ occupancies: [{ numOfRoom: 3, numOfAdults: 2 }] }, 'body.occupancies.0.numOfAdults'],
    [{ searchString: 'x'.repeat(101) }, 'body.searchString'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await send('POST', HOTEL_SEARCH, body);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.message).toContain(field);
  });

  it('caps a stay over 60 nights (SPEC 5)', async () => {
    const [deal] = await hotels({ stayPeriod: { start: '2027-01-01', end: '2027-06-01' } });
    expect(deal?.link).toContain('checkIn=2027-01-01&checkOut=2027-03-02');
  });
});

describe('POST /api/dealray/deals/activity-search', () => {
  it('lists activities near the agency with SPEC 3 fields, priced with the activity markup', async () => {
    const res = await send('POST', ACTIVITY_SEARCH, {});
    expect(res.statusCode).toBe(200);
    const deals = activityDealsResponseSchema.parse(res.json());
    expect(deals.length).toBeGreaterThan(0);
    for (const d of deals) {
      expect(d.distance).toBeLessThanOrEqual(15);
      expect(d.link).toBe(`/booknow/activities/result-details/${d.productCode}`);
      expect(d.duration).toBeGreaterThan(0);
      expect(d.rates.totalRate).toBe(d.rates.baseRate + d.rates.taxAndFee);
    }
  });
});

describe('POST /api/dealray/deals/car-search', () => {
  it('lists cars near the agency with SPEC 3 fields (passangerCapacity, sic) for the default rental', async () => {
    const res = await send('POST', CAR_SEARCH, {});
    expect(res.statusCode).toBe(200);
    const deals = carDealsResponseSchema.parse(res.json());
    expect(deals.length).toBeGreaterThan(0);
    const { start, end } = dealStayWindow(new Date());
    for (const d of deals) {
      expect(d.distance).toBeLessThanOrEqual(15);
      expect(d.passangerCapacity).toBeGreaterThan(0);
      expect(d.link).toContain(`pickUpDateTime=${start}T10%3A00%3A00&returnDateTime=${end}T10%3A00%3A00&age=25`);
    }
  });

  it('charges per started day', async () => {
    const body = (ret: string) => ({ pickUpDateTime: '2027-03-12T10:00', returnDateTime: ret, searchString: 'kestrel' });
    const one = carDealsResponseSchema.parse((await send('POST', CAR_SEARCH, body('2027-03-13T10:00'))).json());
    const three = carDealsResponseSchema.parse((await send('POST', CAR_SEARCH, body('2027-03-14T11:00'))).json());
    expect(one.length).toBeGreaterThan(0);
    expect(three[0]?.rates.taxAndFee).toBe(3 * (one[0]?.rates.taxAndFee ?? 0));
    for (const d of one) expect(d.supplierName).toBe('Kestrel Drive');
  });

  test.each([
    [{ age: 20 }, 'body.age'],
    [{ age: 17 }, 'body.age'],
    [{ pickupLatitude: 40 }, 'body.pickupLongitude'],
    [{ countryOfResidence: 'usa' }, 'body.countryOfResidence'],
    [{ pickUpDateTime: 'tomorrow' }, 'body.pickUpDateTime'],
    [{ pickUpDateTime: '2027-03-14T10:00', returnDateTime: '2027-03-12T10:00' }, 'body.returnDateTime'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await send('POST', CAR_SEARCH, body);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.message).toContain(field);
  });

  it('accepts a 21-year-old driver', async () => {
    expect((await send('POST', CAR_SEARCH, { age: 21 })).statusCode).toBe(200);
  });
});

describe('every demo agency', () => {
  test.each(DEMO_AGENCIES.filter((a) => a.status === 'Active').map((a) => [a.subdomain, a.dealsLocation.city] as const))(
    '%s has hotel, car and activity deals around %s',
    async (subdomain) => {
      const host = `${subdomain}.localhost`;
      for (const url of [HOTEL_SEARCH, ACTIVITY_SEARCH, CAR_SEARCH]) {
        const res = await send('POST', url, {}, host);
        expect(res.statusCode).toBe(200);
        const list = url === HOTEL_SEARCH ? res.json().response : res.json();
        expect(list.length).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('closed (inactive) has a catalogue around its location too, though it cannot serve it', async () => {
    const closed = DEMO_AGENCIES.find((a) => a.subdomain === 'closed');
    if (!closed) throw new Error('no closed agency');
    const providers = catalogueProviders(server.database.db);
    const center = { latitude: closed.dealsLocation.latitude, longitude: closed.dealsLocation.longitude };
    const occupancies = [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }];
    expect((await providers.hotels.deals({ center, radiusKm: 15, stay: STAY, occupancies })).length).toBeGreaterThan(2);
    expect((await providers.activities.deals({ center, radiusKm: 15 })).length).toBeGreaterThan(2);
    expect((await providers.cars.deals({ pickup: center, dropOff: center, radiusKm: 15, rentalDays: 2 })).length).toBeGreaterThan(2);
  });
});

describe('tenants', () => {
  test.each([HOTEL_SEARCH, ACTIVITY_SEARCH, CAR_SEARCH])('%s: unknown agency 404, inactive 403', async (url) => {
    const unknown = await send('POST', url, {}, 'nowhere.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'AGENCY_NOT_FOUND', message: AGENCY_NOT_FOUND_TEXT } });
    const inactive = await send('POST', url, {}, 'closed.localhost');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ error: { code: 'AGENCY_INACTIVE', message: AGENCY_INACTIVE_TEXT } });
  });
});

describe('price visibility (SPEC 1, 6)', () => {
  const agentOnly = (body: unknown) => JSON.stringify(body).match(/wholesaleRate|"markup"/g) ?? [];

  it('never sends the wholesale rate or markup to an anonymous visitor', async () => {
    for (const [url, host] of [
      [HOTEL_SEARCH, 'wayfarer.localhost'],
      [ACTIVITY_SEARCH, 'sunny.localhost'],
      [CAR_SEARCH, 'nordic.localhost'],
    ] as const) {
      const res = await send('POST', url, {}, host);
      expect(res.statusCode).toBe(200);
      expect(agentOnly(res.json())).toEqual([]);
    }
  });

  test.each([
    ['agent@wayfarer.test', true],
    ['restricted@wayfarer.test', false],
    ['traveller@wayfarer.test', false],
  ])('%s sees them: %s', async (email, sees) => {
    const token = await tokenFor(server.app, email);
    const res = await server.app.inject({
      method: 'POST',
      url: HOTEL_SEARCH,
      headers: { host: 'wayfarer.localhost', ...withToken(token) },
      payload: { stayPeriod: STAY, ...NEW_YORK },
    });
    expect(res.statusCode).toBe(200);
    const [first] = hotelDealsResponseSchema.parse(res.json()).response;
    if (sees) expect(first?.rates).toMatchObject({ wholesaleRate: 44_600, markup: 5_352 });
    else expect(agentOnly(res.json())).toEqual([]);
  }, DB_TIMEOUT_MS);
});
