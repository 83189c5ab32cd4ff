import { errorFields, vocabularyCode } from '@travel/contracts';

describe('errorFields: where a VALIDATION_FAILED message says the problem is', () => {
  it.each([
    ['body.checkIn: check-in is in the past', [{ part: 'body', path: 'checkIn', detail: 'check-in is in the past' }]],
    [
      'body.checkOut: check-out must be after check-in; body.rooms.0.adults: Too small: expected number to be >=1',
      [
        { part: 'body', path: 'checkOut', detail: 'check-out must be after check-in' },
        { part: 'body', path: 'rooms.0.adults', detail: 'Too small: expected number to be >=1' },
      ],
    ],
    ['querystring.checkIn: must be within 365 days from today', [{ part: 'querystring', path: 'checkIn', detail: 'must be within 365 days from today' }]],
    ['params.hotelId: expected a hotel id such as 12', [{ part: 'params', path: 'hotelId', detail: 'expected a hotel id such as 12' }]],
    ['headers.idempotency-key: Invalid input', [{ part: 'headers', path: 'idempotency-key', detail: 'Invalid input' }]],
    ['body: Invalid input: expected object, received undefined', [{ part: 'body', path: '', detail: 'Invalid input: expected object, received undefined' }]],
    // A refusal that names no field (a room that cannot be booked) gives none.
    ['The Twin Room sleeps at most 2 adults (2 guests with children): choose a room that fits every party.', []],
    ['Internal Server Error', []],
  ])('%s', (message, fields) => {
    expect(errorFields(message)).toEqual(fields);
  });
});

describe('vocabularyCode: the translation code of an inventory word', () => {
  it.each([
    ['Free Wi-Fi', 'free-wi-fi'],
    ['24-hour front desk', '24-hour-front-desk'],
    ['Breakfast included', 'breakfast-included'],
    ['Standard Double Room', 'standard-double-room'],
    ['Café terrace', 'cafe-terrace'],
    ['sofa-bed', 'sofa-bed'],
    ['  Pool  ', 'pool'],
  ])('%s -> %s', (word, code) => {
    expect(vocabularyCode(word)).toBe(code);
  });
});
