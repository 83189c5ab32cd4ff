// Which message each checkout field shows, from the contracts' field rules (the API applies
// the same rules). Pure: the components show the messages, these decide them.
import {
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberProblem,
  cvcValid,
  emailProblem,
  parseExpiry,
  personNameProblem,
  phoneProblem,
} from '@travel/contracts';

export interface PersonName {
  firstName: string;
  lastName: string;
}

export interface LeadTravellerValues extends PersonName {
  email: string;
  phone: string;
}

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

/** Field path ('lead.email', 'card.cvc', a service's own 'otherGuests.0.firstName') -> message key in the checkout namespace. */
export type FieldErrors = Partial<Record<string, string>>;

/** The message of a person's first or last name, or of the name on a card. */
export const personNameError = (name: string): string | undefined => {
  const problem = personNameProblem(name);
  return problem ? `errors.name.${problem}` : undefined;
};

/** The errors of the fields that have one: [path, message key or undefined] pairs. */
export function collectErrors(entries: Array<[string, string | undefined]>): FieldErrors {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function leadTravellerErrors(lead: LeadTravellerValues): FieldErrors {
  const email = emailProblem(lead.email);
  const phone = phoneProblem(lead.phone);
  return collectErrors([
    ['lead.firstName', personNameError(lead.firstName)],
    ['lead.lastName', personNameError(lead.lastName)],
    ['lead.email', email ? `errors.email.${email}` : undefined],
    ['lead.phone', phone ? `errors.phone.${phone}` : undefined],
  ]);
}

function expiryError(expiry: string, today: string): string | undefined {
  if (expiry.trim() === '') return 'errors.expiry.required';
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'errors.expiry.invalid';
  return cardExpired(parsed.month, parsed.year, today) ? 'errors.expiry.expired' : undefined;
}

/** `today` is YYYY-MM-DD (UTC), as the gateway compares it. */
export function cardErrors(card: CardValues, today: string): FieldErrors {
  const number = cardNumberProblem(card.number);
  const brand = cardBrand(cardDigits(card.number));
  return collectErrors([
    ['card.number', number ? `errors.card.${number}` : undefined],
    ['card.expiry', expiryError(card.expiry, today)],
    ['card.cvc', card.cvc === '' ? 'errors.cvc.required' : cvcValid(card.cvc, brand) ? undefined : 'errors.cvc.invalid'],
    ['card.holderName', personNameError(card.holderName)],
  ]);
}

/** What people type into MM/YY: digits only become `MM/YY` as they go ('1228' -> '12/28'). */
export function formatExpiryInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length <= 2) return input.includes('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The DOM id of a field path, so labels, errors and focus find it. */
export const fieldId = (path: string): string => `checkout-${path.replace(/\./g, '-')}`;
