import { composeMail } from '../auth/mail';
import type { Db } from '../db/types';
import { createAgency, issueOwnerLink, listAgencies, OWNER_LINK_TTL_SECONDS, setAgencyStatus, type OwnerLink } from './agencies';
import type { AgencyCommand } from './agency-command-args';

/** The link on the agency's own site, the page a reset mail links to (/newPassword?token=…). */
function setPasswordLink(siteUrl: string, { agency, ownerEmail, token }: OwnerLink): string {
  return siteUrl + composeMail('reset-password', agency, ownerEmail, token).path;
}

function linkLines(siteUrl: string, link: OwnerLink): string[] {
  return [
    `Send ${link.ownerEmail} this link to set a password (it works once, within ${OWNER_LINK_TTL_SECONDS / 3600} hours):`,
    `  ${setPasswordLink(siteUrl, link)}`,
  ];
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
}

/** Runs a parsed command on the database and returns what to print; the admin functions throw AgencyAdminError. */
export async function runAgencyCommand(command: Exclude<AgencyCommand, { kind: 'help' }>, db: Db): Promise<string[]> {
  switch (command.kind) {
    case 'create': {
      const link = await createAgency(db, command);
      return [
        `Created ${link.agency.agencyName} (${link.agency.subdomain}), active, at ${command.siteUrl}`,
        `  deals centred on ${link.agency.dealsCity}; every service on; its owner sets markups, colours, search-engine texts and contacts in the Command Center`,
        `  its logo, mobile logo and favicon go in public/brand/${link.agency.subdomain}/ (logo.svg, logo-mobile.svg, favicon.svg)`,
        ...linkLines(command.siteUrl, link),
      ];
    }
    case 'owner-link':
      return linkLines(command.siteUrl, await issueOwnerLink(db, command.subdomain, command.ownerEmail));
    case 'deactivate':
    case 'activate': {
      const status = command.kind === 'activate' ? 'Active' : 'Inactive';
      const { agency, changed } = await setAgencyStatus(db, command.subdomain, status);
      if (!changed) return [`${agency.agencyName} (${agency.subdomain}) is already ${status.toLowerCase()}; nothing was changed`];
      return [
        status === 'Inactive'
          ? `Deactivated ${agency.agencyName} (${agency.subdomain}): its site shows the inactive notice; nothing was deleted`
          : `Activated ${agency.agencyName} (${agency.subdomain}): its site is open again`,
      ];
    }
    case 'list': {
      const listing = await listAgencies(db);
      if (listing.length === 0) return ['No agencies yet. Create one: npm run agency -- create --subdomain <name> --name "<Agency name>" --owner-email <email>'];
      return table([
        ['SUBDOMAIN', 'NAME', 'STATUS', 'OWNERS'],
        ...listing.map((a) => [a.subdomain, a.agencyName, a.status, a.ownerEmails.join(', ') || '(none)']),
      ]);
    }
  }
}
