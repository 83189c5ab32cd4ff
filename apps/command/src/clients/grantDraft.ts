// The Grant credits form's rules: pure functions over what the owner typed.
import { WALLET_GRANT_MAX, WALLET_GRANT_REASON_MAX } from '@travel/contracts';

export interface GrantDraft {
  /** As typed, in the currency's major units ("25", "25.50"). */
  amount: string;
  currency: string;
  reason: string;
}

export type GrantField = 'amount' | 'reason';

/** The typed amount in minor units of a currency with `decimals` digits; null when it is not a positive amount in that precision. */
export function minorAmount(typed: string, decimals: number): number | null {
  const text = typed.trim().replace(',', '.');
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return minor > 0 ? minor : null;
}

/** What the form refuses before asking for confirmation, in the form's order. */
export function grantProblems(draft: GrantDraft, decimals: number): GrantField[] {
  const problems: GrantField[] = [];
  const minor = minorAmount(draft.amount, decimals);
  if (minor === null || minor > WALLET_GRANT_MAX) problems.push('amount');
  const reason = draft.reason.trim();
  if (reason === '' || reason.length > WALLET_GRANT_REASON_MAX) problems.push('reason');
  return problems;
}
