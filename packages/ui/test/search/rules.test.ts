import {
  addRoom,
  changeCheckIn,
  changeCheckOut,
  completeRooms,
  dateRangeErrors,
  firstBookableDay,
  missingAges,
  pageItems,
  partySize,
  removeRoom,
  setAdults,
  setChildAge,
  setChildren,
  tripDateErrors,
  type RoomDraft,
} from '@travel/ui/search';

describe('dateRangeErrors', () => {
  test.each([
    ['a good range', { checkIn: '2027-03-12', checkOut: '2027-03-14' }, {}],
    ['nothing chosen', { checkIn: '', checkOut: '' }, { checkIn: 'required', checkOut: 'required' }],
    ['a past check-in', { checkIn: '2027-03-09', checkOut: '2027-03-14' }, { checkIn: 'past' }],
    ['check-in today', { checkIn: '2027-03-10', checkOut: '2027-03-11' }, {}],
    ['check-out on check-in', { checkIn: '2027-03-12', checkOut: '2027-03-12' }, { checkOut: 'beforeCheckIn' }],
    ['check-out before check-in', { checkIn: '2027-03-12', checkOut: '2027-03-11' }, { checkOut: 'beforeCheckIn' }],
    ['a typed date that is no date', { checkIn: '2027-02-31x', checkOut: '2027-03-14' }, { checkIn: 'required' }],
  ])('%s', (_name, range, errors) => {
    expect(dateRangeErrors(range, '2027-03-10')).toEqual(errors);
  });
});

describe('tripDateErrors', () => {
  test.each([
    ['a good return trip', { checkIn: '2027-03-12', checkOut: '2027-03-19' }, false, {}],
    ['a return the day it leaves', { checkIn: '2027-03-12', checkOut: '2027-03-12' }, false, {}],
    ['nothing chosen', { checkIn: '', checkOut: '' }, false, { checkIn: 'required', checkOut: 'required' }],
    ['a past departure', { checkIn: '2027-03-09', checkOut: '2027-03-14' }, false, { checkIn: 'past' }],
    ['a departure past the horizon', { checkIn: '2028-03-10', checkOut: '2028-03-12' }, false, { checkIn: 'tooFar' }],
    ['the last day there and back', { checkIn: '2028-03-09', checkOut: '2028-03-09' }, false, {}],
    ['a return past the horizon', { checkIn: '2028-03-01', checkOut: '2028-03-10' }, false, { checkOut: 'tooFar' }],
    ['a return before the departure', { checkIn: '2027-03-12', checkOut: '2027-03-11' }, false, { checkOut: 'beforeCheckIn' }],
    ['a return before a past departure: only the departure is wrong', { checkIn: '2027-03-09', checkOut: '2027-03-08' }, false, { checkIn: 'past' }],
    ['one way: the return is not asked for', { checkIn: '2027-03-12', checkOut: '' }, true, {}],
    ['one way: a kept return before the departure does not count', { checkIn: '2027-03-12', checkOut: '2027-03-11' }, true, {}],
    ['one way: no departure', { checkIn: '', checkOut: '2027-03-11' }, true, { checkIn: 'required' }],
  ])('%s', (_name, range, oneWay, errors) => {
    expect(tripDateErrors(range, '2027-03-10', oneWay)).toEqual(errors);
  });
});

describe('the 60-night cap (SPEC 5)', () => {
  test.each([
    ['60 nights stay as they are', { checkIn: '2027-03-01', checkOut: '2027-03-01' }, '2027-04-30', { checkIn: '2027-03-01', checkOut: '2027-04-30' }, false],
    ['61 nights end 60 nights after check-in', { checkIn: '2027-03-01', checkOut: '2027-03-01' }, '2027-05-01', { checkIn: '2027-03-01', checkOut: '2027-04-30' }, true],
    ['a year is capped too', { checkIn: '2027-03-01', checkOut: '2027-03-01' }, '2028-03-01', { checkIn: '2027-03-01', checkOut: '2027-04-30' }, true],
  ])('check-out: %s', (_name, range, checkOut, expected, capped) => {
    expect(changeCheckOut(range, checkOut, 60)).toEqual({ range: expected, capped });
  });

  test('an earlier check-in that makes the stay too long caps the check-out', () => {
    expect(changeCheckIn({ checkIn: '2027-05-01', checkOut: '2027-06-20' }, '2027-04-01', 60)).toEqual({
      range: { checkIn: '2027-04-01', checkOut: '2027-05-31' },
      capped: true,
    });
  });

  test('a check-in on or after the check-out moves the check-out to the next day', () => {
    expect(changeCheckIn({ checkIn: '2027-05-01', checkOut: '2027-05-03' }, '2027-05-03', 60)).toEqual({
      range: { checkIn: '2027-05-03', checkOut: '2027-05-04' },
      capped: false,
    });
  });
});

test('firstBookableDay is the later of the local and the UTC day', () => {
  const day = firstBookableDay(new Date('2027-03-10T12:00:00Z'));
  expect(['2027-03-10', '2027-03-11']).toContain(day);
});

describe('rooms and guests', () => {
  const one: RoomDraft[] = [{ adults: 2, childAges: [] }];

  test('at most 5 rooms; the first room cannot be removed', () => {
    let rooms = one;
    for (let i = 0; i < 7; i++) rooms = addRoom(rooms);
    expect(rooms).toHaveLength(5);
    expect(removeRoom(one, 0)).toEqual(one);
    expect(removeRoom(rooms, 4)).toHaveLength(4);
  });

  test.each([
    [0, 1],
    [9, 8],
    [3, 3],
  ])('adults %i are kept to %i (1-8 per room)', (adults, kept) => {
    expect(setAdults(one, 0, adults)[0]?.adults).toBe(kept);
  });

  test('each child needs an age; fewer children drop the last ages', () => {
    let rooms = setChildren(one, 0, 2);
    expect(missingAges(rooms)).toEqual([[0, 0], [0, 1]]);
    expect(completeRooms(rooms)).toBeUndefined();
    rooms = setChildAge(setChildAge(rooms, 0, 0, 5), 0, 1, 0);
    expect(completeRooms(rooms)).toEqual([{ adults: 2, childAges: [5, 0] }]);
    expect(setChildren(rooms, 0, 1)[0]?.childAges).toEqual([5]);
    expect(setChildren(rooms, 0, 9)[0]?.childAges).toHaveLength(6);
  });

  test('partySize counts rooms, adults and children', () => {
    expect(partySize([{ adults: 2, childAges: [4] }, { adults: 1, childAges: [null] }])).toEqual({ rooms: 2, adults: 3, children: 2 });
  });
});

describe('pageItems', () => {
  test.each<[number, number, (number | 'gap')[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i', (current, count, items) => {
    expect(pageItems(current, count)).toEqual(items);
  });
});
