import { SERVICE_KEYS } from '@travel/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import { agencies, agencyMarkups, users, walletTransactions, type NewUserRow } from '../db/schema';
import { agencyPaymentSettings } from '../db/schema-payments';
import type { Db } from '../db/types';
import { defaultPaymentSettings } from '../payments/agency-payment-settings';
import { DEMO_AGENCIES } from './agencies';
import { demoPasswordHash } from './demo-password';
import { seedDemoCommandCenter } from './demo-bookings';
import { seedDemoDealLinks } from './demo-deal-links';
import { seedDemoSearches } from './demo-searches';
import { seedInventory } from './inventory';
import { seedDemoAgencyChoices, seedReference } from './reference';
import { DEMO_USERS } from './users';

export { DEMO_AGENCIES } from './agencies';
export { DEMO_USERS, DEMO_PASSWORD } from './users';

export interface SeedOptions {
  /** Also the DEMO.md agencies, their markups and choices, and their accounts (published password). */
  demo: boolean;
}

/**
 * What a start writes after migrating, in one transaction: the reference and inventory
 * catalogues, which every deployment needs, and the demo data when `demo` says so. Every
 * insert is ON CONFLICT DO NOTHING (or once per catalogue version), so a restart, or
 * several processes starting against one PostgreSQL at once, adds no duplicates and never
 * overwrites an edited row.
 */
export async function seedDatabase(db: Db, { demo }: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReference(tx);
    await seedInventory(tx);
    if (demo) {
      await seedDemo(tx);
      await seedDemoCommandCenter(tx);
      await seedDemoDealLinks(tx);
      await seedDemoSearches(tx);
    }
  });
}

/**
 * Inserts the demo agencies, markups, reference choices and accounts that are missing. The
 * password is hashed only when an account is actually missing (warm starts skip it).
 */
async function seedDemo(tx: Db): Promise<void> {
  await tx
    .insert(agencies)
    .values(
      DEMO_AGENCIES.map((a) => ({
        subdomain: a.subdomain,
        agencyName: a.agencyName,
        status: a.status,
        primaryColor: a.primaryColor,
        settings: a.settings,
        dealsCity: a.dealsLocation.city,
        dealsLatitude: a.dealsLocation.latitude,
        dealsLongitude: a.dealsLocation.longitude,
      })),
    )
    .onConflictDoNothing({ target: agencies.subdomain });

  const subdomains = DEMO_AGENCIES.map((a) => a.subdomain);
  const rows = await tx.select({ id: agencies.id, subdomain: agencies.subdomain }).from(agencies).where(inArray(agencies.subdomain, subdomains));
  const agencyId = new Map(rows.map((r) => [r.subdomain, r.id]));
  const idOf = (subdomain: string): number => {
    const id = agencyId.get(subdomain);
    if (id === undefined) throw new Error(`seed: agency ${subdomain} is missing after insert`);
    return id;
  };

  await tx
    .insert(agencyMarkups)
    .values(
      DEMO_AGENCIES.flatMap((a) =>
        SERVICE_KEYS.map((service) => ({ agencyId: idOf(a.subdomain), service, percentBasisPoints: a.markups[service] })),
      ),
    )
    .onConflictDoNothing();

  await tx
    .insert(agencyPaymentSettings)
    .values(DEMO_AGENCIES.map((a) => ({ agencyId: idOf(a.subdomain), ...defaultPaymentSettings(a) })))
    .onConflictDoNothing();

  await seedDemoAgencyChoices(tx);

  const existing = await tx
    .select({ agencyId: users.agencyId, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(users.agencyId, [...agencyId.values()]), inArray(sql`lower(${users.email})`, DEMO_USERS.map((u) => u.email.toLowerCase()))));
  const present = new Set(existing.map((u) => `${u.agencyId}/${u.email}`));
  const missing = DEMO_USERS.filter((u) => !present.has(`${idOf(u.subdomain)}/${u.email.toLowerCase()}`));
  if (missing.length === 0) return;

  const passwordHash = await demoPasswordHash();
  const inserted = await tx
    .insert(users)
    .values(
      missing.map(
        (u): NewUserRow => ({
          agencyId: idOf(u.subdomain),
          email: u.email,
          passwordHash,
          userType: u.userType,
          firstName: u.firstName,
          lastName: u.lastName,
          isTravelAgent: u.isTravelAgent ?? false,
          isRestrictedAgent: u.isRestrictedAgent ?? false,
          isRewardWalletEnable: u.isRewardWalletEnable ?? false,
          isSsoUser: u.isSsoUser ?? false,
          creditsCurrency: 'USD',
          language: u.language ?? 'en',
        }),
      ),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, agencyId: users.agencyId, email: users.email });
  // The demo wallets' credits, as an opening row of each one's ledger.
  const opening = inserted.flatMap((row) => {
    const credits = missing.find((u) => idOf(u.subdomain) === row.agencyId && u.email.toLowerCase() === row.email.toLowerCase())?.creditsMinor ?? 0;
    return credits > 0 ? [{ userId: row.id, amount: credits, currency: 'USD', kind: 'opening' as const }] : [];
  });
  if (opening.length > 0) await tx.insert(walletTransactions).values(opening);
}
