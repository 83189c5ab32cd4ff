import { dateOfDay, dayOfDate } from '../../src/search/calendarDates';
import { CALENDAR_LOCALES } from '../../src/search/calendarLocale';
import { canEndOn, finishRange, lastCalendarDay, pickDay, selectableDays, stayNights, type CalendarStep, type DateRange, type RangeRules } from '../../src/search/dateRange';
import { formatLongDay, formatShortDay, formatStay } from '../../src/search/dayFormat';

const TODAY = '2027-03-10';
const stay = (checkIn: string, checkOut: string): DateRange => ({ checkIn, checkOut });
const trip = stay;
const STAY: RangeRules = { kind: 'stay', maxNights: 60 };
const RETURN_TRIP: RangeRules = { kind: 'trip', oneWay: false };
const ONE_WAY: RangeRules = { kind: 'trip', oneWay: true };

describe('the days the calendar offers', () => {
  test.each<[string, DateRange, CalendarStep, { first: string; last: string }]>([
    ['a check-in: from today to 365 days ahead', stay('2027-04-01', '2027-04-03'), 'checkIn', { first: TODAY, last: '2028-03-09' }],
    ['a new check-in after a whole stay was picked', stay('2027-04-01', '2027-04-03'), 'chosen', { first: TODAY, last: '2028-03-09' }],
    ['a check-out: up to 60 nights after the check-in', stay('2027-04-01', ''), 'checkOut', { first: TODAY, last: '2027-05-31' }],
    ['a check-out whose cap passes the check-in horizon', stay('2028-03-09', ''), 'checkOut', { first: TODAY, last: '2028-05-08' }],
  ])('%s', (_name, draft, step, days) => {
    expect(selectableDays(draft, step, TODAY, STAY)).toEqual(days);
  });

  test.each<[string, DateRange, CalendarStep, RangeRules]>([
    ['a departure', trip('2027-04-01', '2027-04-03'), 'checkIn', RETURN_TRIP],
    ['a return: within the same horizon, with no night cap', trip('2027-04-01', ''), 'checkOut', RETURN_TRIP],
    ['a one-way departure', trip('2027-04-01', ''), 'chosen', ONE_WAY],
  ])('a trip, %s: from today to 365 days ahead', (_name, draft, step, rules) => {
    expect(selectableDays(draft, step, TODAY, rules)).toEqual({ first: TODAY, last: '2028-03-09' });
  });

  test.each<[string, RangeRules, string]>([
    ['a stay: past the last check-in by the night cap', STAY, '2028-05-08'],
    ['a trip: the horizon', RETURN_TRIP, '2028-03-09'],
  ])('the months reach, for %s', (_name, rules, last) => {
    expect(lastCalendarDay(TODAY, rules)).toBe(last);
  });
});

test.each<[string, RangeRules, string, boolean]>([
  ['a stay ends a night after its start or later', STAY, '2027-04-11', true],
  ['a stay cannot end the day it starts', STAY, '2027-04-10', false],
  ['a trip may return the day it leaves', RETURN_TRIP, '2027-04-10', true],
  ['no range ends before its start', RETURN_TRIP, '2027-04-09', false],
])('%s', (_name, rules, day, can) => {
  expect(canEndOn('2027-04-10', day, rules)).toBe(can);
});

describe('a day picked in the calendar', () => {
  test.each<[string, DateRange, CalendarStep, string, { range: DateRange; step: CalendarStep }]>([
    ['the first pick is the check-in', stay('2027-04-01', '2027-04-03'), 'checkIn', '2027-04-10', { range: stay('2027-04-10', ''), step: 'checkOut' }],
    ['a later day is the check-out', stay('2027-04-10', ''), 'checkOut', '2027-04-12', { range: stay('2027-04-10', '2027-04-12'), step: 'chosen' }],
    ['the 60th night is the last check-out', stay('2027-04-01', ''), 'checkOut', '2027-05-31', { range: stay('2027-04-01', '2027-05-31'), step: 'chosen' }],
    ['a check-out past the cap is pulled back to it', stay('2027-04-01', ''), 'checkOut', '2027-07-01', { range: stay('2027-04-01', '2027-05-31'), step: 'chosen' }],
    ['the check-in again is no check-out: it stays the check-in', stay('2027-04-10', ''), 'checkOut', '2027-04-10', { range: stay('2027-04-10', ''), step: 'checkOut' }],
    ['an earlier day is a new check-in', stay('2027-04-10', ''), 'checkOut', '2027-04-05', { range: stay('2027-04-05', ''), step: 'checkOut' }],
    ['after a whole stay, a pick starts a new one', stay('2027-04-10', '2027-04-12'), 'chosen', '2027-04-20', { range: stay('2027-04-20', ''), step: 'checkOut' }],
  ])('%s', (_name, draft, step, day, expected) => {
    expect(pickDay(draft, step, day, STAY)).toEqual(expected);
  });

  test.each<[string, DateRange, CalendarStep, string, RangeRules, { range: DateRange; step: CalendarStep }]>([
    ['a trip: the first pick is the departure', trip('2027-04-01', '2027-04-03'), 'checkIn', '2027-04-10', RETURN_TRIP, { range: trip('2027-04-10', ''), step: 'checkOut' }],
    ['a trip: a later day is the return, however far', trip('2027-04-10', ''), 'checkOut', '2027-09-30', RETURN_TRIP, { range: trip('2027-04-10', '2027-09-30'), step: 'chosen' }],
    ['a trip: the departure day again is a same-day return', trip('2027-04-10', ''), 'checkOut', '2027-04-10', RETURN_TRIP, { range: trip('2027-04-10', '2027-04-10'), step: 'chosen' }],
    ['a trip: an earlier day is a new departure', trip('2027-04-10', ''), 'checkOut', '2027-04-05', RETURN_TRIP, { range: trip('2027-04-05', ''), step: 'checkOut' }],
    ['one way: a pick is the departure, chosen at once, the return kept', trip('2027-04-01', '2027-04-03'), 'checkIn', '2027-04-10', ONE_WAY, { range: trip('2027-04-10', '2027-04-03'), step: 'chosen' }],
    ['one way: another pick moves it', trip('2027-04-10', ''), 'chosen', '2027-04-12', ONE_WAY, { range: trip('2027-04-12', ''), step: 'chosen' }],
  ])('%s', (_name, draft, step, day, rules, expected) => {
    expect(pickDay(draft, step, day, rules)).toEqual(expected);
  });
});

describe('Done', () => {
  const before = stay('2027-04-01', '2027-04-05');
  test.each<[string, DateRange, DateRange, DateRange, boolean]>([
    ['keeps a whole stay picked', before, stay('2027-04-10', '2027-04-12'), stay('2027-04-10', '2027-04-12'), false],
    ['with nothing new picked keeps the stay', before, before, before, false],
    ['with an earlier check-in alone keeps the check-out', before, stay('2027-03-28', ''), stay('2027-03-28', '2027-04-05'), false],
    ['with a check-in on or after the check-out moves the check-out to the next day', before, stay('2027-04-08', ''), stay('2027-04-08', '2027-04-09'), false],
    ['with a check-in that makes the stay too long caps it at 60 nights', stay('2027-04-01', '2027-05-31'), stay('2027-03-25', ''), stay('2027-03-25', '2027-05-24'), true],
    ['with no dates at all keeps them empty', stay('', ''), stay('', ''), stay('', ''), false],
  ])('%s', (_name, value, draft, range, capped) => {
    expect(finishRange(value, draft, STAY)).toEqual({ range, capped });
  });

  test.each<[string, RangeRules, DateRange, DateRange, DateRange]>([
    ['keeps a whole trip picked', RETURN_TRIP, before, trip('2027-04-10', '2027-04-10'), trip('2027-04-10', '2027-04-10')],
    ['with an earlier departure alone keeps the return', RETURN_TRIP, before, trip('2027-03-28', ''), trip('2027-03-28', '2027-04-05')],
    ['with a departure on the return day keeps it: a same-day return', RETURN_TRIP, before, trip('2027-04-05', ''), trip('2027-04-05', '2027-04-05')],
    ['with a departure after the return moves the return to it', RETURN_TRIP, before, trip('2027-04-08', ''), trip('2027-04-08', '2027-04-08')],
    ['with a departure and no return yet leaves the return to choose', RETURN_TRIP, trip('2027-04-01', ''), trip('2027-04-08', ''), trip('2027-04-08', '')],
    ['one way keeps the day picked and the return as it was', ONE_WAY, before, trip('2027-04-08', '2027-04-05'), trip('2027-04-08', '2027-04-05')],
    ['one way with nothing picked keeps the day', ONE_WAY, before, before, before],
  ])('for a trip %s, never capped', (_name, rules, value, draft, range) => {
    expect(finishRange(value, draft, rules)).toEqual({ range, capped: false });
  });
});

test.each<[DateRange, number | undefined]>([
  [stay('2027-04-02', '2027-04-04'), 2],
  [stay('2027-03-01', '2027-04-30'), 60],
  [stay('2027-04-02', ''), undefined],
  [stay('2027-04-04', '2027-04-04'), undefined],
  [stay('2027-04-04', '2027-04-02'), undefined],
])('the nights of %j: %s', (range, nights) => {
  expect(stayNights(range)).toBe(nights);
});

test.each(['2027-03-10', '2027-03-28', '2027-10-31', '2028-02-29', '2027-12-31'])('%s is the same day as a calendar date and back', (day) => {
  const date = dateOfDay(day);
  expect([date.getHours(), dayOfDate(date)]).toEqual([0, day]);
});

describe('a stay in the language’s own format', () => {
  // Intl puts thin and narrow no-break spaces around the dash: compared as plain spaces.
  const plain = (text: string) => text.replace(/\s/g, ' ');
  test.each([
    ['en', '2027-04-02', '2027-04-04', 'Fri, Apr 2 – Sun, Apr 4'],
    ['de', '2027-04-02', '2027-04-04', 'Fr., 2. – So., 4. Apr.'],
    ['ar', '2027-04-02', '2027-04-04', 'الجمعة، 2 – الأحد، 4 أبريل'],
    ['en', '2027-12-30', '2028-01-02', 'Thu, Dec 30, 2027 – Sun, Jan 2, 2028'],
  ])('%s: %s to %s', (language, checkIn, checkOut, text) => {
    expect(plain(formatStay(checkIn, checkOut, language))).toBe(text);
  });

  test('one day, short, and in full as a screen reader says it', () => {
    expect(formatShortDay('2027-04-02', 'fr')).toBe('ven. 2 avr.');
    expect(formatLongDay('2027-04-02', 'en')).toBe('Friday, April 2, 2027');
  });
});

test.each([
  ['en', 0],
  ['pt', 1],
  ['de', 1],
  ['no', 1],
  ['ar', 6],
] as const)('in %s the week starts on day %i (0 is Sunday)', (language, day) => {
  expect(CALENDAR_LOCALES[language].options?.weekStartsOn).toBe(day);
});
