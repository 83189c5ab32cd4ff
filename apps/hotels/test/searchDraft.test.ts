import { dealStayWindow } from '@travel/contracts';
import { draftErrors, initialDraft, searchTarget, type SearchDraft } from '../src/form/searchDraft';

const TODAY = '2027-03-10';
const draft = (change: Partial<SearchDraft> = {}): SearchDraft => ({
  text: 'Oslo, Norway',
  destination: { kind: 'city', cityId: 3, label: 'Oslo, Norway' },
  range: { checkIn: '2027-03-12', checkOut: '2027-03-14' },
  rooms: [{ adults: 2, childAges: [] }],
  ...change,
});

test("a fresh form has SPEC 9's stay window and 1 room for 2 adults", () => {
  const now = new Date('2027-03-10T12:00:00Z');
  const stay = dealStayWindow(now);
  expect(initialDraft(undefined, now)).toEqual({ text: '', destination: null, range: { checkIn: stay.start, checkOut: stay.end }, rooms: [{ adults: 2, childAges: [] }] });
});

test('a results URL fills the form back', () => {
  const filled = initialDraft(
    { destination: { latitude: 1.5, longitude: 2.5 }, place: 'Near the harbour', checkIn: '2027-03-12', checkOut: '2027-03-14', rooms: [{ adults: 1, childAges: [4] }], sort: 'rating', page: 2, filters: {} },
    new Date(),
  );
  expect(filled).toEqual({
    text: 'Near the harbour',
    destination: { kind: 'point', latitude: 1.5, longitude: 2.5, label: 'Near the harbour' },
    range: { checkIn: '2027-03-12', checkOut: '2027-03-14' },
    rooms: [{ adults: 1, childAges: [4] }],
  });
});

describe('draftErrors', () => {
  test.each<[string, Partial<SearchDraft>, ReturnType<typeof draftErrors>]>([
    ['a complete search', {}, { dates: {}, agesMissing: false }],
    ['no destination', { text: ' ', destination: null }, { destination: 'required', dates: {}, agesMissing: false }],
    ['text typed but nothing picked', { text: 'Osl', destination: null }, { destination: 'choose', dates: {}, agesMissing: false }],
    ['a pick then edited text', { text: 'Oslo, Nor' }, { destination: 'choose', dates: {}, agesMissing: false }],
    ['a past check-in', { range: { checkIn: '2027-03-01', checkOut: '2027-03-04' } }, { dates: { checkIn: 'past' }, agesMissing: false }],
    ["a child's age missing", { rooms: [{ adults: 2, childAges: [null] }] }, { dates: {}, agesMissing: true }],
  ])('%s', (_name, change, errors) => {
    expect(draftErrors(draft(change), TODAY)).toEqual(errors);
  });
});

describe('searchTarget', () => {
  test('a city goes to the results, with the order and filters kept and page 1', () => {
    expect(searchTarget(draft(), TODAY, { sort: 'rating', filters: { stars: [4] } })).toBe(
      '/booknow/hotels/search-details?cityId=3&place=Oslo,+Norway&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2&sort=rating&stars=4',
    );
  });

  test("a hotel opens its page with the stay (the deal links' format)", () => {
    const hotel = draft({ text: 'Oslo Harbour House', destination: { kind: 'hotel', hotelId: 23, label: 'Oslo Harbour House' }, rooms: [{ adults: 2, childAges: [5] }] });
    expect(searchTarget(hotel, TODAY)).toBe('/booknow/hotels/details?hotelId=23&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2-5');
  });

  test('nothing while the form has an error', () => {
    expect(searchTarget(draft({ rooms: [{ adults: 2, childAges: [null] }] }), TODAY)).toBeUndefined();
  });
});
