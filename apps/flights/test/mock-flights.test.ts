import { flightSearchResponseSchema, isoDay } from '@travel/contracts';

// The mocks' GET /api/flights/search (mocks/services/flights) answers what the API sends: each parses with its contract schema.
const day = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

test.each([
  ['a return trip OSL-JFK for a family in euros', `from=OSL&to=JFK&depart=${day(30)}&return=${day(37)}&adults=2&children=1&infants=1&currency=EUR`],
  ['one way OSL-LHR in business', `from=OSL&to=LHR&depart=${day(10)}&cabin=business`],
  ['a route without flights', `from=OSL&to=DXB&depart=${day(10)}`],
])('%s', async (_name, query) => {
  const response = await fetch(`http://localhost/api/flights/search?${query}`);
  expect(response.status).toBe(200);
  const answer = flightSearchResponseSchema.parse(await response.json());
  expect(answer.inbound === null).toBe(!query.includes('return='));
});

test('the OSL-JFK timetable has what the screens must show', async () => {
  const answer = flightSearchResponseSchema.parse(await (await fetch(`http://localhost/api/flights/search?from=OSL&to=JFK&depart=${day(30)}`)).json());
  expect(answer.outbound.map((journey) => journey.stops).sort()).toEqual([0, 0, 1, 2]);
  expect(answer.outbound.some((journey) => journey.dayOffset === 1 && journey.stops === 0)).toBe(true);
  const layovers = answer.outbound.flatMap((journey) => journey.layovers);
  expect(layovers.some((layover) => layover.long)).toBe(true);
  expect(layovers.some((layover) => layover.overnight && layover.changeOfAirport === 'LHR')).toBe(true);
  expect(answer.outbound[0]!.fares.map((fare) => fare.brand.brand)).toEqual(['basic', 'standard', 'flex']);
});

test('a search the schema refuses is the API 400', async () => {
  const response = await fetch(`http://localhost/api/flights/search?from=OSL&to=OSL&depart=${day(10)}`);
  expect(response.status).toBe(400);
});
