// Card rules shared by the checkout form and the API's built-in demo gateway. Plain
// TypeScript: the browser bundles it. The gateway never stores a card number; a booking
// keeps the brand and the last four digits only.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/**
 * The demo gateway's documented test numbers (apps/api/README.md, "Payments"). Any other
 * number that passes the Luhn check is approved too, so a tester can type their own;
 * these two always give the named answer.
 */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
} as const;

/** The gateway's reason for a declined card (shown to the traveller as is). */
export const CARD_DECLINED_TEXT = 'Your card was declined. No booking was made and nothing was charged.';

/** Digits only: spaces and dashes are how people type card numbers. */
export const cardDigits = (input: string): string => input.replace(/[\s-]/g, '');

/** The Luhn (mod 10) check every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges); 'unknown' is still accepted when the number is valid. */
export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

const LENGTHS: Record<CardBrand, number[]> = {
  amex: [15],
  visa: [13, 16, 19],
  mastercard: [16],
  discover: [16, 19],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

export type CardNumberProblem = 'required' | 'digits' | 'length' | 'luhn';

/** What is wrong with a typed card number, or null when it can be charged. */
export function cardNumberProblem(input: string): CardNumberProblem | null {
  const digits = cardDigits(input);
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits)) return 'digits';
  if (!LENGTHS[cardBrand(digits)].includes(digits.length)) return 'length';
  return passesLuhn(digits) ? null : 'luhn';
}

/** CVC: four digits for American Express, three for the others. */
export const cvcLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

export function cvcValid(cvc: string, brand: CardBrand): boolean {
  return new RegExp(`^\\d{${cvcLength(brand)}}$`).test(cvc);
}

/** A card is good through the last day of its expiry month; `today` is YYYY-MM-DD (UTC). */
export function cardExpired(month: number, year: number, today: string): boolean {
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  return year < thisYear || (year === thisYear && month < thisMonth);
}

/** `MM/YY` as people type it; undefined when it is not a month and a two-digit year. */
export function parseExpiry(input: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(input);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** `4242424242424242` as `4242 4242 4242 4242` (American Express: 4-6-5). */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}
