import { stayDetailsErrors, stayFieldPath, type StayDetails } from '../src/checkout/stayDetails';

const goodStay: StayDetails = { otherGuests: [{ firstName: 'Jean-Luc', lastName: 'Picard' }], specialRequests: '' };

test('complete guest names and short requests have no errors', () => {
  expect(stayDetailsErrors(goodStay)).toEqual({});
});

test.each([
  ['otherGuests.0.firstName', { otherGuests: [{ firstName: '', lastName: 'Picard' }] }, 'errors.name.required'],
  ['specialRequests', { specialRequests: 'x'.repeat(501) }, 'errors.specialRequests.tooLong'],
])('%s: %j is %s', (path, change, key) => {
  expect(stayDetailsErrors({ ...goodStay, ...change })).toEqual({ [path]: key });
});

test.each([
  ['guests.0.lastName', 'lead.lastName'],
  ['guests.2.firstName', 'otherGuests.1.firstName'],
  ['specialRequests', 'specialRequests'],
  ['leadTraveller.email', undefined],
])('the API path %s is the form field %s', (apiPath, formPath) => {
  expect(stayFieldPath(apiPath)).toBe(formPath);
});
