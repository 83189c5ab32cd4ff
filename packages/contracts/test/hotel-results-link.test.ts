import { hasResultsFilters, hotelDetailsPath, hotelResultsPath, parseHotelResults, parseHotelStay, type HotelResultsQuery } from '@travel/contracts';

const base: HotelResultsQuery = {
  destination: { cityId: 3 },
  place: 'Oslo, NO',
  checkIn: '2027-03-12',
  checkOut: '2027-03-14',
  rooms: [{ adults: 2, childAges: [5] }, { adults: 1, childAges: [] }],
  sort: 'price',
  page: 1,
  filters: {},
};

const parse = (path: string) => parseHotelResults(new URLSearchParams(path.split('?')[1] ?? path));

describe('hotelResultsPath writes a short, readable link', () => {
  test.each<[string, Partial<HotelResultsQuery>, string]>([
    ['a city search with defaults', {}, '/booknow/hotels/search-details?cityId=3&place=Oslo,+NO&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2-5,1'],
    ['a point, sorted by distance, page 3', { destination: { latitude: 40.7128, longitude: -74.006 }, place: '', sort: 'distance', page: 3 },
      '/booknow/hotels/search-details?lat=40.7128&lon=-74.006&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2-5,1&sort=distance&page=3'],
    ['every filter', { filters: { priceMin: 5000, priceMax: 20000, stars: [5, 4], guestRatingMin: 4, freeCancellation: true, amenities: ['Pool', 'Free Wi-Fi'] } },
      '/booknow/hotels/search-details?cityId=3&place=Oslo,+NO&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2-5,1&priceMin=5000&priceMax=20000&stars=4,5&rating=4&freeCancellation=1&amenity=Pool&amenity=Free+Wi-Fi'],
  ])('%s', (_name, change, path) => {
    expect(hotelResultsPath({ ...base, ...change })).toBe(path);
  });
});

describe('parseHotelResults reads back what the path wrote', () => {
  test.each<[string, Partial<HotelResultsQuery>]>([
    ['defaults', {}],
    ['a point and a sort', { destination: { latitude: -23.5505, longitude: -46.6333 }, sort: 'rating', page: 2 }],
    ['filters', { filters: { priceMin: 0, priceMax: 9900, stars: [3], guestRatingMin: 4.5, freeCancellation: true, amenities: ['Spa'] } }],
  ])('%s', (_name, change) => {
    const query = { ...base, ...change };
    expect(parse(hotelResultsPath(query))).toEqual(query);
  });
});

describe('a malformed link', () => {
  test.each([
    ['no destination', 'checkIn=2027-03-12&checkOut=2027-03-14&rooms=2'],
    ['a latitude out of range', 'lat=91&lon=10&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2'],
    ['a bad date', 'cityId=3&checkIn=12/03/2027&checkOut=2027-03-14&rooms=2'],
    ['bad rooms', 'cityId=3&checkIn=2027-03-12&checkOut=2027-03-14&rooms=two'],
  ])('%s is no search', (_name, query) => {
    expect(parse(query)).toBeUndefined();
  });

  test.each<[string, string, Partial<HotelResultsQuery>]>([
    ['an unknown sort is price', 'sort=cheapest', { sort: 'price' }],
    ['page 0 is page 1', 'page=0', { page: 1 }],
    ['a max below the min is dropped', 'priceMin=500&priceMax=100', { filters: { priceMin: 500 } }],
    ['stars out of 1-5 are dropped', 'stars=0,4,9,4', { filters: { stars: [4] } }],
    ['a rating over 5 is dropped', 'rating=7', { filters: {} }],
    ['freeCancellation other than 1 is no filter', 'freeCancellation=yes', { filters: {} }],
  ])('%s', (_name, extra, expected) => {
    const parsed = parse(`cityId=3&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2&${extra}`);
    expect(parsed).toMatchObject(expected);
  });
});

test.each([
  [{}, false],
  [{ stars: [] }, false],
  [{ freeCancellation: false }, false],
  [{ stars: [4] }, true],
  [{ priceMin: 0 }, true],
  [{ amenities: ['Spa'] }, true],
])('hasResultsFilters(%j) is %s', (filters, expected) => {
  expect(hasResultsFilters(filters)).toBe(expected);
});

describe('a details link opened from the results carries the search back', () => {
  const stay = { hotelId: 12, checkIn: base.checkIn, checkOut: base.checkOut, rooms: base.rooms };
  const withFilters: HotelResultsQuery = { ...base, sort: 'rating', page: 2, filters: { stars: [4, 5], amenities: ['Pool', 'Free Wi-Fi'], freeCancellation: true } };

  test.each<[string, HotelResultsQuery | undefined, string]>([
    ['from a deal: the stay only', undefined, '/booknow/hotels/details?hotelId=12&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2-5,1'],
    ['from the results: the stay, then the search', withFilters,
      '/booknow/hotels/details?hotelId=12&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2-5,1&cityId=3&place=Oslo,+NO&sort=rating&page=2&stars=4,5&freeCancellation=1&amenity=Pool&amenity=Free+Wi-Fi'],
  ])('%s', (_name, from, path) => {
    expect(hotelDetailsPath(stay, from)).toBe(path);
  });

  test('both the stay and the search read back from it', () => {
    const path = hotelDetailsPath(stay, withFilters);
    expect(parseHotelStay(new URLSearchParams(path.split('?')[1]))).toEqual(stay);
    expect(parse(path)).toEqual(withFilters);
    expect(parse(hotelDetailsPath(stay))).toBeUndefined();
  });

  test("the stay's dates and rooms stand for the search's", () => {
    const later = { ...stay, checkIn: '2027-04-01', checkOut: '2027-04-03', rooms: [{ adults: 1, childAges: [] }] };
    expect(parse(hotelDetailsPath(later, withFilters))).toEqual({ ...withFilters, checkIn: '2027-04-01', checkOut: '2027-04-03', rooms: [{ adults: 1, childAges: [] }] });
  });
});
