// Agency markups (DESIGN "Prices"): per service, in basis points (1250 = 12.5 %), set by the
// agency's owners and admins in the Command Center's Markup Settings. Plain rules, no zod.

/** 100 %: a higher markup is far more likely a typing slip (120 for 12) than a price. */
export const MARKUP_MAX_BASIS_POINTS = 10_000;

export type MarkupInputProblem = 'required' | 'invalid' | 'tooPrecise' | 'tooHigh';

/** '12.5' (a dot or a comma) -> 1250 basis points, or what is wrong with the text. */
export function parseMarkupPercent(input: string): { basisPoints: number } | { problem: MarkupInputProblem } {
  const text = input.trim().replace(',', '.');
  if (text === '') return { problem: 'required' };
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text);
  if (!match) return { problem: 'invalid' };
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return { problem: 'tooPrecise' };
  const basisPoints = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'));
  return basisPoints > MARKUP_MAX_BASIS_POINTS ? { problem: 'tooHigh' } : { basisPoints };
}

/** 1250 -> '12.5', 1200 -> '12', 5 -> '0.05': the text a markup field starts with. */
export function markupPercentText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const cents = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : String(whole);
}
