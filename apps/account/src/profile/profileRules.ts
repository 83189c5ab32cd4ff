// What Profile Settings checks, sends and says: pure rules, table-tested in
// apps/account/test/profileRules.test.ts. Message keys are of the account namespace.
import {
  ACCOUNT_ERROR_CODES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  accountNameProblem,
  displayNames,
  phoneNumberProblem,
  type Country,
  type LanguageCode,
  type ProfileUpdateBody,
  type UserProfile,
} from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2, '' when none is chosen. */
  phoneCountry: string;
  /** The number after the country's dial code; '' for no phone. */
  phoneNumber: string;
  language: LanguageCode;
  /** ISO 4217, '' for no preference. */
  currency: string;
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The form's order: the first field with an error gets the focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'phoneCountry', 'phoneNumber', 'language', 'currency'];

export function profileValues(user: UserProfile): ProfileValues {
  const { first_name: firstName, last_name: lastName, phone } = user.personal_info;
  return { firstName, lastName, phoneCountry: phone?.country ?? '', phoneNumber: phone?.number ?? '', language: user.language, currency: user.currency ?? '' };
}

/** `dialCode` is the chosen country's ('' when none is chosen or the countries have not loaded). */
export function profileErrors(values: ProfileValues, dialCode: string): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = accountNameProblem(values[field]);
    if (problem) errors[field] = `profile.errors.${problem}`;
  }
  if (values.phoneNumber.trim() !== '') {
    if (values.phoneCountry === '') errors.phoneCountry = 'profile.errors.phone.country';
    const problem = phoneNumberProblem(values.phoneNumber, dialCode);
    if (problem) errors.phoneNumber = `profile.errors.phone.${problem}`;
  }
  return errors;
}

/**
 * What the form changes, as the API takes it (null: nothing). Only what differs from the
 * profile it started from is sent, so a language chosen in the header meanwhile is not
 * overwritten. No number is no phone, no currency no preference.
 */
export function profileChanges(values: ProfileValues, before: ProfileValues): ProfileUpdateBody | null {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const number = values.phoneNumber.trim();
  const phone = number === '' ? null : { country: values.phoneCountry, number };
  const phoneBefore = before.phoneNumber === '' ? null : { country: before.phoneCountry, number: before.phoneNumber };
  const changes: ProfileUpdateBody = {
    ...(firstName !== before.firstName && { firstName }),
    ...(lastName !== before.lastName && { lastName }),
    ...((phone?.country !== phoneBefore?.country || phone?.number !== phoneBefore?.number) && { phone }),
    ...(values.language !== before.language && { language: values.language }),
    ...(values.currency !== before.currency && { currency: values.currency === '' ? null : values.currency }),
  };
  return Object.keys(changes).length > 0 ? changes : null;
}

/** What a refused save says, in a sentence of ours, next to the field the API named when it named one. */
export function profileRefusal(error: Pick<ApiQueryError, 'status' | 'message'>): { field: ProfileField | null; key: string } {
  if (error.status === undefined) return { field: null, key: 'profile.failedNetwork' };
  if (error.status !== 400) return { field: null, key: 'profile.failedGeneric' };
  const named = /^body\.(\w+)(?:\.(\w+))?:/.exec(error.message);
  switch (named?.[1]) {
    case 'firstName':
    case 'lastName':
      return { field: named[1], key: 'profile.errors.refused' };
    case 'phone':
      return named[2] === 'country' ? { field: 'phoneCountry', key: 'profile.errors.phone.countryRefused' } : { field: 'phoneNumber', key: 'profile.errors.phone.refused' };
    case 'language':
      return { field: 'language', key: 'profile.errors.languageRefused' };
    case 'currency':
      return { field: 'currency', key: 'profile.errors.currencyRefused' };
    default:
      return { field: null, key: 'profile.failedGeneric' };
  }
}

/** The countries to dial, named and ordered in the page's language, each with its dial code. */
export function countryOptions(countries: readonly Pick<Country, 'code' | 'name' | 'dialCode'>[], language: string): { code: string; name: string; dialCode: string }[] {
  const names = displayNames(language, { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(language);
  return countries
    .filter((country) => country.dialCode !== '')
    .map((country) => ({ code: country.code, name: names.of(country.code) ?? country.name, dialCode: country.dialCode }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordValues;
export const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** The API's password policy (signup's), checked before a round trip. */
export function passwordErrors({ currentPassword, newPassword, confirmPassword }: PasswordValues): Partial<Record<PasswordField, string>> {
  const errors: Partial<Record<PasswordField, string>> = {};
  if (currentPassword === '') errors.currentPassword = 'password.errors.currentRequired';
  if (newPassword === '') errors.newPassword = 'password.errors.newRequired';
  else if (newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = 'password.errors.tooShort';
  else if (newPassword.length > PASSWORD_MAX_LENGTH) errors.newPassword = 'password.errors.tooLong';
  else if (currentPassword !== '' && newPassword === currentPassword) errors.newPassword = 'password.errors.unchanged';
  if (confirmPassword === '') errors.confirmPassword = 'password.errors.confirmRequired';
  else if (confirmPassword !== newPassword) errors.confirmPassword = 'password.errors.mismatch';
  return errors;
}

/** A refused change of password, in a sentence of ours, next to the field it is about when there is one. */
export function passwordRefusal(error: Pick<ApiQueryError, 'status' | 'code'>): { field: PasswordField | null; key: string } {
  switch (error.code) {
    case ACCOUNT_ERROR_CODES.wrongPassword:
      return { field: 'currentPassword', key: 'password.errors.wrong' };
    case ACCOUNT_ERROR_CODES.passwordUnchanged:
      return { field: 'newPassword', key: 'password.errors.unchanged' };
    case ACCOUNT_ERROR_CODES.passwordTooCommon:
      return { field: 'newPassword', key: 'password.errors.tooCommon' };
    case ACCOUNT_ERROR_CODES.accountLocked:
    case ACCOUNT_ERROR_CODES.rateLimited:
      return { field: null, key: 'password.errors.tooManyTries' };
    case ACCOUNT_ERROR_CODES.ssoLoginRequired:
      return { field: null, key: 'password.errors.sso' };
    default:
      return { field: null, key: error.status === undefined ? 'password.errors.network' : 'password.errors.failed' };
  }
}
