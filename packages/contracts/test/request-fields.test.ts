import {
  accountNameProblem,
  beyondBookingHorizon,
  carDealsRequestSchema,
  dbIdSchema,
  hotelBookingRequestSchema,
  hotelDealsRequestSchema,
  isoDay,
  isSafeText,
  MAX_DAYS_AHEAD,
  MAX_DB_ID,
  resortHoldBodySchema,
  safeText,
  TOO_FAR_AHEAD_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
  websiteSettingsSchema,
} from '../src';

const day = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000));

describe('safe text: the one rule for every text field of a request', () => {
  test.each([
    ['plain text', 'A quiet room, please', true, true],
    ['accents, other scripts and emoji (surrogate pairs)', 'São Paulo · Zürich · 東京 · مرحبا 😀', true, true],
    ['an empty string', '', true, true],
    ['NUL', 'a\u0000b', false, false],
    ['another C0 control (escape)', 'a\u001bb', false, false],
    ['DEL', 'a\u007fb', false, false],
    ['a C1 control', 'a\u0085b', false, false],
    ['a tab', 'a\tb', false, true],
    ['line breaks', 'first line\nsecond\r\nthird', false, true],
    ['a lone high surrogate', 'a\ud800b', false, false],
    ['a lone low surrogate', 'a\udc00b', false, false],
    ['a pair in the wrong order', '\ude00\ud83d', false, false],
    ['a high surrogate at the end', 'emoji cut short \ud83d', false, false],
  ])('%s: single-line %s, multi-line %s', (_, text, singleLine, multiLine) => {
    expect(isSafeText(text)).toBe(singleLine);
    expect(isSafeText(text, { multiline: true })).toBe(multiLine);
  });

  it('is refused before a field’s other rules, with one message that says why', () => {
    const title = safeText().trim().min(1).max(10);
    expect(title.safeParse('Wayfarer\u0000').error?.issues).toEqual([expect.objectContaining({ path: [], message: UNSAFE_TEXT_MESSAGE })]);
    expect(title.parse('  Wayfarer ')).toBe('Wayfarer');
  });

  test.each([
    ['website settings title', websiteSettingsSchema, { metaData: { title: 'x\u0000' } }, ['metaData', 'title']],
    ['a keyword', websiteSettingsSchema, { metaData: { keywords: ['ok', '\ud800'] } }, ['metaData', 'keywords', 1]],
    ['special requests', hotelBookingRequestSchema, { specialRequests: 'late\u0000' }, ['specialRequests']],
    ['a guest name', hotelBookingRequestSchema, { guests: [{ firstName: 'Tara', lastName: 'Q\udc00' }] }, ['guests', 0, 'lastName']],
  ])('%s is refused at its path', (_, schema, input, path) => {
    expect(schema.safeParse(input).error?.issues).toContainEqual(expect.objectContaining({ path, message: UNSAFE_TEXT_MESSAGE }));
  });

  it('keeps line breaks in special requests', () => {
    const issues = hotelBookingRequestSchema.safeParse({ specialRequests: 'Late arrival.\nQuiet room.' }).error?.issues ?? [];
    expect(issues.filter((issue) => issue.path[0] === 'specialRequests')).toEqual([]);
  });

  test.each([
    ['Tara', null],
    ['Tara\u0000', 'invalid'],
    ['Tara\ud800', 'invalid'],
    ['Tara\tQuinn', 'invalid'],
  ])('the account-name rule of the forms agrees: accountNameProblem(%j) is %s', (name, problem) => {
    expect(accountNameProblem(name)).toBe(problem);
  });
});

describe('database ids', () => {
  test.each([
    [1, true],
    [MAX_DB_ID, true],
    [MAX_DB_ID + 1, false],
    [2 ** 53, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('%d is an id: %s', (id, valid) => {
    expect(dbIdSchema.safeParse(id).success).toBe(valid);
  });

  it('bounds the resort ids', () => {
    const issues = resortHoldBodySchema.safeParse({ propertyId: 2 ** 31, roomId: 2 ** 31, checkin: day(10), checkout: day(12) }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([['propertyId'], ['roomId']]);
  });
});

describe('how far ahead a stay may start', () => {
  const today = '2026-11-24';
  test.each([
    ['today', today, false],
    ['the day before today (another rule refuses the past)', '2026-11-23', false],
    [`${MAX_DAYS_AHEAD} days ahead`, '2027-11-24', false],
    [`${MAX_DAYS_AHEAD + 1} days ahead`, '2027-11-25', true],
    ['9999-12-01', '9999-12-01', true],
    ['a malformed date (its format rule refuses it)', '2027-13-45', false],
    ['not a date', 'soon', false],
  ])('%s is beyond the horizon: %s', (_, date, beyond) => {
    expect(beyondBookingHorizon(date, today)).toBe(beyond);
  });

  it('counts a leap day: a year on is 366 days across 29 February', () => {
    expect(beyondBookingHorizon('2028-03-01', '2027-03-01')).toBe(true);
    expect(beyondBookingHorizon('2028-02-29', '2027-03-01')).toBe(false);
  });

  test.each([
    ['a deals stay', hotelDealsRequestSchema, (start: string) => ({ stayPeriod: { start, end: '9999-12-31' } }), ['stayPeriod', 'start']],
    ['a car rental', carDealsRequestSchema, (start: string) => ({ pickUpDateTime: `${start}T10:00:00` }), ['pickUpDateTime']],
    ['a resort hold', resortHoldBodySchema, (start: string) => ({ propertyId: 1, roomId: 1, checkin: start, checkout: '9999-12-31' }), ['checkin']],
    ['a hotel booking', hotelBookingRequestSchema, (start: string) => ({ checkIn: start }), ['checkIn']],
  ])('%s starting beyond it is refused, naming the date; the last day within it is not', (_, schema, input, path) => {
    const dateIssues = (start: string) => (schema.safeParse(input(start)).error?.issues ?? []).filter((issue) => issue.message === TOO_FAR_AHEAD_MESSAGE);
    expect(dateIssues('9999-12-01').map((issue) => issue.path)).toEqual([path]);
    expect(dateIssues(day(MAX_DAYS_AHEAD + 1)).map((issue) => issue.path)).toEqual([path]);
    expect(dateIssues(day(MAX_DAYS_AHEAD))).toEqual([]);
  });
});
