import type { ServiceTitle, StayWindow } from '@travel/contracts';
import { agencyFixture } from '@travel/mocks';
import { dealHref, type DealTrip } from '../../src/home/dealLinks';
import { dealsPlace } from '../../src/home/dealRequests';
import type { ListedDealService } from '../../src/home/dealTabs';

const stay: StayWindow = { start: '2027-03-12', end: '2027-03-14' };
const jfk = { name: 'Atlas Rent a Car, JFK Airport', latitude: 40.6413, longitude: -73.7781 };
const midtown = { name: 'Atlas Rent a Car, Midtown', latitude: 40.7549, longitude: -73.984 };
const TODAY: ReadonlySet<ServiceTitle> = new Set(['Hotels']);
const WITH_CARS: ReadonlySet<ServiceTitle> = new Set(['Hotels', 'Cars', 'Activities']);

const CAR_LINK = '/booknow/cars/result-details?carId=7&pickUpDateTime=2027-03-12T10%3A00%3A00&returnDateTime=2027-03-14T10%3A00%3A00&age=25';
const ACTIVITY_LINK = '/booknow/activities/result-details/NYC-WALK-1';
const HOTEL_LINK = '/booknow/hotels/details?hotelId=1&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2';

test.each<[string, ListedDealService, string, DealTrip, ReadonlySet<ServiceTitle>, string]>([
  [
    'a car picked up and returned at one desk opens the cars page with the desk and the dates',
    'Cars', CAR_LINK, { place: jfk, dropOff: jfk, stay }, TODAY,
    '/booknow/cars/search?place=Atlas+Rent+a+Car%2C+JFK+Airport&lat=40.6413&long=-73.7781&start=2027-03-12&end=2027-03-14',
  ],
  [
    'a car returned elsewhere carries the drop-off too',
    'Cars', CAR_LINK, { place: jfk, dropOff: midtown, stay }, TODAY,
    '/booknow/cars/search?place=Atlas+Rent+a+Car%2C+JFK+Airport&lat=40.6413&long=-73.7781&dropOff=Atlas+Rent+a+Car%2C+Midtown&dropOffLat=40.7549&dropOffLong=-73.984&start=2027-03-12&end=2027-03-14',
  ],
  [
    'an activity opens the activities page with the city the deals were searched in and the dates',
    'Activities', ACTIVITY_LINK, { place: { name: 'New York City', latitude: 40.7128, longitude: -74.006 }, stay }, TODAY,
    '/booknow/activities/search?place=New+York+City&lat=40.7128&long=-74.006&start=2027-03-12&end=2027-03-14',
  ],
  [
    'a point from the URL has no name: only its coordinates go',
    'Activities', ACTIVITY_LINK, { place: { latitude: 25.79, longitude: -80.13 }, stay }, TODAY,
    '/booknow/activities/search?lat=25.79&long=-80.13&start=2027-03-12&end=2027-03-14',
  ],
  ['once the cars journey is built, a car opens its deal', 'Cars', CAR_LINK, { place: jfk, dropOff: midtown, stay }, WITH_CARS, CAR_LINK],
  ['once the activities journey is built, an activity opens its deal', 'Activities', ACTIVITY_LINK, { place: jfk, stay }, WITH_CARS, ACTIVITY_LINK],
  ['a hotel, bookable today, opens its deal', 'Hotels', HOTEL_LINK, { place: jfk, stay }, TODAY, HOTEL_LINK],
])('%s', (_case, service, link, trip, bookable, expected) => {
  expect(dealHref(service, link, trip, bookable)).toBe(expected);
});

test('with the services bookable today, car and activity deals never lead to their unbuilt journey', () => {
  expect(dealHref('Cars', CAR_LINK, { place: jfk, stay })).toMatch(/^\/booknow\/cars\/search\?/);
  expect(dealHref('Activities', ACTIVITY_LINK, { place: jfk, stay })).toMatch(/^\/booknow\/activities\/search\?/);
});

test.each([
  ['', { name: 'New York City', latitude: 40.7128, longitude: -74.006 }],
  ['lat=25.79&long=-80.13', { latitude: 25.79, longitude: -80.13 }],
  ['lat=999&long=-80.13', { name: 'New York City', latitude: 40.7128, longitude: -74.006 }],
])('the deals place of ?%s is %j', (query, place) => {
  const agency = agencyFixture({ dealsLocation: { city: 'New York City', latitude: 40.7128, longitude: -74.006 } });
  expect(dealsPlace(new URLSearchParams(query), agency)).toEqual(place);
});
