import fc from 'fast-check';
import {
  BOOKING_REFERENCE_PATTERN,
  cancellationRefund,
  cardBrand,
  cardExpired,
  cardNumberProblem,
  cvcValid,
  emailProblem,
  formatCardNumber,
  hotelCheckoutPath,
  hotelConfirmationPath,
  hotelDetailsPath,
  parseExpiry,
  parseHotelCheckout,
  parseHotelStay,
  parseRoomsQuery,
  passesLuhn,
  personNameProblem,
  phoneProblem,
  roomsFromOccupancies,
  roomsQuery,
  specialRequestsProblem,
  splitPayment,
  TEST_CARDS,
  tripTiming,
} from '../src';

describe('payment cards', () => {
  test.each([
    [TEST_CARDS.approve, true],
    [TEST_CARDS.decline, true],
    ['4242424242424241', false],
    ['378282246310005', true], // American Express test number
    ['5555555555554444', true],
    ['0', true],
    ['', false],
    ['4242 4242', false],
  ])('passesLuhn(%s) is %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  test.each([
    ['4242424242424242', 'visa'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530111333300000', 'unknown'],
  ])('cardBrand(%s) is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  test.each([
    ['4242 4242 4242 4242', null],
    ['4242-4242-4242-4242', null],
    ['', 'required'],
    ['   ', 'required'],
    ['4242 4242 4242 424x', 'digits'],
    ['424242424242424', 'length'], // visa has 13, 16 or 19 digits
    ['37828224631000', 'length'], // amex has 15
    ['4242424242424241', 'luhn'],
  ])('cardNumberProblem(%j) is %s', (input, problem) => {
    expect(cardNumberProblem(input)).toBe(problem);
  });

  test.each([
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['12a', 'mastercard', false],
  ] as const)('cvcValid(%s, %s) is %s', (cvc, brand, valid) => {
    expect(cvcValid(cvc, brand)).toBe(valid);
  });

  test.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1/27', { month: 1, year: 2027 }],
    [' 03 / 28 ', { month: 3, year: 2028 }],
    ['13/30', undefined],
    ['00/30', undefined],
    ['12/2030', undefined],
    ['1230', undefined],
    ['', undefined],
  ])('parseExpiry(%j) is %j', (input, expiry) => {
    expect(parseExpiry(input)).toEqual(expiry);
  });

  test.each([
    [11, 2026, '2026-11-22', false], // good through the end of its month
    [10, 2026, '2026-11-01', true],
    [12, 2025, '2026-01-15', true],
    [1, 2027, '2026-12-31', false],
  ])('a card expiring %i/%i is expired on %s: %s', (month, year, today, expired) => {
    expect(cardExpired(month, year, today)).toBe(expired);
  });

  test.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['4242 42', '4242 42'],
    ['42424242424242424242', '4242 4242 4242 4242 424'],
  ])('formatCardNumber(%s) is %s', (input, formatted) => {
    expect(formatCardNumber(input)).toBe(formatted);
  });
});

describe('traveller fields', () => {
  test.each([
    ['Tara', null],
    ["O'Neil", null],
    ['Jean-Luc', null],
    ['J. R.', null],
    ['Zoë', null],
    ['محمد', null],
    ['  ', 'required'],
    ['x'.repeat(61), 'tooLong'],
    ['Tara2', 'invalid'],
    ['-Tara', 'invalid'],
  ])('personNameProblem(%j) is %s', (input, problem) => {
    expect(personNameProblem(input)).toBe(problem);
  });

  test.each([
    ['tara@example.com', null],
    [' Tara.Quinn@Example.co.uk ', null],
    ['', 'required'],
    ['tara@example', 'invalid'],
    ['tara example@x.com', 'invalid'],
    ['tara\u0000@example.com', 'invalid'],
    ['tara\ud800@example.com', 'invalid'],
    [`${'a'.repeat(250)}@x.com`, 'tooLong'],
  ])('emailProblem(%j) is %s', (input, problem) => {
    expect(emailProblem(input)).toBe(problem);
  });

  test.each([
    ['+1 212 555 0100', null],
    ['(212) 555-0100', null],
    ['5550100', null],
    ['555010', 'invalid'],
    ['+1234567890123456', 'invalid'],
    ['call me', 'invalid'],
    ['', 'required'],
  ])('phoneProblem(%j) is %s', (input, problem) => {
    expect(phoneProblem(input)).toBe(problem);
  });

  it('limits special requests to 500 characters', () => {
    expect(specialRequestsProblem('x'.repeat(500))).toBeNull();
    expect(specialRequestsProblem('x'.repeat(501))).toBe('tooLong');
  });
});

describe('splitPayment', () => {
  test.each([
    [41_200, 15_000, true, { cardAmount: 26_200, walletAmount: 15_000 }],
    [41_200, 50_000, true, { cardAmount: 0, walletAmount: 41_200 }],
    [41_200, 15_000, false, { cardAmount: 41_200, walletAmount: 0 }],
    [41_200, 0, true, { cardAmount: 41_200, walletAmount: 0 }],
    [41_200, -5, true, { cardAmount: 41_200, walletAmount: 0 }],
  ])('a total of %i with %i credits (useWallet %s) is %j', (total, balance, useWallet, split) => {
    expect(splitPayment(total, balance, useWallet)).toEqual(split);
  });

  it('always adds up to the total', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: -1000, max: 10_000_000 }), fc.boolean(), (total, balance, useWallet) => {
        const { cardAmount, walletAmount } = splitPayment(total, balance, useWallet);
        return cardAmount + walletAmount === total && cardAmount >= 0 && walletAmount >= 0;
      }),
    );
  });
});

describe('cancellationRefund', () => {
  test.each([
    [{ cardAmount: 26_200, walletAmount: 15_000 }, 0, { card: 26_200, wallet: 15_000, total: 41_200 }],
    [{ cardAmount: 26_200, walletAmount: 15_000 }, 41_200, { card: 0, wallet: 0, total: 0 }],
    // The penalty is kept from the card first, then from the credits.
    [{ cardAmount: 26_200, walletAmount: 15_000 }, 10_000, { card: 16_200, wallet: 15_000, total: 31_200 }],
    [{ cardAmount: 26_200, walletAmount: 15_000 }, 30_000, { card: 0, wallet: 11_200, total: 11_200 }],
    [{ cardAmount: 0, walletAmount: 41_200 }, 1_200, { card: 0, wallet: 40_000, total: 40_000 }],
    [{ cardAmount: 41_200, walletAmount: 0 }, 99_999, { card: 0, wallet: 0, total: 0 }],
  ])('paid %j with a penalty of %i gives back %j', (paid, penalty, refund) => {
    expect(cancellationRefund(paid, penalty)).toEqual(refund);
  });
});

describe('tripTiming', () => {
  test.each([
    ['confirmed', '2026-12-03', '2026-11-22', 'upcoming'],
    ['confirmed', '2026-11-23', '2026-11-22', 'upcoming'], // the stay has not ended
    ['confirmed', '2026-11-22', '2026-11-22', 'past'], // check-out day
    ['confirmed', '2026-10-01', '2026-11-22', 'past'],
    ['cancelled', '2026-12-03', '2026-11-22', 'cancelled'],
  ] as const)('a %s booking ending %s is %s on %s', (status, end, today, timing) => {
    expect(tripTiming({ status, summary: { end } }, today)).toBe(timing);
  });
});

describe('hotel links', () => {
  const rooms = fc.array(
    fc.record({ adults: fc.integer({ min: 1, max: 8 }), childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 6 }) }),
    { minLength: 1, maxLength: 5 },
  );
  const isoDate = fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

  it('reads back the rooms query it writes', () => {
    fc.assert(fc.property(rooms, (r) => expect(parseRoomsQuery(roomsQuery(r))).toEqual(r)));
  });

  test.each([['2'], ['2-5-8,1'], ['10-0']])('parses rooms query %s', (text) => {
    expect(roomsQuery(parseRoomsQuery(text) ?? [])).toBe(text);
  });

  test.each([[null], [''], ['two'], ['2,'], ['2--5'], ['123']])('refuses rooms query %j', (text) => {
    expect(parseRoomsQuery(text)).toBeUndefined();
  });

  it('reads back the details and checkout paths it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 1, max: 999_999_999 }), isoDate, isoDate, rooms, (hotelId, roomId, checkIn, checkOut, r) => {
        const stay = { hotelId, checkIn, checkOut, rooms: r };
        const details = new URL(hotelDetailsPath(stay), 'http://x');
        expect(details.pathname).toBe('/booknow/hotels/details');
        expect(parseHotelStay(details.searchParams)).toEqual(stay);
        const checkout = new URL(hotelCheckoutPath({ ...stay, roomId }), 'http://x');
        expect(checkout.pathname).toBe('/booknow/hotels/checkout');
        expect(parseHotelCheckout(checkout.searchParams)).toEqual({ ...stay, roomId });
      }),
    );
  });

  it('keeps the rooms list readable in a link', () => {
    expect(hotelDetailsPath({ hotelId: 2, checkIn: '2027-03-12', checkOut: '2027-03-14', rooms: [{ adults: 2, childAges: [5, 8] }, { adults: 1, childAges: [] }] })).toBe(
      '/booknow/hotels/details?hotelId=2&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2-5-8,1',
    );
  });

  test.each([
    ['hotelId=0&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2'],
    ['hotelId=2&checkIn=12/03/2027&checkOut=2027-03-14&rooms=2'],
    ['hotelId=2&checkIn=2027-03-12&rooms=2'],
    ['hotelId=2&checkIn=2027-03-12&checkOut=2027-03-14&rooms=x'],
  ])('finds no stay in %s', (query) => {
    expect(parseHotelStay(new URLSearchParams(query))).toBeUndefined();
  });

  it('needs the room type in a checkout link', () => {
    expect(parseHotelCheckout(new URLSearchParams('hotelId=2&checkIn=2027-03-12&checkOut=2027-03-14&rooms=2'))).toBeUndefined();
  });

  it('links the confirmation by reference', () => {
    const path = hotelConfirmationPath('H-7KQ3M9XA');
    expect(path).toBe('/booknow/hotels/confirm-payment?reference=H-7KQ3M9XA');
    expect(new URL(path, 'http://x').searchParams.get('reference')).toMatch(BOOKING_REFERENCE_PATTERN);
  });

  test.each([
    [[{ numOfRoom: 1, numOfAdults: 2, childAges: [] }], [{ adults: 2, childAges: [] }]],
    [
      [{ numOfRoom: 2, numOfAdults: 3, childAges: [4, 9, 12] }],
      [
        { adults: 2, childAges: [4, 12] },
        { adults: 1, childAges: [9] },
      ],
    ],
  ])('shares out the occupancies %j over rooms', (occupancies, expected) => {
    expect(roomsFromOccupancies(occupancies)).toEqual(expected);
  });
});
