import { boundingBox } from '../src/inventory/geo';
import { convertFromUsd } from '../src/inventory/money';
import { capStay, dealStayWindow, distanceKm, monthsOfStay, nightsBetween, normaliseSearch, searchTerms, startOfWeek } from '@travel/contracts';
import { rentalDays, rentalPeriod } from '../src/inventory/rental';

describe('dealStayWindow: 19 and 21 days after the start of the week (Sunday, UTC)', () => {
  test.each([
    // now (UTC)                      week starts    start         end
    ['2026-11-22T00:00:00Z', '2026-11-22', '2026-12-11', '2026-12-13'], // a Sunday: its own week
    ['2026-11-22T23:59:59Z', '2026-11-22', '2026-12-11', '2026-12-13'],
    ['2026-11-25T12:00:00Z', '2026-11-22', '2026-12-11', '2026-12-13'], // Wednesday
    ['2026-11-28T23:59:59Z', '2026-11-22', '2026-12-11', '2026-12-13'], // Saturday: still that week
    ['2026-11-29T00:00:00Z', '2026-11-29', '2026-12-18', '2026-12-20'], // next Sunday: next week
    ['2026-12-30T08:00:00Z', '2026-12-27', '2027-01-15', '2027-01-17'], // across a year end
    ['2028-02-10T10:00:00Z', '2028-02-06', '2028-02-25', '2028-02-27'], // leap year February
    ['2028-02-14T10:00:00Z', '2028-02-13', '2028-03-03', '2028-03-05'], // over 29 February
  ])('%s -> week %s, stay %s to %s', (now, week, start, end) => {
    expect(startOfWeek(new Date(now)).toISOString().slice(0, 10)).toBe(week);
    expect(dealStayWindow(new Date(now))).toEqual({ start, end });
  });

  it('is always a Friday-to-Sunday weekend of two nights', () => {
    for (let day = 0; day < 60; day++) {
      const { start, end } = dealStayWindow(new Date(Date.UTC(2026, 0, 1) + day * 86_400_000));
      expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(5);
      expect(nightsBetween(start, end)).toBe(2);
    }
  });
});

describe('stay arithmetic', () => {
  test.each([
    ['2027-03-12', '2027-03-14', 2],
    ['2027-03-27', '2027-03-29', 2], // over the EU clock change: UTC dates, no 23-hour day
    ['2027-12-31', '2028-01-01', 1],
  ])('%s to %s is %i nights', (start, end, nights) => expect(nightsBetween(start, end)).toBe(nights));

  test.each([
    ['2027-01-01', '2027-03-01', { start: '2027-01-01', end: '2027-03-01' }], // 59 nights
    ['2027-01-01', '2027-03-02', { start: '2027-01-01', end: '2027-03-02' }], // 60
    ['2027-01-01', '2027-06-01', { start: '2027-01-01', end: '2027-03-02' }], // capped at 60 (SPEC 5)
  ])('capStay %s to %s', (start, end, expected) => expect(capStay(start, end, 60)).toEqual(expected));

  test.each([
    ['2027-03-30', '2027-04-02', [3, 4]],
    ['2027-03-12', '2027-03-14', [3]],
    ['2027-03-31', '2027-04-01', [3]], // the checkout day is not a night
  ])('months of %s to %s', (start, end, months) => expect(monthsOfStay(start, end)).toEqual(months));
});

describe('rental period', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  test.each([
    [undefined, undefined, '2026-12-11T10:00:00', '2026-12-13T10:00:00', 2],
    ['2027-01-01T10:00', '2027-01-01T18:00', '2027-01-01T10:00', '2027-01-01T18:00', 1],
    ['2027-01-01T10:00:00Z', '2027-01-03T10:00:01Z', '2027-01-01T10:00:00Z', '2027-01-03T10:00:01Z', 3], // a started day counts
    ['2027-01-01T10:00:00+02:00', '2027-01-02T08:00:00Z', '2027-01-01T10:00:00+02:00', '2027-01-02T08:00:00Z', 1],
  ])('%s to %s', (pickUp, ret, expectedPickUp, expectedReturn, days) => {
    const period = rentalPeriod(pickUp, ret, now);
    expect(period).toEqual({ pickUp: expectedPickUp, return: expectedReturn });
    expect(rentalDays(period)).toBe(days);
  });

  it('refuses a return before the pick-up, naming the field', () => {
    expect(() => rentalPeriod('2027-01-02T10:00', '2027-01-01T10:00', now)).toThrow(/returnDateTime/);
  });
});

describe('normaliseSearch', () => {
  test.each([
    ['São Paulo', 'sao paulo'],
    ['Cancún', 'cancun'],
    ['  ZÜRICH ', 'zurich'],
    ['Grünerløkka', 'grunerlokka'],
    ['Montréal–Trudeau', 'montreal trudeau'],
    ["O'Hare", 'ohare'], // apostrophes vanish, so "o'hare" and "ohare" meet
    ['Kraków', 'krakow'],
    ['!!!', ''],
  ])('%j -> %j', (text, expected) => expect(normaliseSearch(text)).toBe(expected));

  it('indexes every word start', () => {
    expect(searchTerms('Rio de Janeiro')).toEqual([
      { term: 'rio de janeiro', position: 0 },
      { term: 'de janeiro', position: 1 },
      { term: 'janeiro', position: 2 },
    ]);
  });
});

describe('geo', () => {
  test.each([
    [{ latitude: 40.7128, longitude: -74.006 }, { latitude: 51.5074, longitude: -0.1278 }, 5570],
    [{ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 }, 22],
    [{ latitude: 59.9139, longitude: 10.7522 }, { latitude: 59.9139, longitude: 10.7522 }, 0],
  ])('distance %o to %o is about %i km', (a, b, km) => expect(Math.round(distanceKm(a, b))).toBeCloseTo(km, -1));

  it('the bounding box holds every point of the circle, and gives up on longitude across the antimeridian', () => {
    const center = { latitude: 59.9, longitude: 10.75 };
    const box = boundingBox(center, 15);
    for (let deg = 0; deg < 360; deg += 5) {
      const p = { latitude: center.latitude + (14.99 / 111.32) * Math.cos((deg * Math.PI) / 180), longitude: center.longitude + (14.99 / (111.32 * Math.cos((59.9 * Math.PI) / 180))) * Math.sin((deg * Math.PI) / 180) };
      expect(p.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(p.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(p.longitude).toBeGreaterThanOrEqual(box.longitude?.min ?? -Infinity);
      expect(p.longitude).toBeLessThanOrEqual(box.longitude?.max ?? Infinity);
    }
    expect(boundingBox({ latitude: -17.7, longitude: 179.95 }, 15).longitude).toBeNull();
  });
});

describe('convertFromUsd: half-up to the target minor unit', () => {
  test.each([
    [10_000, { currency: 'USD', unitsPerUsd: 1, decimals: 2 }, 10_000],
    [10_000, { currency: 'EUR', unitsPerUsd: 0.86, decimals: 2 }, 8_600],
    [12_345, { currency: 'EUR', unitsPerUsd: 0.86, decimals: 2 }, 10_617], // 10616.7
    [50, { currency: 'EUR', unitsPerUsd: 0.5, decimals: 2 }, 25],
    [1, { currency: 'EUR', unitsPerUsd: 0.5, decimals: 2 }, 1], // 0.5 -> 1
    [10_000, { currency: 'JPY', unitsPerUsd: 152.4, decimals: 0 }, 15_240], // 100 $ -> 15240 yen
    [12_345, { currency: 'JPY', unitsPerUsd: 152.4, decimals: 0 }, 18_814], // 18813.78
    [10_000, { currency: 'KWD', unitsPerUsd: 0.3068, decimals: 3 }, 30_680], // 30.680 KWD
  ])('%i cents -> %o -> %i', (amount, conversion, expected) => expect(convertFromUsd(amount, conversion)).toBe(expected));
});
