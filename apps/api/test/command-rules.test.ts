import type { AgencyBookingRow } from '@travel/contracts';
import { bookingCsvFilename, bookingCsvRecord, csvAmount, csvCell, csvRecord } from '../src/command/booking-csv';
import { bookingSearch, filterDay, likeLiteral, phoneDigits } from '../src/command/search-text';

describe('CSV cells (RFC 4180, and no formula runs)', () => {
  it.each([
    ['plain text', 'Grand House', 'Grand House'],
    ['empty', '', ''],
    ['a comma', 'Lisbon, Portugal', '"Lisbon, Portugal"'],
    ['quotes, doubled', 'the "best" room', '"the ""best"" room"'],
    ['a line break', 'first\nsecond', '"first\nsecond"'],
    ['a carriage return', 'a\rb', '"a\rb"'],
    ['a formula', '=1+2', "'=1+2"],
    ['a plus', '+47 22 00 00 00', "'+47 22 00 00 00"],
    ['a minus', '-5', "'-5"],
    ['an at', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab first', '\tx', "'\tx"],
    ['a formula that needs quoting', '=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a sign inside', 'a=b', 'a=b'],
    ['an apostrophe', "O'Neil", "O'Neil"],
  ])('%s', (_case, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins a record with commas and ends it with CRLF', () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });

  it.each([
    [123456, 'USD', '1234.56'],
    [5, 'USD', '0.05'],
    [0, 'EUR', '0.00'],
    [5000, 'JPY', '5000'],
    [12345, 'KWD', '12.345'],
  ])('writes %i minor units of %s as %s', (minor, currency, text) => {
    expect(csvAmount(minor, currency)).toBe(text);
  });

  it('writes a booking row in the columns of the header', () => {
    const row: AgencyBookingRow = {
      reference: 'H-ABCDEFGH',
      service: 'hotels',
      status: 'cancelled',
      title: 'Grand House',
      subtitle: 'Junior Suite',
      travelStart: '2026-05-01',
      travelEnd: '2026-05-03',
      bookedAt: '2026-04-01T10:00:00.000Z',
      traveller: { name: 'Tara Quinn', email: '+tara@example.com' },
      total: { amount: 41200, currency: 'USD' },
      agent: null,
      client: { id: '00000000-0000-4000-8000-000000000000', name: 'Tara Quinn' },
    };
    expect(bookingCsvRecord(row)).toBe("H-ABCDEFGH,hotels,cancelled,Grand House,2026-05-01,2026-05-03,2026-04-01T10:00:00.000Z,Tara Quinn,'+tara@example.com,412.00,USD,,Tara Quinn\r\n");
  });

  it('names the file for the agency and the day', () => {
    expect(bookingCsvFilename('wayfarer', '2026-11-22')).toBe('bookings-wayfarer-2026-11-22.csv');
  });
});

describe('searching and filtering', () => {
  it.each([
    ['a reference in any case, spaced', ' h-abcdefgh ', { reference: 'H-ABCDEFGH', prefix: 'h-abcdefgh%' }],
    ['a name', 'Tara Q', { reference: null, prefix: 'tara q%' }],
    ['what looks like a reference but is not one (0 and 1 are never used)', 'H-ABCDEF01', { reference: null, prefix: 'h-abcdef01%' }],
    ['LIKE wildcards, taken literally', '50%_off\\', { reference: null, prefix: '50\\%\\_off\\\\%' }],
  ])('reads %s', (_case, q, search) => {
    expect(bookingSearch(q)).toEqual(search);
  });

  it.each([
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['plain', 'plain'],
  ])('escapes %s for LIKE', (text, literal) => {
    expect(likeLiteral(text)).toBe(literal);
  });

  it.each([
    ['0000-01-01', '0001-01-01'],
    ['0000-12-31', '0001-01-01'],
    ['0001-01-01', '0001-01-01'],
    ['2026-05-01', '2026-05-01'],
    ['9999-12-31', '9999-12-31'],
  ])('reads the filter day %s as %s', (day, bound) => {
    expect(filterDay(day)).toBe(bound);
  });

  it('keeps the digits of a phone number', () => {
    expect(phoneDigits('+1 (212) 555-0100')).toBe('12125550100');
    expect(phoneDigits('none')).toBe('');
  });
});
