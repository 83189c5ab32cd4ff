import { asc, count, eq } from 'drizzle-orm';
import { verifyPassword } from '../src/auth/password';
import { walletBalance } from '../src/bookings/wallet-ledger';
import type { Database } from '../src/db';
import { agencies, agencyMarkups, users } from '../src/db/schema';
import { DEMO_AGENCIES, DEMO_PASSWORD, DEMO_USERS, seedDatabase } from '../src/seed';
import { DB_TIMEOUT_MS, freshDatabaseTarget, openAsDemoStart, type TestDatabaseTarget } from './helpers';

async function counts(database: Database) {
  const [a] = await database.db.select({ n: count() }).from(agencies);
  const [u] = await database.db.select({ n: count() }).from(users);
  const [m] = await database.db.select({ n: count() }).from(agencyMarkups);
  return { agencies: a?.n, users: u?.n, markups: m?.n };
}

describe('seed', () => {
  let target: TestDatabaseTarget;
  let database: Database | undefined;

  beforeAll(async () => {
    target = await freshDatabaseTarget();
    database = await openAsDemoStart(target.options);
  }, DB_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
    target.cleanup();
  });

  it('fills a fresh database with exactly the DEMO.md agencies and accounts', async () => {
    if (!database) throw new Error('no database');
    expect(await counts(database)).toEqual({ agencies: 6, users: 11, markups: 36 });

    const rows = await database.db.select().from(agencies).orderBy(asc(agencies.id));
    expect(rows.map((r) => [r.subdomain, r.agencyName, r.status])).toEqual([
      ['wayfarer', 'Wayfarer Travel', 'Active'],
      ['sunny', 'Sunny Escapes', 'Active'],
      ['nordic', 'Nordlys Reiser', 'Active'],
      ['sol', 'Viajes Sol', 'Active'],
      ['club', 'Members Club Travel', 'Active'],
      ['closed', 'Closed Travel Co', 'Inactive'],
    ]);

    const emails = await database.db
      .select({ email: users.email, subdomain: agencies.subdomain })
      .from(users)
      .innerJoin(agencies, eq(users.agencyId, agencies.id));
    expect(emails.map((e) => `${e.subdomain}:${e.email}`).sort()).toEqual(DEMO_USERS.map((u) => `${u.subdomain}:${u.email}`).sort());

    const wayfarer = rows[0];
    const markups = await database.db.select().from(agencyMarkups).where(eq(agencyMarkups.agencyId, wayfarer?.id ?? -1));
    expect(Object.fromEntries(markups.map((m) => [m.service, m.percentBasisPoints]))).toEqual({
      hotels: 1200,
      flights: 500,
      cars: 800,
      activities: 1000,
      cruise: 600,
      resort: 1000,
    });

    const [tara] = await database.db.select().from(users).where(eq(users.email, 'traveller@wayfarer.test'));
    expect(tara).toMatchObject({ firstName: 'Tara', userType: 'Customer', creditsCurrency: 'USD', isRewardWalletEnable: true });
    expect(await walletBalance(database.db, tara?.id ?? '')).toBe(15000);
    expect(await verifyPassword(DEMO_PASSWORD, tara?.passwordHash ?? '')).toBe(true);
  });

  it('adds nothing when the same database is opened again (a restart)', async () => {
    await database?.close();
    database = await openAsDemoStart(target.options);
    expect(await counts(database)).toEqual({ agencies: 6, users: 11, markups: 36 });
  }, DB_TIMEOUT_MS);

  it('adds nothing when seeds run concurrently, and leaves edited rows alone', async () => {
    if (!database) throw new Error('no database');
    await database.db.update(agencies).set({ agencyName: 'Wayfarer Renamed' }).where(eq(agencies.subdomain, 'wayfarer'));
    const { db } = database;
    await Promise.all([1, 2, 3].map(() => seedDatabase(db, { demo: true })));
    expect(await counts(database)).toEqual({ agencies: 6, users: 11, markups: 36 });
    const [wayfarer] = await database.db.select().from(agencies).where(eq(agencies.subdomain, 'wayfarer'));
    expect(wayfarer?.agencyName).toBe('Wayfarer Renamed');
  });

  it('puts back a demo account that is missing, once', async () => {
    if (!database) throw new Error('no database');
    await database.db.delete(users).where(eq(users.email, 'plain@wayfarer.test'));
    await seedDatabase(database.db, { demo: true });
    await seedDatabase(database.db, { demo: true });
    expect(await counts(database)).toEqual({ agencies: 6, users: 11, markups: 36 });
  });

  it('seeds the special-tenant settings of DEMO.md', () => {
    const bySubdomain = Object.fromEntries(DEMO_AGENCIES.map((a) => [a.subdomain, a.settings]));
    expect(bySubdomain.nordic).toMatchObject({
      showPaymentCardIcons: false,
      suppressSavingPopup: true,
      savePrice: true,
      languages: ['en', 'no', 'da', 'sv'],
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
    });
    expect(bySubdomain.nordic?.supportChatWidgetUrl).toMatch(/^https:\/\//);
    expect(bySubdomain.sol).toMatchObject({ defaultCurrency: 'MXN' });
    expect(bySubdomain.sol?.languages[0]).toBe('es');
    expect(bySubdomain.club).toMatchObject({ homeRedirectsToHotels: true });
    for (const sub of ['wayfarer', 'sunny', 'club', 'closed']) {
      expect(bySubdomain[sub]).toMatchObject({
        showPaymentCardIcons: true,
        supportChatWidgetUrl: '',
        defaultCurrency: 'USD',
        languages: ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'],
      });
    }
    expect(bySubdomain.wayfarer?.faq.questions.length).toBeGreaterThanOrEqual(5);
    expect(bySubdomain.sunny?.aboutUs.content).toMatch(/<img[^>]*onerror=/);
    expect(bySubdomain.sunny?.aboutUs.content).toMatch(/<script>/);
  });
});
