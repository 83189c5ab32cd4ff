import { SERVICE_KEYS } from '@travel/contracts';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { announceAgencyChange } from '../agency-changes';
import { NEW_AGENCY_MARKUPS, newAgencySettings } from '../agency-defaults';
import { findAccountByEmail } from '../auth/accounts';
import { issueOneTimeToken, retireOneTimeTokens } from '../auth/one-time-tokens';
import { hashPassword } from '../auth/password';
import { agencies, agencyCruiseLines, agencyMarkups, catalogueCities, cruiseLines, users, userSecurity, type AgencyRow } from '../db/schema';
import type { Db } from '../db/types';
import { agencyPaymentSettings } from '../db/schema-payments';
import { defaultPaymentSettings } from '../payments/agency-payment-settings';

/** An operator's request the database refuses (a taken subdomain, an unknown agency): one line, exit code 1. */
export class AgencyAdminError extends Error {
  override name = 'AgencyAdminError';
}

/**
 * How long an owner's set-password link lives. Longer than a reset link's 30 minutes: the
 * operator passes it on by hand, and a lost one is replaced with `owner-link`.
 */
export const OWNER_LINK_TTL_SECONDS = 24 * 60 * 60;

/** Where a new agency's deals are centred unless the operator names a catalogue city. */
const DEFAULT_DEALS_CITY = 'New York City';

export interface NewAgency {
  subdomain: string;
  agencyName: string;
  ownerEmail: string;
  ownerFirstName: string;
  ownerLastName: string;
  /** A catalogue city, any case; omitted means DEFAULT_DEALS_CITY. */
  dealsCity?: string;
}

export interface OwnerLink {
  agency: AgencyRow;
  ownerEmail: string;
  /** The one-time token of POST /api/user/new-password (the site's /newPassword page). */
  token: string;
}

async function dealsLocation(db: Db, city: string = DEFAULT_DEALS_CITY) {
  const [row] = await db
    .select({ name: catalogueCities.name, latitude: catalogueCities.latitude, longitude: catalogueCities.longitude })
    .from(catalogueCities)
    .where(sql`lower(${catalogueCities.name}) = ${city.toLowerCase()}`);
  if (row) return row;
  const names = await db.select({ name: catalogueCities.name }).from(catalogueCities).orderBy(asc(catalogueCities.name));
  throw new AgencyAdminError(`--deals-city: "${city}" is not a catalogue city; one of ${names.map((c) => c.name).join(', ')}`);
}

function subdomainTaken(subdomain: string, agencyName?: string): AgencyAdminError {
  return new AgencyAdminError(`--subdomain: "${subdomain}" is taken${agencyName ? ` by ${agencyName}` : ''}; nothing was changed`);
}

/**
 * Creates an active agency (every service on, default markups, every cruise line) and its
 * owner, in one transaction, and returns the owner's set-password token. The owner's
 * password is a random one nobody knows: no sign-in until the link sets a real one, and a
 * login attempt costs the same scrypt as for any account.
 */
export async function createAgency(db: Db, input: NewAgency): Promise<OwnerLink> {
  const [existing] = await db.select({ agencyName: agencies.agencyName }).from(agencies).where(eq(agencies.subdomain, input.subdomain));
  if (existing) throw subdomainTaken(input.subdomain, existing.agencyName);
  const deals = await dealsLocation(db, input.dealsCity);
  const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));

  return db.transaction(async (tx) => {
    const [agency] = await tx
      .insert(agencies)
      .values({
        subdomain: input.subdomain,
        agencyName: input.agencyName,
        status: 'Active',
        settings: newAgencySettings(input),
        dealsCity: deals.name,
        dealsLatitude: deals.latitude,
        dealsLongitude: deals.longitude,
      })
      .onConflictDoNothing({ target: agencies.subdomain })
      .returning();
    if (!agency) throw subdomainTaken(input.subdomain); // created meanwhile by another command

    await tx.insert(agencyMarkups).values(SERVICE_KEYS.map((service) => ({ agencyId: agency.id, service, percentBasisPoints: NEW_AGENCY_MARKUPS[service] })));
    await tx.insert(agencyPaymentSettings).values({ agencyId: agency.id, ...defaultPaymentSettings(agency) });
    const lines = await tx.select({ id: cruiseLines.id }).from(cruiseLines);
    if (lines.length > 0) await tx.insert(agencyCruiseLines).values(lines.map((line) => ({ agencyId: agency.id, cruiseLineId: line.id })));

    const [owner] = await tx
      .insert(users)
      .values({
        agencyId: agency.id,
        email: input.ownerEmail,
        passwordHash: unusablePasswordHash,
        userType: 'AgencyOwner',
        firstName: input.ownerFirstName,
        lastName: input.ownerLastName,
        isTravelAgent: true,
      })
      .returning({ id: users.id, email: users.email });
    if (!owner) throw new Error('createAgency: the owner insert returned no row');
    // Unverified until the link, which proves the mailbox, sets the password.
    await tx.insert(userSecurity).values({ userId: owner.id, emailVerified: false });
    const token = await issueOneTimeToken(tx, agency.id, owner.id, 'reset-password', OWNER_LINK_TTL_SECONDS);
    // Running API processes may remember the subdomain as unknown: delivered on commit, it makes them look again.
    await announceAgencyChange(tx, agency.subdomain);
    return { agency, ownerEmail: owner.email, token };
  });
}

async function agencyBySubdomain(db: Db, subdomain: string): Promise<AgencyRow> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.subdomain, subdomain));
  if (!agency) throw new AgencyAdminError(`--subdomain: no agency "${subdomain}" (npm run agency -- list)`);
  return agency;
}

/** A new set-password link for an owner of the agency; the owner's earlier links stop working. */
export async function issueOwnerLink(db: Db, subdomain: string, ownerEmail: string): Promise<OwnerLink> {
  const agency = await agencyBySubdomain(db, subdomain);
  const owner = await findAccountByEmail(db, agency.id, ownerEmail);
  if (owner?.userType !== 'AgencyOwner') throw new AgencyAdminError(`--owner-email: ${ownerEmail} is not an owner of ${subdomain}`);
  const token = await db.transaction(async (tx) => {
    await retireOneTimeTokens(tx, owner.id, 'reset-password');
    return issueOneTimeToken(tx, agency.id, owner.id, 'reset-password', OWNER_LINK_TTL_SECONDS);
  });
  return { agency, ownerEmail: owner.email, token };
}

/** Sets the agency's status; `changed` is false when it already had it. */
export async function setAgencyStatus(db: Db, subdomain: string, status: AgencyRow['status']): Promise<{ agency: AgencyRow; changed: boolean }> {
  const agency = await agencyBySubdomain(db, subdomain);
  if (agency.status === status) return { agency, changed: false };
  const [updated] = await db.update(agencies).set({ status }).where(eq(agencies.id, agency.id)).returning();
  // The running API processes serve the new status within a second, not after their cache's time to live.
  await announceAgencyChange(db, subdomain);
  return { agency: updated ?? agency, changed: true };
}

export interface AgencyListing {
  subdomain: string;
  agencyName: string;
  status: AgencyRow['status'];
  ownerEmails: string[];
}

/** Every agency by subdomain, with its owners' emails. */
export async function listAgencies(db: Db): Promise<AgencyListing[]> {
  const rows = await db
    .select({ subdomain: agencies.subdomain, agencyName: agencies.agencyName, status: agencies.status, ownerEmail: users.email })
    .from(agencies)
    .leftJoin(users, and(eq(users.agencyId, agencies.id), eq(users.userType, 'AgencyOwner')))
    .orderBy(asc(agencies.subdomain), asc(users.email));
  const bySubdomain = new Map<string, AgencyListing>();
  for (const { ownerEmail, ...agency } of rows) {
    const listing = bySubdomain.get(agency.subdomain) ?? { ...agency, ownerEmails: [] };
    if (ownerEmail !== null) listing.ownerEmails.push(ownerEmail);
    bySubdomain.set(agency.subdomain, listing);
  }
  return [...bySubdomain.values()];
}
