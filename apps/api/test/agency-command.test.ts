import { count, eq, sql } from 'drizzle-orm';
import { agencyResponseSchema, markupsResponseSchema } from '@travel/contracts';
import { AgencyAdminError } from '../src/admin/agencies';
import { runAgencyCommand } from '../src/admin/agency-command';
import { parseAgencyCommand } from '../src/admin/agency-command-args';
import { accountTokens, agencies, agencyCruiseLines, users } from '../src/db/schema';
import { call, login, withToken } from './accounts-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

/** `npm run agency -- <argv>` on the test server's database: what it prints. */
const agencyCommand = (...argv: string[]) => {
  const command = parseAgencyCommand(argv);
  if (command.kind === 'help') throw new Error('help is not run on a database');
  return runAgencyCommand(command, server.database.db);
};

/** The set-password link the command printed, split into the site and the token. */
function printedLink(output: string[]): { site: string; token: string } {
  const link = output.map((line) => /(https?:\/\/[^/\s]+)\/newPassword\?token=([\w-]+)/.exec(line)).find(Boolean);
  if (!link?.[1] || !link[2]) throw new Error(`no link in ${output.join('\n')}`);
  return { site: link[1], token: link[2] };
}

const setPassword = (host: string, token: string, password: string) =>
  call(server.app, '/api/user/new-password', { method: 'POST', host, body: { token, password } });

const agencyCount = async () => (await server.database.db.select({ n: count() }).from(agencies))[0]?.n;
const PASSWORD = 'a long owner passphrase';

describe('create', () => {
  let output: string[];
  beforeAll(async () => {
    output = await agencyCommand('create', '--subdomain', 'acme', '--name', 'Acme Travel', '--owner-email', 'Boss@Acme.example', '--deals-city', 'london');
  }, DB_TIMEOUT_MS);

  it('makes an active agency whose Host resolves, with every service, the deals city and its owner', async () => {
    expect(output[0]).toBe('Created Acme Travel (acme), active, at http://acme.localhost:3000');
    const res = await call(server.app, '/api/agency', { host: 'acme.localhost' });
    expect(res.statusCode).toBe(200);
    const { agency } = agencyResponseSchema.parse(res.json());
    expect(agency).toMatchObject({ subdomain: 'acme', agencyName: 'Acme Travel', status: 'Active', dealsLocation: { city: 'London' } });
    expect(agency.bookingMenuItemOptions.every((item) => item.active)).toBe(true);
    const [lines] = await server.database.db.select({ n: count() }).from(agencyCruiseLines).innerJoin(agencies, eq(agencies.id, agencyCruiseLines.agencyId)).where(eq(agencies.subdomain, 'acme'));
    expect(lines?.n).toBe(18);
  });

  it("prints the link of the agency's own set-password page; the owner cannot sign in before using it", async () => {
    const { site, token } = printedLink(output);
    expect(site).toBe('http://acme.localhost:3000');
    expect(output.join('\n')).toContain('boss@acme.example');
    expect(token).toMatch(/^[\w-]{43}$/);
    const res = await login(server.app, 'boss@acme.example', { host: 'acme.localhost', password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('lets the owner set a password with the printed token, once, then sign in and manage the agency', async () => {
    const { token } = printedLink(output);
    expect((await setPassword('acme.localhost', token, PASSWORD)).statusCode).toBe(204);
    const again = await setPassword('acme.localhost', token, 'another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('LINK_USED');

    const res = await login(server.app, 'boss@acme.example', { host: 'acme.localhost', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ userType: 'AgencyOwner', personal_info: { email: 'boss@acme.example' } });
    const markups = await call(server.app, '/api/agency/markups', { host: 'acme.localhost', headers: withToken(res.json().token) });
    expect(markups.statusCode).toBe(200);
    expect(markupsResponseSchema.parse(markups.json()).markups.map((m) => m.basisPoints)).toEqual([1000, 500, 1000, 800, 1000, 600]);
  }, DB_TIMEOUT_MS);

  it('refuses the same subdomain again, saying by whom it is taken, and changes nothing', async () => {
    const before = await agencyCount();
    await expect(agencyCommand('create', '--subdomain', 'acme', '--name', 'Other Travel', '--owner-email', 'other@example.com')).rejects.toThrow(
      new AgencyAdminError('--subdomain: "acme" is taken by Acme Travel; nothing was changed'),
    );
    expect(await agencyCount()).toBe(before);
    expect(await server.database.db.select().from(users).where(eq(users.email, 'other@example.com'))).toEqual([]);
    expect((await call(server.app, '/api/agency', { host: 'acme.localhost' })).json().agency.agencyName).toBe('Acme Travel');
  });

  it('refuses a deals city the catalogue does not have, listing those it has, and creates nothing', async () => {
    const before = await agencyCount();
    await expect(agencyCommand('create', '--subdomain', 'atlantis', '--name', 'Atlantis Tours', '--owner-email', 'a@atlantis.example', '--deals-city', 'Atlantis')).rejects.toThrow(
      /--deals-city: "Atlantis" is not a catalogue city; one of Amsterdam, .*London/,
    );
    expect(await agencyCount()).toBe(before);
  });

  it('lists the agency with its status and owner', async () => {
    const list = await agencyCommand('list');
    expect(list[0]).toMatch(/^SUBDOMAIN\s+NAME\s+STATUS\s+OWNERS$/);
    expect(list.find((line) => line.startsWith('acme '))).toMatch(/^acme\s+Acme Travel\s+Active\s+boss@acme\.example$/);
    expect(list.find((line) => line.startsWith('wayfarer '))).toMatch(/Active\s+owner@wayfarer\.test$/);
  });
});

describe('owner-link', () => {
  it('prints a new link that works, and retires the one before', async () => {
    const first = printedLink(await agencyCommand('create', '--subdomain', 'relink', '--name', 'Relink Travel', '--owner-email', 'owner@relink.example'));
    const second = printedLink(await agencyCommand('owner-link', '--subdomain', 'relink', '--owner-email', 'OWNER@relink.example', '--base-url', 'https://travel.example.com'));
    expect(second.site).toBe('https://relink.travel.example.com');
    expect((await setPassword('relink.localhost', first.token, PASSWORD)).json().error.code).toBe('LINK_USED');
    expect((await setPassword('relink.localhost', second.token, PASSWORD)).statusCode).toBe(204);
  }, DB_TIMEOUT_MS);

  it('lives 24 hours, as the command says', async () => {
    const output = await agencyCommand('owner-link', '--subdomain', 'relink', '--owner-email', 'owner@relink.example');
    expect(output[0]).toContain('within 24 hours');
    const [row] = await server.database.db
      .select({ hours: sql<number>`extract(epoch from ${accountTokens.expiresAt} - ${accountTokens.createdAt}) / 3600`.mapWith(Number) })
      .from(accountTokens)
      .orderBy(sql`${accountTokens.createdAt} desc`)
      .limit(1);
    expect(row?.hours).toBeCloseTo(24, 2);
  });

  it('refuses an account that is not an owner of the agency', async () => {
    await expect(agencyCommand('owner-link', '--subdomain', 'wayfarer', '--owner-email', 'traveller@wayfarer.test')).rejects.toThrow(
      '--owner-email: traveller@wayfarer.test is not an owner of wayfarer',
    );
  });
});

describe('deactivate and activate', () => {
  it('make the site show the inactive notice, and open it again', async () => {
    await agencyCommand('create', '--subdomain', 'paused', '--name', 'Paused Travel', '--owner-email', 'owner@paused.example');
    expect(await agencyCommand('deactivate', '--subdomain', 'paused')).toEqual([
      'Deactivated Paused Travel (paused): its site shows the inactive notice; nothing was deleted',
    ]);
    const inactive = await call(server.app, '/api/agency', { host: 'paused.localhost' });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().error.code).toBe('AGENCY_INACTIVE');
    expect(await agencyCommand('deactivate', '--subdomain', 'paused')).toEqual(['Paused Travel (paused) is already inactive; nothing was changed']);

    await agencyCommand('activate', '--subdomain', 'paused');
    // A running server caches agencies for a while; this one is told at once.
    server.app.tenants.invalidate('paused');
    expect((await call(server.app, '/api/agency', { host: 'paused.localhost' })).statusCode).toBe(200);
  }, DB_TIMEOUT_MS);

  it('names an unknown subdomain', async () => {
    await expect(agencyCommand('deactivate', '--subdomain', 'nowhere')).rejects.toThrow('--subdomain: no agency "nowhere" (npm run agency -- list)');
  });
});
