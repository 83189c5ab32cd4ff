// The Command Center's Agents (issue 22): an agency's agents, their roles and status, the
// invitations that bring new ones in, and the public calls of the invitation link.
// apps/api/README.md ("Command Center") documents the calls.
import { z } from 'zod';
import { signupBodySchema } from '../accounts.schema';
import { safeText } from '../request-fields.schema';
import { AGENT_ROLES, AGENT_STATUSES } from './agents';
import { pageQueryFields, pagedListFields, personRefSchema } from './paging.schema';

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

export const agentRoleSchema = z.enum(AGENT_ROLES);


export const agentSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: agentRoleSchema,
  status: z.enum(AGENT_STATUSES),
  /** When the agent was deactivated; null while active. */
  deactivatedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The bookings they made that the list shows (confirmed or cancelled, never pending). */
  bookings: z.number().int(),
  /** What travellers paid for their bookings that were not cancelled, in minor units of the charge currency. */
  sales: z.object({ amount: z.number().int(), currency: currencyCode }),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentListQuerySchema = z.object({
  ...pageQueryFields,
  /** Part of a name or an email. */
  q: safeText().trim().max(100).optional(),
  status: z.enum(AGENT_STATUSES).optional(),
  role: agentRoleSchema.optional(),
});
export type AgentListQuery = z.input<typeof agentListQuerySchema>;

/** By name, A first: an agency has tens of agents, not thousands. */
export const agentListSchema = z.object({ ...pagedListFields, agents: z.array(agentSchema) });
export type AgentList = z.infer<typeof agentListSchema>;

export const agentParamsSchema = z.object({ userId: z.uuid('expected an agent id') });

export const agentRoleBodySchema = z.object({ role: agentRoleSchema });
export type AgentRoleBody = z.infer<typeof agentRoleBodySchema>;

/** Who is invited, by their email and names, and the role their account gets. */
export const agentInvitationInputSchema = z.object({
  email: signupBodySchema.shape.email,
  firstName: signupBodySchema.shape.firstName,
  lastName: signupBodySchema.shape.lastName,
  role: agentRoleSchema,
});
export type AgentInvitationInput = z.input<typeof agentInvitationInputSchema>;

/** An invitation not yet accepted nor revoked; an expired one is still listed, to resend. */
export const agentInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: agentRoleSchema,
  invitedBy: personRefSchema.nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type AgentInvitation = z.infer<typeof agentInvitationSchema>;

/** The agency's pending invitations, newest first (at most PAGE_SIZE_MAX). */
export const agentInvitationListSchema = z.object({ invitations: z.array(agentInvitationSchema) });
export type AgentInvitationList = z.infer<typeof agentInvitationListSchema>;

export const agentInvitationParamsSchema = z.object({ invitationId: z.uuid('expected an invitation id') });

/** The link's token: 32 random bytes, base64url (as the other emailed links'). */
const invitationTokenSchema = safeText().min(1).max(256);

export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });

/** What the invitation page shows before the invited person chooses a password. */
export const publicAgentInvitationSchema = z.object({
  agencyName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: agentRoleSchema,
});
export type PublicAgentInvitation = z.infer<typeof publicAgentInvitationSchema>;

/** Accepting: the link's token and a password by the sign-up's rules. Answered as a login is. */
export const acceptAgentInvitationBodySchema = z.object({ token: invitationTokenSchema, password: signupBodySchema.shape.password });
export type AcceptAgentInvitationBody = z.infer<typeof acceptAgentInvitationBodySchema>;
