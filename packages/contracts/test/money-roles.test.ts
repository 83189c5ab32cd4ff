import { canRead, convertMinor, currencyDigits, managesAgency, toMajor, type UserTypeName } from '../src';

describe('currencyDigits', () => {
  it.each([
    ['USD', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['NOK', 2],
  ])('%s has %i minor-unit digits', (currency, digits) => {
    expect(currencyDigits(currency)).toBe(digits);
  });
});

describe('convertMinor (USD is the base, SPEC 9)', () => {
  const rates = { USD: 1, EUR: 0.86, NOK: 10.08, JPY: 155 };
  it.each([
    [1999, 'USD', 'USD', 19.99],
    [10000, 'USD', 'EUR', 86],
    [10000, 'USD', 'NOK', 1008],
    [8600, 'EUR', 'USD', 100],
    [8600, 'EUR', 'NOK', 1008],
    [155, 'JPY', 'USD', 1],
    [100, 'USD', 'JPY', 155],
  ])('%i minor %s -> %s = %d', (amount, from, to, expected) => {
    expect(convertMinor(amount, from, to, rates)).toBeCloseTo(expected, 6);
  });

  it('is null when a rate is missing, so no wrong number is shown', () => {
    expect(convertMinor(100, 'USD', 'GBP', rates)).toBeNull();
    expect(convertMinor(100, 'GBP', 'USD', rates)).toBeNull();
  });

  it('toMajor divides by the currency’s minor unit', () => {
    expect(toMajor(1234, 'USD')).toBe(12.34);
    expect(toMajor(1234, 'JPY')).toBe(1234);
  });
});

describe('roles (SPEC 6)', () => {
  const subject = (userType: UserTypeName) => ({ userType, isTravelAgent: userType !== 'Customer' });
  it.each([
    ['AgencyOwner', true, true, true],
    ['Admin', true, true, true],
    ['Agent', false, false, true],
    ['SalesAgent', false, false, true],
    ['Customer', false, false, false],
  ] as const)('%s: manages %s, markup settings %s, bookings %s', (userType, manages, markup, bookings) => {
    expect(managesAgency(subject(userType))).toBe(manages);
    expect(canRead(subject(userType), 'markupSettings')).toBe(markup);
    expect(canRead(subject(userType), 'bookings')).toBe(bookings);
  });
});
