// Invitations of new agents (the Command Center's Agents): a manager invites by email, the
// mail's link (its token stored as SHA-256 only, like account_tokens) opens the invitation
// page, and accepting it creates the account with the invitation's role, once.
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_ERROR_CODES,
  AGENT_INVITATION_TTL_DAYS,
  type AgentActor,
  type AgentInvitation,
  type AgentInvitationInput,
  agentName,
  agentRoleColumns,
  COMMAND_ERROR_CODES,
  invitationRefusal,
  PAGE_SIZE_MAX,
  type PublicAgentInvitation,
} from '@travel/contracts';
import { findAccountByEmail } from '../auth/accounts';
import { composeInvitationMail, type Mailer } from '../auth/mail';
import { newLinkToken, tokenDigest } from '../auth/one-time-tokens';
import { hashPassword } from '../auth/password';
import { refuseCommonPassword } from '../auth/password-policy';
import { users, userSecurity, type AgencyRow } from '../db/schema';
import { agentInvitations } from '../db/schema-command';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { commandErrors } from './errors';
import { personRef } from './person-ref';

const inviters = alias(users, 'inviter');

/** Neither accepted nor revoked (expired or not): what the list shows and the unique index holds once per email. */
const pending = and(isNull(agentInvitations.acceptedAt), isNull(agentInvitations.revokedAt)) as SQL;

const expiry = sql`now() + make_interval(days => ${AGENT_INVITATION_TTL_DAYS})`;

const invitationFields = {
  invitation: agentInvitations,
  inviterFirstName: inviters.firstName,
  inviterLastName: inviters.lastName,
  expired: sql<boolean>`${agentInvitations.expiresAt} <= now()`.mapWith(Boolean),
};

const invitationsWhere = (db: Db, where: SQL) =>
  db.select(invitationFields).from(agentInvitations).leftJoin(inviters, eq(inviters.id, agentInvitations.invitedBy)).where(where);

type InvitationRecord = Awaited<ReturnType<ReturnType<typeof invitationsWhere>['execute']>>[number];

function invitationView({ invitation, inviterFirstName, inviterLastName, expired }: InvitationRecord): AgentInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    role: invitation.role,
    invitedBy: personRef(invitation.invitedBy, inviterFirstName, inviterLastName),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    expired,
  };
}

async function invitationById(db: Db, agencyId: number, invitationId: string): Promise<InvitationRecord> {
  const [record] = await invitationsWhere(db, and(eq(agentInvitations.agencyId, agencyId), eq(agentInvitations.id, invitationId), pending) as SQL).limit(1);
  if (!record) throw commandErrors.invitationNotFound(invitationId);
  return record;
}

/** The agency's pending invitations, newest first. */
export async function listInvitations(db: Db, agencyId: number): Promise<AgentInvitation[]> {
  const records = await invitationsWhere(db, and(eq(agentInvitations.agencyId, agencyId), pending) as SQL)
    .orderBy(desc(agentInvitations.createdAt), desc(agentInvitations.id))
    .limit(PAGE_SIZE_MAX);
  return records.map(invitationView);
}

/** Who sends the mails: the manager, named in them. */
export interface Inviter extends AgentActor {
  agencyId: number;
  firstName: string;
  lastName: string;
}

function refuseRole(inviter: Inviter, role: AgentInvitation['role']): void {
  const refusal = invitationRefusal(inviter, role);
  if (refusal) throw commandErrors.agentChangeRefused(refusal);
}

async function mailInvitation(mailer: Mailer, agency: AgencyRow, inviter: Inviter, email: string, token: string): Promise<void> {
  await mailer.send(composeInvitationMail(agency, email, agentName(inviter), AGENT_INVITATION_TTL_DAYS, token));
}

/** Invites `input.email`: refused for an account of the agency or an email already invited. */
export async function invite(db: Db, mailer: Mailer, agency: AgencyRow, inviter: Inviter, input: AgentInvitationInput): Promise<AgentInvitation> {
  refuseRole(inviter, input.role);
  if (await findAccountByEmail(db, agency.id, input.email)) throw commandErrors.agentEmailTaken(input.email);
  const { token, tokenHash } = newLinkToken();
  // The partial unique index settles two managers inviting the same email at once: the second writes nothing.
  const [created] = await db
    .insert(agentInvitations)
    .values({ agencyId: agency.id, email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role, invitedBy: inviter.id, tokenHash, expiresAt: expiry })
    .onConflictDoNothing()
    .returning({ id: agentInvitations.id });
  if (!created) throw commandErrors.invitationPending(input.email);
  await mailInvitation(mailer, agency, inviter, input.email, token);
  return invitationView(await invitationById(db, agency.id, created.id));
}

/** A new link (the old one stops working) valid for a new week, mailed again. */
export async function resendInvitation(db: Db, mailer: Mailer, agency: AgencyRow, inviter: Inviter, invitationId: string): Promise<AgentInvitation> {
  const { invitation } = await invitationById(db, agency.id, invitationId);
  refuseRole(inviter, invitation.role);
  const { token, tokenHash } = newLinkToken();
  const [renewed] = await db
    .update(agentInvitations)
    .set({ tokenHash, expiresAt: expiry })
    .where(and(eq(agentInvitations.id, invitation.id), pending))
    .returning({ id: agentInvitations.id });
  if (!renewed) throw commandErrors.invitationNotFound(invitationId);
  await mailInvitation(mailer, agency, inviter, invitation.email, token);
  return invitationView(await invitationById(db, agency.id, invitation.id));
}

export async function revokeInvitation(db: Db, agencyId: number, inviter: Inviter, invitationId: string): Promise<void> {
  const { invitation } = await invitationById(db, agencyId, invitationId);
  refuseRole(inviter, invitation.role);
  const [revoked] = await db
    .update(agentInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(agentInvitations.id, invitation.id), pending))
    .returning({ id: agentInvitations.id });
  if (!revoked) throw commandErrors.invitationNotFound(invitationId);
}

const LINK_FAILURES = {
  invalid: { code: COMMAND_ERROR_CODES.invitationInvalid, message: 'This invitation link is not valid; ask for a new invitation' },
  expired: { code: COMMAND_ERROR_CODES.invitationExpired, message: 'This invitation has expired; ask the agency to send it again' },
  used: { code: COMMAND_ERROR_CODES.invitationUsed, message: 'This invitation has already been accepted; log in with your email and password' },
  revoked: { code: COMMAND_ERROR_CODES.invitationRevoked, message: 'This invitation was withdrawn by the agency' },
} as const;

const linkGone = (reason: keyof typeof LINK_FAILURES) => new HttpError(410, LINK_FAILURES[reason].code, LINK_FAILURES[reason].message);

/** The live invitation of the link's token at this agency; a 410 naming why for any other. */
async function liveInvitation(db: Db, agencyId: number, token: string) {
  const [row] = await db
    .select({ invitation: agentInvitations, expired: sql<boolean>`${agentInvitations.expiresAt} <= now()`.mapWith(Boolean) })
    .from(agentInvitations)
    .where(and(eq(agentInvitations.tokenHash, tokenDigest(token)), eq(agentInvitations.agencyId, agencyId)))
    .limit(1);
  if (!row) throw linkGone('invalid');
  if (row.invitation.acceptedAt) throw linkGone('used');
  if (row.invitation.revokedAt) throw linkGone('revoked');
  if (row.expired) throw linkGone('expired');
  return row.invitation;
}

/** What the invitation page shows. */
export async function publicInvitation(db: Db, agency: AgencyRow, token: string): Promise<PublicAgentInvitation> {
  const { email, firstName, lastName, role } = await liveInvitation(db, agency.id, token);
  return { agencyName: agency.agencyName, email, firstName, lastName, role };
}

/**
 * Accepts the invitation, in one transaction: it is marked accepted (only if still live, so a
 * second use finds it used), and the account is created, email verified (the link proved the
 * mailbox), with the invitation's role. An email that became an account meanwhile changes nothing.
 */
export async function acceptInvitation(db: Db, agency: AgencyRow, token: string, password: string, language: string): Promise<string> {
  const invitation = await liveInvitation(db, agency.id, token);
  refuseCommonPassword(password);
  // Hashed before the transaction, which then holds no lock for the ~1 s scrypt takes.
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(agentInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(agentInvitations.id, invitation.id), pending, sql`${agentInvitations.expiresAt} > now()`))
      .returning({ id: agentInvitations.id });
    if (!taken) {
      // Another request accepted it first, or it expired or was revoked meanwhile: say which.
      await liveInvitation(tx, agency.id, token);
      throw linkGone('used');
    }
    const [user] = await tx
      .insert(users)
      .values({
        agencyId: agency.id,
        email: invitation.email,
        passwordHash: hash,
        ...agentRoleColumns(invitation.role),
        isTravelAgent: true,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        language,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw new HttpError(409, ACCOUNT_ERROR_CODES.emailTaken, 'An account with this email already exists on this site; log in with it instead');
    await tx.insert(userSecurity).values({ userId: user.id, emailVerified: true });
    return user.id;
  });
}
