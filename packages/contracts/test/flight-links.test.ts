import {
  flightDetailsPath,
  flightReservationPath,
  flightResultsPath,
  parseFlightDetails,
  parseFlightReservation,
  parseFlightResults,
  type FlightDetailsQuery,
  type FlightResultsQuery,
} from '@travel/contracts';

const search: FlightResultsQuery = { from: 'OSL', to: 'JFK', depart: '2026-12-01', return: '2026-12-08', adults: 2, children: 0, infants: 1, cabin: 'economy' };
const chosen: FlightDetailsQuery = { ...search, outbound: 'BA763.2026-12-01_BA117.2026-12-01', inbound: 'DY7002.2026-12-08', currency: 'EUR' };

const paramsOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? path);
const { return: _return, ...oneWay } = search;

describe('flightResultsPath writes the search in the order it reads', () => {
  test.each<[string, FlightResultsQuery, string]>([
    ['a return trip', search, '/booknow/flights/search-details?from=OSL&to=JFK&depart=2026-12-01&return=2026-12-08&adults=2&children=0&infants=1&cabin=economy'],
    ['a one-way trip has no return', { ...oneWay, adults: 1, infants: 0, cabin: 'business' }, '/booknow/flights/search-details?from=OSL&to=JFK&depart=2026-12-01&adults=1&children=0&infants=0&cabin=business'],
  ])('%s', (_name, query, path) => {
    expect(flightResultsPath(query)).toBe(path);
  });
});

describe('parseFlightResults reads back what the path wrote', () => {
  test.each<[string, FlightResultsQuery]>([
    ['a return trip', search],
    ['a one-way trip', oneWay],
    ['a full party in first', { ...search, adults: 4, children: 5, infants: 4, cabin: 'first' }],
  ])('%s', (_name, query) => {
    expect(parseFlightResults(paramsOf(flightResultsPath(query)))).toEqual(query);
  });
});

describe('a hand-edited results link', () => {
  test.each([
    ['no origin', 'to=JFK&depart=2026-12-01'],
    ['a city name for an airport', 'from=Oslo&to=JFK&depart=2026-12-01'],
    ['no departure', 'from=OSL&to=JFK'],
    ['a departure not in YYYY-MM-DD', 'from=OSL&to=JFK&depart=01/12/2026'],
  ])('%s is no search', (_name, query) => {
    expect(parseFlightResults(new URLSearchParams(query))).toBeUndefined();
  });

  test.each<[string, string, Partial<FlightResultsQuery>]>([
    ['lower-case codes are read as codes', 'from=osl&to=jfk', { from: 'OSL', to: 'JFK' }],
    ['no party is one adult', '', { adults: 1, children: 0, infants: 0 }],
    ['an unreadable count falls back', 'adults=two&children=12', { adults: 1, children: 0 }],
    ['an unknown cabin is economy', 'cabin=deluxe', { cabin: 'economy' }],
  ])('%s', (_name, extra, expected) => {
    const parsed = parseFlightResults(new URLSearchParams(`from=OSL&to=JFK&depart=2026-12-01&${extra}`));
    expect(parsed).toMatchObject(expected);
  });

  test('a malformed return is a one-way trip', () => {
    expect(parseFlightResults(new URLSearchParams('from=OSL&to=JFK&depart=2026-12-01&return=soon'))).not.toHaveProperty('return');
  });
});

describe('the details and reservation links', () => {
  test('carry the journeys, the search and the currency', () => {
    expect(flightDetailsPath(chosen)).toBe(
      '/flight-details?outbound=BA763.2026-12-01_BA117.2026-12-01&inbound=DY7002.2026-12-08&from=OSL&to=JFK&depart=2026-12-01&return=2026-12-08&adults=2&children=0&infants=1&cabin=economy&currency=EUR',
    );
    expect(flightReservationPath({ ...chosen, brand: 'standard' })).toMatch(/^\/booknow\/flights\/reservation-details\?outbound=.*&currency=EUR&brand=standard$/);
  });

  test.each<[string, FlightDetailsQuery]>([
    ['a return trip', chosen],
    ['a one-way trip', { ...oneWay, outbound: 'DY7001.2026-12-01', currency: 'USD' }],
  ])('read back: %s', (_name, query) => {
    expect(parseFlightDetails(paramsOf(flightDetailsPath(query)))).toEqual(query);
    expect(parseFlightReservation(paramsOf(flightReservationPath({ ...query, brand: 'flex' })))).toEqual({ ...query, brand: 'flex' });
  });

  test.each([
    ['a malformed key', { outbound: 'BA 117' }],
    ['a return search without its journey back', { inbound: undefined }],
    ['a one-way search with a journey back', { return: undefined }],
    ['no currency', { currency: '' }],
  ])('%s is no choice', (_name, change) => {
    const params = paramsOf(flightDetailsPath({ ...chosen, ...change } as FlightDetailsQuery));
    expect(parseFlightDetails(params)).toBeUndefined();
  });

  test('a reservation needs a known brand', () => {
    expect(parseFlightReservation(paramsOf(`${flightDetailsPath(chosen)}&brand=premium`))).toBeUndefined();
  });
});
