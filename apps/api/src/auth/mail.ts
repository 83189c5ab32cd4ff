import type { FastifyBaseLogger } from 'fastify';
import type { MailKind } from '@travel/contracts';
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

/** The shell's pages for each link (SPEC 2.2: /verify, /newPassword). */
const LINK_PATHS: Record<MailKind, string> = {
  'verify-email': '/verify',
  'reset-password': '/newPassword',
};

/** The verification or reset mail of `kind` for one recipient. */
export function composeMail(kind: MailKind, agency: { id: number; agencyName: string }, to: string, token: string): MailMessage {
  const path = `${LINK_PATHS[kind]}?token=${encodeURIComponent(token)}`;
  const content =
    kind === 'verify-email'
      ? { subject: `Confirm your email address for ${agency.agencyName}`, text: `Open this link within 24 hours to confirm your email address: ${path}` }
      : {
          subject: `Reset your ${agency.agencyName} password`,
          text: `Open this link within 30 minutes to choose a new password: ${path}\nIf you did not ask for it, ignore this mail.`,
        };
  return { agencyId: agency.id, to, kind, path, token, ...content };
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
