import { travellerProfileFixture } from '@travel/mocks';
import {
  countryOptions,
  passwordErrors,
  passwordRefusal,
  profileErrors,
  profileChanges,
  profileRefusal,
  profileValues,
  type ProfileValues,
} from '../src/profile/profileRules';

const values = (changes: Partial<ProfileValues> = {}): ProfileValues => ({
  firstName: 'Tara',
  lastName: 'Quinn',
  phoneCountry: 'NO',
  phoneNumber: '912 34 567',
  language: 'en',
  currency: 'EUR',
  ...changes,
});

describe('profileValues: the form starts from the profile', () => {
  it('with no phone and no currency, both empty', () => {
    expect(profileValues(travellerProfileFixture)).toEqual({ firstName: 'Tara', lastName: 'Traveller', phoneCountry: '', phoneNumber: '', language: 'en', currency: '' });
  });
  it('with a phone and a currency', () => {
    const user = { ...travellerProfileFixture, currency: 'NOK', personal_info: { ...travellerProfileFixture.personal_info, phone: { country: 'NO', number: '912 34 567' } } };
    expect(profileValues(user)).toMatchObject({ phoneCountry: 'NO', phoneNumber: '912 34 567', currency: 'NOK' });
  });
});

describe('profileErrors', () => {
  it.each([
    ['all good', values(), '+47', {}],
    ['no phone at all', values({ phoneCountry: '', phoneNumber: '' }), '', {}],
    ['a country but no number: no phone', values({ phoneNumber: '  ' }), '+47', {}],
    ['a number without a country', values({ phoneCountry: '' }), '', { phoneCountry: 'profile.errors.phone.country' }],
    ['the dial code typed in', values({ phoneNumber: '+47 912 34 567' }), '+47', { phoneNumber: 'profile.errors.phone.hasDialCode' }],
    ['00 and the dial code typed in', values({ phoneNumber: '0047 912 34 567' }), '+47', { phoneNumber: 'profile.errors.phone.hasDialCode' }],
    ['letters', values({ phoneNumber: '912-CALL' }), '+47', { phoneNumber: 'profile.errors.phone.invalid' }],
    ['too short', values({ phoneNumber: '123' }), '+47', { phoneNumber: 'profile.errors.phone.tooShort' }],
    ['over 15 digits with the dial code', values({ phoneNumber: '1234 5678 9012 34' }), '+47', { phoneNumber: 'profile.errors.phone.tooLong' }],
    ['15 digits with the dial code', values({ phoneNumber: '1234 5678 9012 3' }), '+47', {}],
    ['empty names', values({ firstName: ' ', lastName: '' }), '+47', { firstName: 'profile.errors.required', lastName: 'profile.errors.required' }],
    ['a name too long', values({ lastName: 'x'.repeat(101) }), '+47', { lastName: 'profile.errors.tooLong' }],
  ])('%s', (_case, form, dialCode, expected) => {
    expect(profileErrors(form, dialCode)).toEqual(expected);
  });
});

describe('profileChanges: only what the form changed, as the API takes it', () => {
  const before = values();
  it.each([
    ['nothing changed', values(), null],
    ['only spaces added', values({ firstName: ' Tara ', phoneNumber: ' 912 34 567 ' }), null],
    ['a name, trimmed', values({ firstName: ' Tamsin ' }), { firstName: 'Tamsin' }],
    ['another number', values({ phoneNumber: '987 65 432' }), { phone: { country: 'NO', number: '987 65 432' } }],
    ['another country, same number', values({ phoneCountry: 'DK' }), { phone: { country: 'DK', number: '912 34 567' } }],
    ['the number emptied: no phone', values({ phoneNumber: '' }), { phone: null }],
    ['the currency emptied: no preference', values({ currency: '' }), { currency: null }],
    ['language and currency', values({ language: 'fr', currency: 'USD' }), { language: 'fr', currency: 'USD' }],
  ])('%s', (_case, form, expected) => {
    expect(profileChanges(form, before)).toEqual(expected);
  });

  it('a first phone and currency', () => {
    const empty = values({ phoneCountry: '', phoneNumber: '', currency: '' });
    expect(profileChanges(values(), empty)).toEqual({ phone: { country: 'NO', number: '912 34 567' }, currency: 'EUR' });
  });
});

describe('profileRefusal: a refused save in a sentence of ours', () => {
  it.each([
    [{ status: undefined, message: 'Network Error' }, { field: null, key: 'profile.failedNetwork' }],
    [{ status: 500, message: 'boom' }, { field: null, key: 'profile.failedGeneric' }],
    [{ status: 401, message: 'Log in to continue' }, { field: null, key: 'profile.failedGeneric' }],
    [{ status: 400, message: 'body.firstName: must not contain control characters' }, { field: 'firstName', key: 'profile.errors.refused' }],
    [{ status: 400, message: 'body.lastName: too long' }, { field: 'lastName', key: 'profile.errors.refused' }],
    [{ status: 400, message: "body.phone.country: 'XX' is not a country we know" }, { field: 'phoneCountry', key: 'profile.errors.phone.countryRefused' }],
    [{ status: 400, message: 'body.phone.number: too short for a phone number' }, { field: 'phoneNumber', key: 'profile.errors.phone.refused' }],
    [{ status: 400, message: "body.language: 'xx' is not offered" }, { field: 'language', key: 'profile.errors.languageRefused' }],
    [{ status: 400, message: "body.currency: 'XTS' is not offered" }, { field: 'currency', key: 'profile.errors.currencyRefused' }],
    [{ status: 400, message: 'body: give at least one of firstName' }, { field: null, key: 'profile.failedGeneric' }],
  ])('%j -> %j', (error, expected) => {
    expect(profileRefusal(error)).toEqual(expected);
  });
});

describe('countryOptions: named and sorted in the page language, with their dial codes', () => {
  const countries = [
    { code: 'NO', name: 'Norway', dialCode: '+47' },
    { code: 'DE', name: 'Germany', dialCode: '+49' },
    { code: 'AQ', name: 'Antarctica', dialCode: '' },
    { code: 'AT', name: 'Austria', dialCode: '+43' },
  ];
  it.each([
    ['en', ['Austria +43', 'Germany +49', 'Norway +47']],
    ['de', ['Deutschland +49', 'Norwegen +47', 'Österreich +43']],
    ['no', ['Norge +47', 'Tyskland +49', 'Østerrike +43']],
  ])('%s', (language, expected) => {
    expect(countryOptions(countries, language).map(({ name, dialCode }) => `${name} ${dialCode}`)).toEqual(expected);
  });
});

describe('passwordErrors', () => {
  const ok = { currentPassword: 'Travel-Demo-2026', newPassword: 'Harbour-Lights-2027', confirmPassword: 'Harbour-Lights-2027' };
  it.each([
    ['all good', ok, {}],
    ['nothing typed', { currentPassword: '', newPassword: '', confirmPassword: '' }, { currentPassword: 'password.errors.currentRequired', newPassword: 'password.errors.newRequired', confirmPassword: 'password.errors.confirmRequired' }],
    ['too short', { ...ok, newPassword: 'short', confirmPassword: 'short' }, { newPassword: 'password.errors.tooShort' }],
    ['too long', { ...ok, newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, { newPassword: 'password.errors.tooLong' }],
    ['the current one again', { ...ok, newPassword: ok.currentPassword, confirmPassword: ok.currentPassword }, { newPassword: 'password.errors.unchanged' }],
    ['confirmed differently', { ...ok, confirmPassword: 'Harbour-Lights-2028' }, { confirmPassword: 'password.errors.mismatch' }],
  ])('%s', (_case, form, expected) => {
    expect(passwordErrors(form)).toEqual(expected);
  });
});

describe('passwordRefusal: a refused change in a sentence of ours', () => {
  it.each([
    [{ status: 400, code: 'WRONG_PASSWORD' }, { field: 'currentPassword', key: 'password.errors.wrong' }],
    [{ status: 400, code: 'PASSWORD_UNCHANGED' }, { field: 'newPassword', key: 'password.errors.unchanged' }],
    [{ status: 400, code: 'PASSWORD_TOO_COMMON' }, { field: 'newPassword', key: 'password.errors.tooCommon' }],
    [{ status: 429, code: 'ACCOUNT_LOCKED' }, { field: null, key: 'password.errors.tooManyTries' }],
    [{ status: 429, code: 'RATE_LIMITED' }, { field: null, key: 'password.errors.tooManyTries' }],
    [{ status: 403, code: 'SSO_LOGIN_REQUIRED' }, { field: null, key: 'password.errors.sso' }],
    [{ status: undefined }, { field: null, key: 'password.errors.network' }],
    [{ status: 503, code: 'SERVICE_UNAVAILABLE' }, { field: null, key: 'password.errors.failed' }],
  ])('%j -> %j', (error, expected) => {
    expect(passwordRefusal(error)).toEqual(expected);
  });
});
