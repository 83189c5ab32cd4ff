import { lookupErrors, lookupFailure, normaliseReference } from '../src/findBooking/findBookingRules';

describe('normaliseReference: a reference as people type or paste it', () => {
  it.each([
    ['H-7KQ3M9XA', 'H-7KQ3M9XA'],
    ['h-7kq3m9xa', 'H-7KQ3M9XA'],
    ['  H-7KQ3M9XA ', 'H-7KQ3M9XA'],
    ['H 7KQ3 M9XA', 'H-7KQ3M9XA'],
    ['H7KQ3M9XA', 'H-7KQ3M9XA'],
    ['H\u20117KQ3M9XA', 'H-7KQ3M9XA'],
    ['H–7KQ3M9XA', 'H-7KQ3M9XA'],
    ['H-7KQ3', 'H-7KQ3'],
    ['f 7kq3 m9xa', 'F-7KQ3M9XA'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseReference(input)).toBe(expected);
  });
});

describe('lookupErrors', () => {
  it.each([
    ['both good', { reference: 'h 7kq3m9xa', email: 'sam@example.com' }, {}],
    ['nothing typed', { reference: ' ', email: '' }, { reference: 'findBooking.errors.referenceRequired', email: 'findBooking.errors.emailRequired' }],
    ['too short a reference', { reference: 'H-7KQ3', email: 'sam@example.com' }, { reference: 'findBooking.errors.referenceInvalid' }],
    ['an O for a zero', { reference: 'H-7KQ3M9XO', email: 'sam@example.com' }, { reference: 'findBooking.errors.referenceInvalid' }],
    ['a letter no service has', { reference: 'X-7KQ3M9XA', email: 'sam@example.com' }, { reference: 'findBooking.errors.referenceInvalid' }],
    ['not an email', { reference: 'H-7KQ3M9XA', email: 'sam@example' }, { email: 'findBooking.errors.emailInvalid' }],
  ])('%s', (_case, values, expected) => {
    expect(lookupErrors(values)).toEqual(expected);
  });
});

describe('lookupFailure: an unknown reference and a wrong email are one sentence', () => {
  it.each([
    [404, 'findBooking.notFound'],
    [400, 'findBooking.notFound'],
    [500, 'findBooking.failed'],
    [503, 'findBooking.failed'],
    [undefined, 'findBooking.network'],
  ])('%s -> %s', (status, expected) => {
    expect(lookupFailure({ status })).toBe(expected);
  });
});
