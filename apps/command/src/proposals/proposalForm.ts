// The proposal form's fields (a new draft, and a proposal's details), what each may hold (the
// API's own rules, from contracts), what is sent, and what a refusal means. Pure.
import {
  COMMAND_ERROR_CODES,
  DEFAULT_DRIFT_THRESHOLD_PERCENT,
  ERROR_CODES,
  PROPOSAL_ERROR_CODES,
  PROPOSAL_LIMITS,
  canEditProposal,
  errorFields,
  type Proposal,
  type ProposalInput,
  type ProposalPart,
  type ProposalStatus,
  type ProposalUpdate,
} from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';
import { endOfLocalDay } from '../lists/format';

/** The form's fields, in the order it shows them (the first wrong one takes the focus). */
export const PROPOSAL_FIELDS = ['clientId', 'title', 'message', 'expiresOn', 'driftThreshold'] as const;
export type ProposalField = (typeof PROPOSAL_FIELDS)[number];

/** What the agent typed: the expiry as a day of their calendar, the threshold as typed. */
export type ProposalDraft = Record<ProposalField, string>;

/** A new proposal is open to the client for two weeks unless the agent says otherwise. */
export const DEFAULT_EXPIRY_DAYS = 14;

const FIELD_PART: Record<ProposalField, ProposalPart> = { clientId: 'client', title: 'title', message: 'message', expiresOn: 'expiresAt', driftThreshold: 'driftThreshold' };

/** Whether a proposal in `status` lets the agent change this field. */
export const canEditField = (status: ProposalStatus, field: ProposalField): boolean => canEditProposal(status, FIELD_PART[field]);

/** A day of the local calendar, `days` after `today` (both YYYY-MM-DD). */
export function dayAfter(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The local calendar day of an instant (the agent chose that day's end). */
export function localDayOf(instant: string): string {
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const newProposalDraft = (clientId: string, today: string): ProposalDraft => ({
  clientId,
  title: '',
  message: '',
  expiresOn: dayAfter(today, DEFAULT_EXPIRY_DAYS),
  driftThreshold: String(DEFAULT_DRIFT_THRESHOLD_PERCENT),
});

export const proposalDraftOf = (proposal: Proposal): ProposalDraft => ({
  clientId: proposal.client.id,
  title: proposal.title,
  message: proposal.message,
  expiresOn: localDayOf(proposal.expiresAt),
  driftThreshold: String(proposal.driftThresholdPercent),
});

/** A message key (command namespace) per wrong field. */
export type ProposalProblems = Partial<Record<ProposalField, string>>;

const THRESHOLD = /^\d{1,3}$/;

/** Every wrong field of those the agent may change, by the rules the API applies (`today` is YYYY-MM-DD). */
export function proposalProblems(draft: ProposalDraft, today: string, editable: (field: ProposalField) => boolean = () => true): ProposalProblems {
  const problems: ProposalProblems = {};
  const title = draft.title.trim();
  if (draft.clientId === '') problems.clientId = 'command:proposals.errors.client';
  if (title === '') problems.title = 'command:proposals.errors.title';
  else if (title.length > PROPOSAL_LIMITS.titleMax) problems.title = 'command:proposals.errors.tooLong';
  if (draft.message.trim().length > PROPOSAL_LIMITS.messageMax) problems.message = 'command:proposals.errors.tooLong';
  const latest = dayAfter(today, PROPOSAL_LIMITS.expiresWithinDays - 1);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.expiresOn) || draft.expiresOn < today || draft.expiresOn > latest) problems.expiresOn = 'command:proposals.errors.expiry';
  const threshold = Number(draft.driftThreshold.trim());
  if (!THRESHOLD.test(draft.driftThreshold.trim()) || threshold < 1 || threshold > 100) problems.driftThreshold = 'command:proposals.errors.threshold';
  return Object.fromEntries(Object.entries(problems).filter(([field]) => editable(field as ProposalField)));
}

/** What POST /api/agency/proposals is sent: text trimmed, the expiry at the end of its day. */
export const proposalInputOf = (draft: ProposalDraft): ProposalInput => ({
  clientId: draft.clientId,
  title: draft.title.trim(),
  message: draft.message.trim(),
  expiresAt: endOfLocalDay(draft.expiresOn),
  driftThresholdPercent: Number(draft.driftThreshold.trim()),
});

/** What PUT /api/agency/proposals/:id is sent: the fields the status lets change, and that changed. */
export function proposalUpdateOf(draft: ProposalDraft, saved: ProposalDraft, status: ProposalStatus): ProposalUpdate {
  const input = proposalInputOf(draft);
  const changed = (field: ProposalField) => canEditField(status, field) && draft[field].trim() !== saved[field].trim();
  return {
    ...(changed('clientId') ? { clientId: input.clientId } : {}),
    ...(changed('title') ? { title: input.title } : {}),
    ...(changed('message') ? { message: input.message } : {}),
    ...(changed('expiresOn') ? { expiresAt: input.expiresAt } : {}),
    ...(changed('driftThreshold') ? { driftThresholdPercent: input.driftThresholdPercent } : {}),
  };
}

/** A call the API refused: the field to show it at (null: above the form), and the message key (null: the server's own words, failureText). */
export interface ProposalRefusal {
  field: ProposalField | null;
  key: string | null;
}

const API_FIELDS: Record<string, ProposalField> = { clientId: 'clientId', title: 'title', message: 'message', expiresAt: 'expiresOn', driftThresholdPercent: 'driftThreshold' };

/** What a refusal of any proposal call means, in the agent's words (command namespace keys). */
export function proposalRefusal(error: Pick<ApiQueryError, 'status' | 'code' | 'message'>): ProposalRefusal {
  switch (error.code) {
    case PROPOSAL_ERROR_CODES.proposalNotFound:
      return { field: null, key: 'command:proposals.errors.notFound' };
    case PROPOSAL_ERROR_CODES.proposalStatus:
      return { field: null, key: 'command:proposals.errors.status' };
    case PROPOSAL_ERROR_CODES.proposalEmpty:
      return { field: null, key: 'command:proposals.errors.empty' };
    case PROPOSAL_ERROR_CODES.proposalExpired:
      return { field: null, key: 'command:proposals.errors.expired' };
    case COMMAND_ERROR_CODES.clientNotFound:
      return { field: 'clientId', key: 'command:proposals.errors.clientGone' };
    case ERROR_CODES.validation: {
      const field = errorFields(error.message)
        .map(({ path }) => API_FIELDS[path])
        .find((named) => named !== undefined);
      if (field) return { field, key: field === 'expiresOn' ? 'command:proposals.errors.expiry' : 'command:proposals.errors.refused' };
    }
  }
  return { field: null, key: null };
}
