// The Invite agent form's fields, their rules (the API's own, from contracts) and where a
// refusal from the API shows. Pure: table tests in test/agentRules.test.ts.
import { accountNameProblem, COMMAND_ERROR_CODES, ERROR_CODES, type AgentInvitationInput, type AgentRole, emailProblem, errorFields } from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';

export const INVITE_FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;
export type InviteField = (typeof INVITE_FIELDS)[number];

export type InviteDraft = { firstName: string; lastName: string; email: string; role: AgentRole };

export const EMPTY_INVITE: InviteDraft = { firstName: '', lastName: '', email: '', role: 'Agent' };

/** A message key (command namespace) per wrong field. */
export type InviteProblems = Partial<Record<InviteField, string>>;

/** The sign-up's rule for a name: the account the invitation becomes holds it. */
function nameProblem(value: string): string | undefined {
  const problem = accountNameProblem(value);
  return problem ? `command:agents.errors.name.${problem}` : undefined;
}

export function inviteProblems(draft: InviteDraft): InviteProblems {
  const problems: InviteProblems = {};
  const first = nameProblem(draft.firstName);
  const last = nameProblem(draft.lastName);
  if (first) problems.firstName = first;
  if (last) problems.lastName = last;
  if (emailProblem(draft.email)) problems.email = 'command:agents.errors.email';
  return problems;
}

export const inviteInputOf = (draft: InviteDraft): AgentInvitationInput => ({
  firstName: draft.firstName.trim(),
  lastName: draft.lastName.trim(),
  email: draft.email.trim(),
  role: draft.role,
});

export interface InviteRefusal {
  field: InviteField | null;
  key: string;
}

const isInviteField = (path: string): path is InviteField => (INVITE_FIELDS as readonly string[]).includes(path);

/** Where and how to tell a refused invitation: next to the field it is about, else above the form. */
export function inviteRefusal(error: Pick<ApiQueryError, 'status' | 'code' | 'message'>): InviteRefusal {
  if (error.code === COMMAND_ERROR_CODES.agentEmailTaken) return { field: 'email', key: 'command:agents.errors.emailTaken' };
  if (error.code === COMMAND_ERROR_CODES.invitationPending) return { field: 'email', key: 'command:agents.errors.alreadyInvited' };
  if (error.code === COMMAND_ERROR_CODES.agentChangeRefused) return { field: 'role', key: 'command:agents.errors.roleRefused' };
  if (error.code === ERROR_CODES.validation) {
    const field = errorFields(error.message)
      .map(({ path }) => path)
      .find(isInviteField);
    if (field) return { field, key: 'command:agents.errors.refused' };
  }
  return { field: null, key: error.status === undefined || error.status >= 500 ? 'command:agents.errors.sendFailed' : 'command:agents.errors.sendRefused' };
}
