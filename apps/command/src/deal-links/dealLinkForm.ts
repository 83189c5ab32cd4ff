// The deal link form's fields, what each may hold (the API's own rules, from contracts), what
// is sent, and where a refusal from the API is shown. Pure: table tests in test/dealLinkForm.test.ts.
import { DEAL_LINK_LIMITS, ERROR_CODES, dealLinkTargetProblem, errorFields, pastedDealLinkTarget, type DealLinkInput } from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';
import { endOfLocalDay } from '../lists/format';

/** The form's fields, in the order it shows them (the first wrong one takes the focus). */
export const DEAL_LINK_FIELDS = ['label', 'target', 'expiresOn'] as const;
export type DealLinkField = (typeof DEAL_LINK_FIELDS)[number];

/** What the agent typed: the link as pasted, the expiry as a day of their calendar ('' for never). */
export type DealLinkDraft = Record<DealLinkField, string>;
export const EMPTY_DEAL_LINK: DealLinkDraft = { label: '', target: '', expiresOn: '' };

/** Where the form is filled: this site's origin (a pasted link of it loses it) and today in the agent's calendar (YYYY-MM-DD). */
export interface FormPlace {
  origin: string;
  today: string;
}

/** A message key (command namespace) per wrong field. */
export type DealLinkProblems = Partial<Record<DealLinkField, string>>;

export function dealLinkProblems(draft: DealLinkDraft, { origin, today }: FormPlace): DealLinkProblems {
  const problems: DealLinkProblems = {};
  const label = draft.label.trim();
  if (label === '') problems.label = 'command:dealLinks.errors.labelRequired';
  else if (label.length > DEAL_LINK_LIMITS.labelMax) problems.label = 'command:dealLinks.errors.labelTooLong';
  const target = dealLinkTargetProblem(pastedDealLinkTarget(draft.target, origin));
  if (target) problems.target = `command:dealLinks.errors.target.${target}`;
  if (draft.expiresOn !== '' && !(/^\d{4}-\d{2}-\d{2}$/.test(draft.expiresOn) && draft.expiresOn >= today)) problems.expiresOn = 'command:dealLinks.errors.expiry';
  return problems;
}

/** What the API is sent: the label trimmed, the link as a path of this site, the expiry at the end of its day. */
export const dealLinkInputOf = (draft: DealLinkDraft, origin: string): DealLinkInput => ({
  label: draft.label.trim(),
  target: pastedDealLinkTarget(draft.target, origin),
  ...(draft.expiresOn === '' ? {} : { expiresAt: endOfLocalDay(draft.expiresOn) }),
});

/** A save the API refused: the field to show it at (null: above the form) and the message key. */
export interface DealLinkRefusal {
  field: DealLinkField | null;
  key: string;
}

const API_FIELDS: Record<string, DealLinkField> = { label: 'label', target: 'target', expiresAt: 'expiresOn' };

export function dealLinkRefusal(error: Pick<ApiQueryError, 'status' | 'code' | 'message'>): DealLinkRefusal {
  if (error.code === ERROR_CODES.validation) {
    const field = errorFields(error.message)
      .map(({ path }) => API_FIELDS[path])
      .find((named) => named !== undefined);
    if (field) return { field, key: 'command:dealLinks.errors.refused' };
  }
  return { field: null, key: error.status === undefined || error.status >= 500 ? 'command:dealLinks.errors.saveFailed' : 'command:dealLinks.errors.saveRefused' };
}
