import type { FastifyBaseLogger } from 'fastify';
import type { MailKind } from '@travel/contracts';
import type { Config } from '../config';
import { devOutbox } from '../db/schema';
import type { Db } from '../db/types';

/**
 * A mail the accounts flows send. `path` is the link on the agency's site, token
 * included; a transport makes it absolute from its own configuration of each agency's
 * public URL, never from the request's Host header (a forged Host would otherwise receive
 * the reset link: password-reset poisoning).
 */
export interface MailMessage {
  agencyId: number;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  path: string;
  token: string;
}

/** Where mails go. Production needs a real transport (SMTP, a mail API) behind this. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The mails whose link carries a token to the shell's page for it (a proposal's link is its own page). */
type TokenMailKind = Exclude<MailKind, 'proposal'>;

/** The shell's pages for each link (SPEC 2.2: /verify, /newPassword; the agent's invitation: /agentInvitation). */
const LINK_PATHS: Record<TokenMailKind, string> = {
  'verify-email': '/verify',
  'reset-password': '/newPassword',
  'agent-invitation': '/agentInvitation',
};

const linkPath = (kind: TokenMailKind, token: string): string => `${LINK_PATHS[kind]}?token=${encodeURIComponent(token)}`;

/** The verification or reset mail of `kind` for one recipient. */
export function composeMail(kind: 'verify-email' | 'reset-password', agency: { id: number; agencyName: string }, to: string, token: string): MailMessage {
  const path = linkPath(kind, token);
  const content =
    kind === 'verify-email'
      ? { subject: `Confirm your email address for ${agency.agencyName}`, text: `Open this link within 24 hours to confirm your email address: ${path}` }
      : {
          subject: `Reset your ${agency.agencyName} password`,
          text: `Open this link within 30 minutes to choose a new password: ${path}\nIf you did not ask for it, ignore this mail.`,
        };
  return { agencyId: agency.id, to, kind, path, token, ...content };
}

/** The invitation of a new agent, from the manager who sent it: the link lets them choose a password. */
export function composeInvitationMail(agency: { id: number; agencyName: string }, to: string, invitedBy: string, validDays: number, token: string): MailMessage {
  const path = linkPath('agent-invitation', token);
  return {
    agencyId: agency.id,
    to,
    kind: 'agent-invitation',
    path,
    token,
    subject: `${invitedBy} invited you to join ${agency.agencyName}`,
    text: `${invitedBy} invited you to join ${agency.agencyName} as an agent. Open this link within ${validDays} days to choose your password: ${path}\nIf you did not expect it, ignore this mail.`,
  };
}

/** Logs that a mail would go out, without its recipient or link: neither personal data nor tokens reach the logs. */
export function loggingMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send({ agencyId, kind, subject }) {
      log.warn({ agencyId, kind, subject }, 'no mail transport configured: mail not sent');
    },
  };
}

/** Development and tests: mails land in the dev_outbox table, read through GET /api/dev/outbox. */
export function devOutboxMailer(db: Db): Mailer {
  return {
    async send({ agencyId, to, kind, subject, text, path, token }) {
      await db.insert(devOutbox).values({ agencyId, to, kind, subject, text, path, token });
    },
  };
}

/** A proposal sent to its client: the agent's message and the link to open it, no account needed (`path` is the proposal's page, its id the token). */
export function composeProposalMail(
  agency: { id: number; agencyName: string },
  to: string,
  proposal: { id: string; title: string; message: string; agentName: string | null; expiresAt: Date; path: string },
): MailMessage {
  const from = proposal.agentName ?? agency.agencyName;
  const lines = [
    `${from} of ${agency.agencyName} prepared a trip proposal for you: ${proposal.title}.`,
    ...(proposal.message === '' ? [] : ['', proposal.message, '']),
    `Open it to see the prices as they are now, then approve or decline it: ${proposal.path}`,
    `It is open until ${proposal.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  ];
  return { agencyId: agency.id, to, kind: 'proposal', path: proposal.path, token: proposal.id, subject: `${proposal.title}: a proposal from ${agency.agencyName}`, text: lines.join('\n') };
}

/** Production needs a real transport (none yet: the mail is logged); development and tests fill the dev outbox (Config.mailOutbox). */
export function mailerFor(config: Pick<Config, 'mailOutbox'>, db: Db, log: FastifyBaseLogger): Mailer {
  return config.mailOutbox ? devOutboxMailer(db) : loggingMailer(log);
}
