import {
  ageOn,
  dateOfBirthIssue,
  dateOfBirthProblem,
  dayOffset,
  E_TICKET_PATTERN,
  JOURNEY_KEY_PATTERN,
  journeyKey,
  journeyKeyLegs,
  passengerCountsOf,
  passengersProblem,
  passengerTypeOn,
  passportExpiryProblem,
  PNR_PATTERN,
  seatsTaken,
  tripFlightDays,
} from '../src';

describe('ageOn and passengerTypeOn', () => {
  it.each([
    ['2000-06-15', '2026-06-14', 25, 'adult'],
    ['2000-06-15', '2026-06-15', 26, 'adult'],
    ['2014-12-02', '2026-12-01', 11, 'child'],
    ['2014-12-01', '2026-12-01', 12, 'adult'],
    ['2024-12-02', '2026-12-01', 1, 'infant'],
    ['2024-12-01', '2026-12-01', 2, 'child'],
    ['2026-12-01', '2026-12-01', 0, 'infant'],
    ['2024-02-29', '2026-02-28', 1, 'infant'],
    ['2024-02-29', '2026-03-01', 2, 'child'],
  ] as const)('born %s, on %s: %i years old, travels as %s', (born, on, age, type) => {
    expect(ageOn(born, on)).toBe(age);
    expect(passengerTypeOn(born, on)).toBe(type);
  });

  it('is nobody before the birth', () => {
    expect(passengerTypeOn('2026-12-02', '2026-12-01')).toBeNull();
  });
});

describe('passengersProblem', () => {
  it.each([
    [{ adults: 1, children: 0, infants: 0 }, null],
    [{ adults: 2, children: 3, infants: 2 }, null],
    [{ adults: 0, children: 1, infants: 0 }, 'at least one adult (12 or older) must travel'],
    [{ adults: 1, children: 0, infants: 2 }, "each infant travels on an adult's lap: at most one infant per adult"],
    [{ adults: 5, children: 5, infants: 0 }, 'at most 9 seats (adults and children) in one booking'],
    [{ adults: 9, children: 0, infants: 9 }, null],
  ])('%o: %s', (counts, problem) => {
    expect(passengersProblem(counts)).toBe(problem);
  });

  it('counts a party from its passengers, and infants take no seat', () => {
    const counts = passengerCountsOf([{ type: 'adult' }, { type: 'infant' }, { type: 'child' }, { type: 'adult' }]);
    expect(counts).toEqual({ adults: 2, children: 1, infants: 1 });
    expect(seatsTaken(counts)).toBe(3);
  });
});

describe('dateOfBirthProblem', () => {
  it.each([
    ['adult', '1990-01-01', '2026-12-01', '2026-12-10', null, null],
    ['child', '2018-05-05', '2026-12-01', '2026-12-10', null, null],
    ['child', '1990-01-01', '2026-12-01', '2026-12-10', 'otherType', 'the date of birth makes this passenger an adult on the day of travel, not a child'],
    ['adult', '2025-06-01', '2026-12-01', '2026-12-10', 'otherType', 'the date of birth makes this passenger an infant on the day of travel, not an adult'],
    ['infant', '2018-05-05', '2026-12-01', '2026-12-10', 'otherType', 'the date of birth makes this passenger a child on the day of travel, not an infant'],
    ['infant', '2026-12-05', '2026-12-01', '2026-12-10', 'afterFlight', 'the date of birth is after the flight'],
    ['infant', '2024-12-05', '2026-12-01', '2026-12-10', 'infantTurnsTwo', 'the infant turns 2 before the last flight and needs a seat of their own: book them as a child'],
    ['infant', '2024-12-05', '2026-12-01', '2026-12-04', null, null],
  ] as const)('%s born %s flying %s to %s: %s', (type, born, first, last, issue, problem) => {
    expect(dateOfBirthIssue(type, born, first, last)).toBe(issue);
    expect(dateOfBirthProblem(type, born, first, last)).toBe(problem);
  });
});

describe('passportExpiryProblem', () => {
  it.each([
    ['2027-01-01', '2026-12-10', null],
    ['2026-12-11', '2026-12-10', null],
    ['2026-12-10', '2026-12-10', 'the passport expires before the last flight'],
    ['2026-01-01', '2026-12-10', 'the passport expires before the last flight'],
  ])('expiring %s, last flight %s: %s', (expiry, last, problem) => {
    expect(passportExpiryProblem(expiry, last)).toBe(problem);
  });
});

describe('dayOffset', () => {
  it.each([
    ['2026-12-01', '2026-12-01', 0],
    ['2026-12-01', '2026-12-02', 1],
    ['2026-12-31', '2027-01-02', 2],
    ['2026-12-02', '2026-12-01', -1],
    ['2027-03-27', '2027-03-29', 2],
  ])('%s to %s: %i', (departure, arrival, offset) => {
    expect(dayOffset(departure, arrival)).toBe(offset);
  });
});

describe('journey keys', () => {
  it('name each flight and its local departure date, and read back', () => {
    const legs = [
      { flight: 'BA117', date: '2026-12-01' },
      { flight: 'BA286', date: '2026-12-02' },
    ];
    const key = journeyKey(legs);
    expect(key).toBe('BA117.2026-12-01_BA286.2026-12-02');
    expect(key).toMatch(JOURNEY_KEY_PATTERN);
    expect(journeyKeyLegs(key)).toEqual(legs);
    expect(tripFlightDays(key, 'BA287.2026-12-09')).toEqual({ first: '2026-12-01', last: '2026-12-09' });
  });

  it.each([
    ['BA117.2026-12-01', true],
    ['U22.2026-12-01_BA1.2026-12-01_DL9999.2026-12-02', true],
    ['BA117.2026-12-01_BA1.2026-12-01_DL9.2026-12-02_AF1.2026-12-02', false],
    ['BA 117.2026-12-01', false],
    ['BA12345.2026-12-01', false],
  ])('%s matches: %s', (key, matches) => {
    expect(JOURNEY_KEY_PATTERN.test(key)).toBe(matches);
  });
});

describe('record locators and e-tickets', () => {
  it.each([
    ['ABC234', true],
    ['XYZ9HK', true],
    ['ABC0O1', false],
    ['ABCDE', false],
    ['abc234', false],
  ])('PNR %s: %s', (pnr, valid) => {
    expect(PNR_PATTERN.test(pnr)).toBe(valid);
  });

  it.each([
    ['1251234567890', true],
    ['125123456789', false],
    ['125-1234567890', false],
  ])('e-ticket %s: %s', (ticket, valid) => {
    expect(E_TICKET_PATTERN.test(ticket)).toBe(valid);
  });
});
