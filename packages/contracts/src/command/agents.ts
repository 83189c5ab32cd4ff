// Who may do what to an agency's agents (the Command Center's Agents, issue 22): the role an
// agent has, which roles a manager may give, and which changes are refused. Plain TypeScript:
// the Agents pages offer only what the API then allows. Table tests: test/agent-rules.test.ts.
import type { UserTypeName } from '../accounts.schema';

/**
 * An agent's role as the Agents pages name it. A restricted agent is an Agent whose
 * is_restricted_agent flag is set (SPEC 6: no wholesale rate, no markup).
 */
export const AGENT_ROLES = ['AgencyOwner', 'Admin', 'SalesAgent', 'Agent', 'RestrictedAgent'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];

/** How a role is stored on the account. */
export interface AgentRoleColumns {
  userType: Exclude<UserTypeName, 'Customer'>;
  isRestrictedAgent: boolean;
}

/** An agent's role from their account. Customers are never listed as agents (the API's query leaves them out); one would read as a plain Agent. */
export function agentRoleOf(user: { userType: UserTypeName; isRestrictedAgent: boolean }): AgentRole {
  if (user.userType === 'Agent' && user.isRestrictedAgent) return 'RestrictedAgent';
  return user.userType === 'Customer' ? 'Agent' : user.userType;
}

export function agentRoleColumns(role: AgentRole): AgentRoleColumns {
  return role === 'RestrictedAgent' ? { userType: 'Agent', isRestrictedAgent: true } : { userType: role, isRestrictedAgent: false };
}

/** Who acts: the signed-in manager. */
export interface AgentActor {
  id: string;
  userType: UserTypeName;
}

/** Whom the change is about: an agent of the same agency. */
export interface AgentTarget {
  id: string;
  role: AgentRole;
}

/**
 * Why a change is refused:
 * - notManager: only owners and admins manage agents;
 * - self: nobody changes their own role or deactivates themselves (no one raises their own role);
 * - ownerProtected: an agency owner is changed or deactivated by an owner only;
 * - ownerRoleReserved: only an owner makes (or invites) an owner.
 */
export type AgentChangeRefusal = 'notManager' | 'self' | 'ownerProtected' | 'ownerRoleReserved';

const isManager = (actor: AgentActor): boolean => actor.userType === 'AgencyOwner' || actor.userType === 'Admin';

/** The roles `actor` may give, in the order the role select lists them. */
export function grantableRoles(actor: AgentActor): AgentRole[] {
  if (!isManager(actor)) return [];
  return actor.userType === 'AgencyOwner' ? [...AGENT_ROLES] : AGENT_ROLES.filter((role) => role !== 'AgencyOwner');
}

/** Whether `actor` may invite (or resend, or revoke an invitation of) someone with `role`. */
export function invitationRefusal(actor: AgentActor, role: AgentRole): AgentChangeRefusal | null {
  if (!isManager(actor)) return 'notManager';
  return grantableRoles(actor).includes(role) ? null : 'ownerRoleReserved';
}

/** Whether `actor` may change anything about `target`: the rule shared by a role change and (de)activation. */
export function agentChangeRefusal(actor: AgentActor, target: AgentTarget): AgentChangeRefusal | null {
  if (!isManager(actor)) return 'notManager';
  if (actor.id === target.id) return 'self';
  if (target.role === 'AgencyOwner' && actor.userType !== 'AgencyOwner') return 'ownerProtected';
  return null;
}

/** Whether `actor` may give `target` the role `role`. */
export function roleChangeRefusal(actor: AgentActor, target: AgentTarget, role: AgentRole): AgentChangeRefusal | null {
  return agentChangeRefusal(actor, target) ?? invitationRefusal(actor, role);
}

/** A full name as the lists show it. */
export const agentName = (agent: { firstName: string; lastName: string }): string => `${agent.firstName} ${agent.lastName}`.trim();

/** How long an invitation link works: a week, time enough for a new colleague to read their mail. */
export const AGENT_INVITATION_TTL_DAYS = 7;

export const AGENT_STATUSES = ['active', 'deactivated'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
