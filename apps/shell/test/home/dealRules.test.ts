import { DEALS_DEFAULTS, dealStayWindow, nightsBetween } from '@travel/contracts';
import { agencyFixture } from '@travel/mocks';
import { dealServices, revealPath, selectedDealTab, tabQueryValue, type DealService } from '../../src/home/dealTabs';
import { tabKeyTarget } from '../../src/home/tabKeys';
import { FIRST_ROW_SIZE, dealRows } from '../../src/home/dealRows';
import {
  activityDealsRequest,
  carDealsRequest,
  carPickupPoint,
  dealsPoint,
  hotelDealsRequest,
  pointFromQuery,
} from '../../src/home/dealRequests';
import { formatDuration, splitDuration } from '../../src/home/duration';
import { formatDistance } from '../../src/home/distance';

const ALL: DealService[] = ['Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise'];

describe('deals tabs (SPEC 2.3, 2.4, 4)', () => {
  test('one tab per enabled service but Resorts, in the nav order whatever the menu order', () => {
    const agency = agencyFixture({
      bookingMenuItemOptions: [
        { title: 'Cruise', active: true },
        { title: 'Resorts', active: true },
        { title: 'Hotels', active: true },
        { title: 'Activities', active: true },
        { title: 'Air Travel', active: false },
      ],
    });
    expect(dealServices(agency)).toEqual(['Hotels', 'Activities', 'Cruise']);
    expect(dealServices(agencyFixture())).toEqual(ALL);
  });

  test.each([
    [ALL, null, 'Hotels'],
    [ALL, 'Hotels', 'Hotels'],
    [ALL, 'Flights', 'Air Travel'],
    [ALL, 'Car Rentals', 'Cars'],
    [ALL, 'Activities', 'Activities'],
    [ALL, 'Cruises', 'Cruise'],
    [ALL, 'Cars', 'Hotels'], // the query value is 'Car Rentals', not the service title
    [ALL, 'Air Travel', 'Hotels'],
    [ALL, 'Resorts', 'Hotels'],
    [ALL, 'hotels', 'Hotels'],
    [['Hotels', 'Activities', 'Cruise'], 'Flights', 'Hotels'], // not enabled: the first
    [['Activities', 'Cruise'], null, 'Activities'],
    [['Activities', 'Cruise'], 'Cruises', 'Cruise'],
    [[], 'Hotels', null],
  ] as [DealService[], string | null, DealService | null][])('services %j, ?tab=%s -> %s', (services, tab, expected) => {
    expect(selectedDealTab(services, tab)).toBe(expected);
  });

  test.each([
    ['Hotels', '/?tab=Hotels'],
    ['Air Travel', '/?tab=Flights'],
    ['Cars', '/?tab=Car+Rentals'],
    ['Activities', '/?tab=Activities'],
    ['Cruise', '/?tab=Cruises'],
  ] as [DealService, string][])("'Reveal Price' on a %s deal goes to %s", (service, path) => {
    expect(revealPath(service)).toBe(path);
    expect(new URLSearchParams(path.slice(2)).get('tab')).toBe(tabQueryValue(service));
  });
});

describe('tab keyboard navigation (WAI-ARIA tabs)', () => {
  test.each([
    ['ArrowRight', 0, 5, false, 1],
    ['ArrowRight', 4, 5, false, 0], // wraps
    ['ArrowLeft', 0, 5, false, 4], // wraps
    ['ArrowLeft', 3, 5, false, 2],
    ['ArrowLeft', 0, 5, true, 1], // right-to-left: left is forward
    ['ArrowRight', 0, 5, true, 4],
    ['Home', 3, 5, false, 0],
    ['End', 1, 5, false, 4],
    ['Home', 3, 5, true, 0],
    ['Enter', 2, 5, false, null],
    ['ArrowDown', 2, 5, false, null],
    ['ArrowRight', 0, 1, false, 0],
    ['ArrowRight', 0, 0, false, null],
  ])('%s from tab %i of %i (rtl %s) -> %s', (key, index, count, rtl, expected) => {
    expect(tabKeyTarget(key, index, count, rtl)).toBe(expected);
  });
});

describe('stay window: 19 and 21 days after the start of the week, Sunday, UTC (as apps/api stay-window.ts)', () => {
  test.each([
    ['2026-11-22T09:00:00Z', '2026-12-11', '2026-12-13'], // a Sunday: the week starts today
    ['2026-11-23T00:00:00Z', '2026-12-11', '2026-12-13'], // Monday
    ['2026-11-28T23:59:59Z', '2026-12-11', '2026-12-13'], // Saturday, last second of the week
    ['2026-11-29T00:00:00Z', '2026-12-18', '2026-12-20'], // the next Sunday: next week
    ['2026-12-30T12:00:00Z', '2027-01-15', '2027-01-17'], // across the new year
    ['2028-02-10T12:00:00Z', '2028-02-25', '2028-02-27'], // leap year February
    ['2026-11-28T22:00:00-05:00', '2026-12-18', '2026-12-20'], // Saturday evening in New York is Sunday in UTC
  ])('%s -> %s to %s, 2 nights', (now, start, end) => {
    const stay = dealStayWindow(new Date(now));
    expect(stay).toEqual({ start, end });
    expect(nightsBetween(stay.start, stay.end)).toBe(2);
    expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(5); // a Friday-to-Sunday weekend
  });
});

describe('deal rows: the first 4 cards in row 1, the rest in row 2 (SPEC 2.4, 9)', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  test.each([
    [0, []],
    [1, [[1]]],
    [4, [[1, 2, 3, 4]]],
    [5, [[1, 2, 3, 4], [5]]],
    [9, [[1, 2, 3, 4], [5, 6, 7, 8, 9]]],
    [20, [[1, 2, 3, 4], list(20).slice(4)]],
  ])('%i deals -> %j', (count, rows) => {
    expect(dealRows(list(count))).toEqual(rows);
  });
  test('row 1 holds 4 cards', () => expect(FIRST_ROW_SIZE).toBe(4));
});

describe('where the deals are searched (SPEC 2.3 lat, long, airportLat, airportLong)', () => {
  const agency = agencyFixture(); // New York: 40.7128, -74.006
  const newYork = { latitude: 40.7128, longitude: -74.006 };
  const q = (query: string) => new URLSearchParams(query);

  test.each([
    ['', null],
    ['lat=25.79&long=-80.13', { latitude: 25.79, longitude: -80.13 }],
    ['lat=-33.87&long=151.21', { latitude: -33.87, longitude: 151.21 }],
    ['lat=0&long=0', { latitude: 0, longitude: 0 }],
    ['lat=25.79', null], // both or nothing
    ['long=-80.13', null],
    ['lat=&long=', null],
    ['lat=abc&long=1', null],
    ['lat=91&long=0', null],
    ['lat=0&long=-180.5', null],
    ['lat=%2025.5%20&long=10', { latitude: 25.5, longitude: 10 }],
  ])('?%s -> %j', (query, point) => {
    expect(pointFromQuery(q(query), 'lat', 'long')).toEqual(point);
  });

  test.each([
    ['', newYork, newYork],
    ['lat=25.79&long=-80.13', { latitude: 25.79, longitude: -80.13 }, { latitude: 25.79, longitude: -80.13 }],
    ['airportLat=40.64&airportLong=-73.78', newYork, { latitude: 40.64, longitude: -73.78 }],
    ['lat=25.79&long=-80.13&airportLat=25.8&airportLong=-80.29', { latitude: 25.79, longitude: -80.13 }, { latitude: 25.8, longitude: -80.29 }],
    ['airportLat=40.64', newYork, newYork],
  ])('?%s -> deals at %j, cars from %j', (query, deals, cars) => {
    expect(dealsPoint(q(query), agency)).toEqual(deals);
    expect(carPickupPoint(q(query), agency)).toEqual(cars);
  });
});

describe('deal requests (SPEC 7, 9)', () => {
  const point = { latitude: 25.79, longitude: -80.13 };
  const stay = { start: '2026-12-11', end: '2026-12-13' };

  test('hotels: 1 room, 2 adults, no children, radius 15, IN, IN, USD, the stay window', () => {
    expect(hotelDealsRequest(point, stay)).toEqual({
      occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
      stayPeriod: stay,
      latitude: 25.79,
      longitude: -80.13,
      nationality: 'IN',
      destinationCountryCode: 'IN',
      currency: 'USD',
      radius: 15,
      isOTA: true,
      isHome: true,
      isFromDestination: false,
    });
    expect(DEALS_DEFAULTS).toMatchObject({ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, radiusKm: 15, nationality: 'IN', destinationCountryCode: 'IN', currency: 'USD' });
  });

  test('activities: the point and the home page flags', () => {
    expect(activityDealsRequest(point)).toEqual({ latitude: 25.79, longitude: -80.13, isOTA: true, isHome: true, isFromDestination: false });
  });

  test('cars: a 25-year-old US resident, picked up and returned at the point, 10:00 on the first and last day', () => {
    expect(carDealsRequest(point, stay)).toEqual({
      age: 25,
      countryOfResidence: 'US',
      pickUpDateTime: '2026-12-11T10:00:00',
      returnDateTime: '2026-12-13T10:00:00',
      pickupLatitude: 25.79,
      pickupLongitude: -80.13,
      returnLatitude: 25.79,
      returnLongitude: -80.13,
      isOTA: true,
      isHome: true,
      isFromDestination: false,
    });
  });
});

describe('card details', () => {
  test.each([
    [150, { hours: 2, minutes: 30 }, 'en', '2 hours 30 minutes'],
    [60, { hours: 1, minutes: 0 }, 'en', '1 hour'],
    [90, { hours: 1, minutes: 30 }, 'en', '1 hour 30 minutes'],
    [45, { hours: 0, minutes: 45 }, 'en', '45 minutes'],
    [480, { hours: 8, minutes: 0 }, 'en', '8 hours'],
    [0, { hours: 0, minutes: 0 }, 'en', '0 minutes'],
    [150, { hours: 2, minutes: 30 }, 'de', '2 Stunden, 30 Minuten'],
    [60, { hours: 1, minutes: 0 }, 'fr', '1\u00a0heure'], // French puts a no-break space before the unit
  ])('an activity of %i minutes is %j: %s in %s', (minutes, parts, language, text) => {
    expect(splitDuration(minutes)).toEqual(parts);
    expect(formatDuration(minutes, language)).toBe(text);
  });

  test.each([
    [3.65, 'en', '3.65'],
    [1.5, 'en', '1.50'],
    [2.456, 'en', '2.46'],
    [12, 'en', '12.00'],
    [0, 'en', '0.00'],
    [1234.5, 'en', '1,234.50'],
    [3.65, 'de', '3,65'],
    [1.5, 'sv', '1,50'],
  ])('a distance of %s km shows 2 decimals: %s -> %s', (km, language, text) => {
    expect(formatDistance(km, language)).toBe(text);
  });
});
