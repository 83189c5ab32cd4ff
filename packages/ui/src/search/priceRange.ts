/** A price range in whole currency units; an end left empty is open. */
export interface PriceRange {
  min?: number;
  max?: number;
}

export type PriceRangeError = 'invalid' | 'maxBelowMin';

export interface ParsedPriceRange {
  /** The range, when both boxes hold an amount or nothing. */
  range?: PriceRange;
  errors: { min?: PriceRangeError; max?: PriceRangeError };
}

function parseAmount(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,9}(\.\d{0,2})?$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

/** The two boxes of a price filter as typed: a range, or what is wrong with each box. */
export function parsePriceRange(minText: string, maxText: string): ParsedPriceRange {
  const min = parseAmount(minText);
  const max = parseAmount(maxText);
  const errors: ParsedPriceRange['errors'] = {};
  if (min === 'invalid') errors.min = 'invalid';
  if (max === 'invalid') errors.max = 'invalid';
  else if (typeof min === 'number' && typeof max === 'number' && max < min) errors.max = 'maxBelowMin';
  if (min === 'invalid' || max === 'invalid' || errors.max) return { errors };
  return { range: { min, max }, errors };
}

export const amountText = (amount: number | undefined): string => (amount === undefined ? '' : String(amount));
