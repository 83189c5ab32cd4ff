import { PROPOSAL_ERROR_CODES } from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';

/** Why a client's proposal call failed, as its pages tell it apart. */
export type ProposalProblem =
  | { kind: 'expired'; expiredAt: Date | null }
  | { kind: 'notFound' }
  /** 409: answered already, or changed meanwhile; nothing was changed. */
  | { kind: 'status' }
  | { kind: 'other'; error: ApiQueryError };

/**
 * The 410 names the expiry only in its sentence ("expired on 2026-05-01 14:00 UTC: …"), so
 * the date is read back from it to be written in the page's language; null when it is not there.
 */
function expiryIn(message: string): Date | null {
  const match = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC/.exec(message);
  return match ? new Date(`${match[1]}T${match[2]}:00Z`) : null;
}

export function proposalProblem(error: ApiQueryError): ProposalProblem {
  if (error.status === 410 || error.code === PROPOSAL_ERROR_CODES.proposalExpired) return { kind: 'expired', expiredAt: expiryIn(error.message) };
  if (error.status === 404) return { kind: 'notFound' };
  if (error.status === 409) return { kind: 'status' };
  return { kind: 'other', error };
}
