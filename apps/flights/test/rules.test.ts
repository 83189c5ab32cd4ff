import type { JourneyOffer, Rates } from '@travel/contracts';
import { dayOffsetText, dayPartOf, durationWords } from '../src/format';
import { draftErrors, initialDraft, passengersError, searchTarget, swapAirports, type FlightSearchDraft } from '../src/form/searchDraft';
import { bestScore, durationChoices, sortJourneys, type ListedJourney } from '../src/results/journeyList';

const today = '2026-11-24';

describe('durations and times', () => {
  test.each([
    [445, { key: 'duration.hoursMinutes', hours: 7, minutes: '25' }],
    [425, { key: 'duration.hoursMinutes', hours: 7, minutes: '05' }],
    [480, { key: 'duration.hours', hours: 8, minutes: '00' }],
    [45, { key: 'duration.minutes', hours: 0, minutes: '45' }],
    [1555, { key: 'duration.hoursMinutes', hours: 25, minutes: '55' }],
  ])('%i minutes', (minutes, words) => {
    expect(durationWords(minutes)).toEqual(words);
  });

  test.each([
    [0, ''],
    [1, '+1'],
    [2, '+2'],
    [-1, '-1'],
  ])('day offset %i is %p', (offset, text) => {
    expect(dayOffsetText(offset)).toBe(text);
  });

  test.each([
    ['2026-12-01T00:00', 'night'],
    ['2026-12-01T04:59', 'night'],
    ['2026-12-01T05:00', 'morning'],
    ['2026-12-01T11:59', 'morning'],
    ['2026-12-01T12:00', 'afternoon'],
    ['2026-12-01T17:35', 'afternoon'],
    ['2026-12-01T18:00', 'evening'],
    ['2026-12-01T23:10', 'evening'],
  ])('%s is %s, read from the string whatever the zone', (local, part) => {
    expect(dayPartOf(local)).toBe(part);
  });
});

describe('the search draft', () => {
  const complete: FlightSearchDraft = {
    ...initialDraft(undefined, today),
    fromText: 'Oslo (OSL)',
    from: { code: 'OSL', label: 'Oslo (OSL)' },
    toText: 'New York (JFK)',
    to: { code: 'JFK', label: 'New York (JFK)' },
  };

  test('a new search is a return trip in two weeks, for one adult in economy', () => {
    expect(initialDraft(undefined, today)).toMatchObject({ trip: 'return', depart: '2026-12-08', returnDate: '2026-12-15', passengers: { adults: 1, children: 0, infants: 0 }, cabin: 'economy' });
  });

  test.each<[string, Partial<FlightSearchDraft>, object]>([
    ['complete', {}, {}],
    ['a typed airport not picked', { toText: 'New Yo' }, { to: 'choose' }],
    ['no origin', { fromText: '', from: null }, { from: 'required' }],
    ['the same airport', { toText: 'Oslo (OSL)', to: { code: 'OSL', label: 'Oslo (OSL)' } }, { to: 'same' }],
    ['a past departure', { depart: '2026-11-20' }, { dates: { checkIn: 'past' } }],
    ['a departure past the horizon', { depart: '2028-01-01', returnDate: '2028-01-05' }, { dates: { checkIn: 'tooFar' } }],
    ['a return before the departure', { returnDate: '2026-12-01' }, { dates: { checkOut: 'beforeCheckIn' } }],
    ['a return on the departure day', { returnDate: '2026-12-08' }, {}],
    ['a return past the horizon', { returnDate: '2027-11-25' }, { dates: { checkOut: 'tooFar' } }],
    ['one way ignores the return', { trip: 'oneway', returnDate: '' }, {}],
    ['more infants than adults', { passengers: { adults: 1, children: 0, infants: 2 } }, { passengers: 'infantsOverAdults' }],
    ['ten seats', { passengers: { adults: 5, children: 5, infants: 0 } }, { passengers: 'tooManySeats' }],
  ])('%s', (_name, change, errors) => {
    const { dates, ...fields } = draftErrors({ ...complete, ...change }, today);
    const found = Object.fromEntries(Object.entries({ ...fields, dates: Object.keys(dates).length > 0 ? dates : undefined }).filter(([, value]) => value !== undefined));
    expect(found).toEqual(errors);
  });

  test('passengersError follows the contracts rule', () => {
    expect(passengersError({ adults: 0, children: 1, infants: 0 })).toBe('noAdult');
    expect(passengersError({ adults: 9, children: 0, infants: 9 })).toBeUndefined();
  });

  test('swapping exchanges the airports and their text', () => {
    expect(swapAirports(complete)).toMatchObject({ fromText: 'New York (JFK)', from: { code: 'JFK' }, toText: 'Oslo (OSL)', to: { code: 'OSL' } });
  });

  test('a complete draft links to its results; an incomplete one to nothing', () => {
    expect(searchTarget({ ...complete, trip: 'oneway' }, today)).toBe('/booknow/flights/search-details?from=OSL&to=JFK&depart=2026-12-08&adults=1&children=0&infants=0&cabin=economy');
    expect(searchTarget({ ...complete, toText: '' }, today)).toBeUndefined();
  });
});

describe('the list', () => {
  const rates = (total: number): Rates => ({ currency: 'USD', baseRate: total - 100, taxAndFee: 100, totalRate: total, publishedRate: total + 100, savedPrice: 100, discountPercentage: 1 });
  const journey = (key: string, durationMinutes: number, departure: string): JourneyOffer =>
    ({ key, durationMinutes, segments: [{ departure }], layovers: [], stops: 0, dayOffset: 0, fares: [] }) as unknown as JourneyOffer;
  const listed = (key: string, price: number | undefined, minutes: number, departure = '2026-12-01T10:00'): ListedJourney => ({
    journey: journey(key, minutes, departure),
    price: price === undefined ? undefined : { brand: 'basic', price: rates(price) },
  });

  test.each([
    ['the cheapest and fastest', 100, 60, 2],
    ['twice the price', 200, 60, 3],
    ['twice the time', 100, 120, 3],
    ['both one and a half times', 150, 90, 3],
  ])('best score: %s', (_name, price, minutes, score) => {
    expect(bestScore(price, minutes, 100, 60)).toBe(score);
  });

  const items = [listed('slow-cheap', 100, 600, '2026-12-01T20:00'), listed('fast-dear', 300, 300, '2026-12-01T09:00'), listed('sold-out', undefined, 200, '2026-12-01T06:00'), listed('balanced', 150, 360, '2026-12-01T12:00')];
  test.each([
    ['best', ['balanced', 'slow-cheap', 'fast-dear', 'sold-out']],
    ['cheapest', ['slow-cheap', 'balanced', 'fast-dear', 'sold-out']],
    ['fastest', ['fast-dear', 'balanced', 'slow-cheap', 'sold-out']],
    ['earliest', ['fast-dear', 'balanced', 'slow-cheap', 'sold-out']],
  ] as const)('%s', (sort, keys) => {
    expect(sortJourneys(items, sort).map((item) => item.journey.key)).toEqual(keys);
  });

  test('duration choices run from the fastest to the slowest journey', () => {
    expect(durationChoices([journey('a', 510, ''), journey('b', 1555, '')])).toEqual([9, 13, 17, 21, 25]);
    expect(durationChoices([journey('a', 510, '')])).toEqual([]);
  });
});
