import { cardErrors, formatExpiryInput, leadTravellerErrors, type CardValues, type LeadTravellerValues } from '../../src/booking/rules';

const TODAY = '2026-11-15';
const goodLead: LeadTravellerValues = { firstName: 'Tara', lastName: "O'Neil", email: 'tara@example.com', phone: '+1 212 555 0100' };
const goodCard: CardValues = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', holderName: 'Tara Traveller' };

test('a complete lead traveller has no errors', () => {
  expect(leadTravellerErrors(goodLead)).toEqual({});
});

test.each([
  ['lead.firstName', { firstName: '  ' }, 'errors.name.required'],
  ['lead.lastName', { lastName: 'R2-D2' }, 'errors.name.invalid'],
  ['lead.lastName', { lastName: 'x'.repeat(61) }, 'errors.name.tooLong'],
  ['lead.email', { email: 'tara@example' }, 'errors.email.invalid'],
  ['lead.email', { email: '' }, 'errors.email.required'],
  ['lead.phone', { phone: '12345' }, 'errors.phone.invalid'],
])('%s: %j is %s', (path, change, key) => {
  expect(leadTravellerErrors({ ...goodLead, ...change })).toEqual({ [path]: key });
});

test('a good card has no errors', () => {
  expect(cardErrors(goodCard, TODAY)).toEqual({});
});

test.each([
  ['card.number', { number: '' }, 'errors.card.required'],
  ['card.number', { number: '4242 4242 4242 4241' }, 'errors.card.luhn'],
  ['card.number', { number: '4242 4242 4242' }, 'errors.card.length'],
  ['card.number', { number: '4242 abcd 4242 4242' }, 'errors.card.digits'],
  ['card.expiry', { expiry: '10/26' }, 'errors.expiry.expired'],
  ['card.expiry', { expiry: '13/28' }, 'errors.expiry.invalid'],
  ['card.expiry', { expiry: '' }, 'errors.expiry.required'],
  ['card.cvc', { cvc: '12' }, 'errors.cvc.invalid'],
  ['card.cvc', { cvc: '' }, 'errors.cvc.required'],
  // American Express takes four digits.
  ['card.cvc', { number: '3782 822463 10005', cvc: '123' }, 'errors.cvc.invalid'],
  ['card.holderName', { holderName: '' }, 'errors.name.required'],
])('%s: %j is %s', (path, change, key) => {
  expect(cardErrors({ ...goodCard, ...change }, TODAY)).toEqual({ [path]: key });
});

test('the card is good through the last day of its expiry month', () => {
  expect(cardErrors({ ...goodCard, expiry: '11/26' }, TODAY)).toEqual({});
});

test.each([
  ['1', '1'],
  ['5', '05/'],
  ['12', '12'],
  ['122', '12/2'],
  ['1228', '12/28'],
  ['12/28', '12/28'],
  ['12/', '12/'],
  ['12/289', '12/28'],
])('typing %s in the expiry shows %s', (typed, shown) => {
  expect(formatExpiryInput(typed)).toBe(shown);
});
