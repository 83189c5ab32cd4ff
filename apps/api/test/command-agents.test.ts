import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_ERROR_CODES,
  type Agent,
  type AgentInvitation,
  type AgentInvitationInput,
  agentInvitationListSchema,
  agentListSchema,
  agentSchema,
  type AgentRole,
  COMMAND_ERROR_CODES,
  ERROR_CODES,
  loginResponseSchema,
  outboxResponseSchema,
} from '@travel/contracts';
import { users } from '../src/db/schema-agencies';
import { agentInvitations } from '../src/db/schema-command';
import { accessCookie, call, login, withToken } from './accounts-helpers';
import { SUNNY, userIdOf } from './bookings-helpers';
import { commandClient, errorOf, startCommandServer } from './command-helpers';
import { DB_TIMEOUT_MS, type TestServer } from './helpers';

let server: TestServer;
let as: (email: string) => Record<string, string>;
const api = commandClient(() => server);
const db = () => server.database.db;
const PASSWORD = 'a long and unusual passphrase';

beforeAll(async () => ({ server, as } = await startCommandServer()), DB_TIMEOUT_MS);
afterAll(() => server.close());

const owner = () => as('owner@wayfarer.test');
const admin = () => as('admin@wayfarer.test');

const invitationInput = (overrides: Partial<AgentInvitationInput> = {}): AgentInvitationInput => ({
  email: `new.agent.${randomUUID().slice(0, 8)}@example.com`,
  firstName: 'Nina',
  lastName: 'Novak',
  role: 'SalesAgent',
  ...overrides,
});

const inviteResponse = (input: unknown, headers: Record<string, string>, host?: string) => api.inject('POST', '/api/agency/agents/invitations', headers, input, host);

async function invite(input: AgentInvitationInput, headers = owner()): Promise<AgentInvitation> {
  const res = await inviteResponse(input, headers);
  if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  return res.json() as AgentInvitation;
}

/** The token of the newest invitation mail to `email` (the dev outbox). */
async function mailedToken(email: string): Promise<{ token: string; path: string; subject: string; kind: string }> {
  const res = await call(server.app, `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const [message] = outboxResponseSchema.parse(res.json()).messages;
  if (!message) throw new Error(`no mail to ${email}`);
  return message;
}

const accept = (token: string, password = PASSWORD, host?: string) => call(server.app, '/api/agent-invitations/accept', { method: 'POST', body: { token, password }, ...(host && { host }) });
const revoke = (id: string, headers: Record<string, string>, host?: string) => call(server.app, `/api/agency/agents/invitations/${id}`, { method: 'DELETE', headers, ...(host && { host }) });
const readInvitation = (token: string, host?: string) => call(server.app, `/api/agent-invitations/${encodeURIComponent(token)}`, host ? { host } : {});

async function userCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Invites and accepts: a new agent of `role`, signed in. */
async function newAgent(role: AgentRole): Promise<{ id: string; email: string; headers: Record<string, string> }> {
  const input = invitationInput({ role });
  await invite(input);
  const res = await accept((await mailedToken(input.email)).token);
  if (res.statusCode !== 200) throw new Error(`accept: ${res.statusCode} ${res.body}`);
  const { token, user } = loginResponseSchema.parse(res.json());
  return { id: user.id, email: input.email, headers: withToken(token) };
}

const agentOf = async (id: string, headers = owner()) => agentSchema.parse((await api.inject('GET', `/api/agency/agents/${id}`, headers)).json());
const setRole = (id: string, role: string, headers: Record<string, string>) => api.inject('PUT', `/api/agency/agents/${id}/role`, headers, { role });
const deactivate = (id: string, headers: Record<string, string>) => api.inject('POST', `/api/agency/agents/${id}/deactivate`, headers);
const reactivate = (id: string, headers: Record<string, string>) => api.inject('POST', `/api/agency/agents/${id}/reactivate`, headers);

describe('inviting an agent', () => {
  it('invite → mail → invitation page → accept: the account exists, verified, with the role, and is signed in', async () => {
    const input = invitationInput({ email: ' Nina.Novak@Example.COM ', role: 'RestrictedAgent' });
    const invitation = await invite(input);
    expect(invitation).toMatchObject({ email: 'nina.novak@example.com', firstName: 'Nina', lastName: 'Novak', role: 'RestrictedAgent', expired: false });
    expect(invitation.invitedBy?.name).toBe('Olivia Chen');
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBeCloseTo(7 * 86_400_000, -5);

    const mail = await mailedToken('nina.novak@example.com');
    expect(mail).toMatchObject({ kind: 'agent-invitation', subject: 'Olivia Chen invited you to join Wayfarer Travel' });
    expect(mail.path).toBe(`/agentInvitation?token=${encodeURIComponent(mail.token)}`);
    // Only the digest is stored.
    const [stored] = await db().select({ hash: agentInvitations.tokenHash }).from(agentInvitations).where(eq(agentInvitations.id, invitation.id));
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.hash).not.toContain(mail.token);

    const page = await readInvitation(mail.token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ agencyName: 'Wayfarer Travel', email: 'nina.novak@example.com', firstName: 'Nina', lastName: 'Novak', role: 'RestrictedAgent' });

    const listed = agentInvitationListSchema.parse((await api.inject('GET', '/api/agency/agents/invitations', owner())).json());
    expect(listed.invitations.map((item) => item.id)).toContain(invitation.id);

    const res = await accept(mail.token);
    expect(res.statusCode).toBe(200);
    const signedIn = loginResponseSchema.parse(res.json());
    expect(signedIn.user).toMatchObject({ userType: 'Agent', isTravelAgent: true, isRestrictedAgent: true, personal_info: { email: 'nina.novak@example.com', first_name: 'Nina' } });
    expect(accessCookie(res).value).toBe(signedIn.token);
    const profile = await call(server.app, '/api/user/profile', { headers: withToken(signedIn.token) });
    expect(profile.statusCode).toBe(200);

    // A password login works too, and the invitation is no longer pending.
    expect((await login(server.app, 'nina.novak@example.com', { password: PASSWORD })).statusCode).toBe(200);
    const after = agentInvitationListSchema.parse((await api.inject('GET', '/api/agency/agents/invitations', owner())).json());
    expect(after.invitations.map((item) => item.id)).not.toContain(invitation.id);
    expect(await agentOf(signedIn.user.id)).toMatchObject({ role: 'RestrictedAgent', status: 'active', bookings: 0, sales: { amount: 0, currency: 'USD' } });
  });

  it('a second use of the link is a 410 and changes nothing', async () => {
    const input = invitationInput();
    await invite(input);
    const { token } = await mailedToken(input.email);
    expect((await accept(token)).statusCode).toBe(200);
    const usersBefore = await userCount();
    const again = await accept(token, 'another long passphrase');
    expect(again.statusCode).toBe(410);
    expect(errorOf(again)).toMatchObject({ code: COMMAND_ERROR_CODES.invitationUsed, message: expect.stringContaining('already been accepted') });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await userCount()).toBe(usersBefore);
    // The first password still signs in; the second never took.
    expect((await login(server.app, input.email, { password: PASSWORD })).statusCode).toBe(200);
    expect((await readInvitation(token)).statusCode).toBe(410);
  });

  it('an expired, revoked, unknown or other agency’s link is a 410 naming why, and creates nothing', async () => {
    const expiring = invitationInput();
    const expired = await invite(expiring);
    await db().update(agentInvitations).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(agentInvitations.id, expired.id));
    const revoking = invitationInput();
    const revoked = await invite(revoking);
    expect((await revoke(revoked.id, owner())).statusCode).toBe(204);
    const elsewhere = invitationInput();
    await invite(elsewhere);
    const usersBefore = await userCount();

    const cases: [string, string | undefined, string][] = [
      [(await mailedToken(expiring.email)).token, undefined, COMMAND_ERROR_CODES.invitationExpired],
      [(await mailedToken(revoking.email)).token, undefined, COMMAND_ERROR_CODES.invitationRevoked],
      ['x'.repeat(43), undefined, COMMAND_ERROR_CODES.invitationInvalid],
      [(await mailedToken(elsewhere.email)).token, SUNNY, COMMAND_ERROR_CODES.invitationInvalid],
    ];
    for (const [token, host, code] of cases) {
      const read = await readInvitation(token, host);
      expect([read.statusCode, errorOf(read).code]).toEqual([410, code]);
      const res = await accept(token, PASSWORD, host);
      expect([res.statusCode, errorOf(res).code]).toEqual([410, code]);
    }
    expect(await userCount()).toBe(usersBefore);
    // The expired one is still listed, to resend.
    const listed = agentInvitationListSchema.parse((await api.inject('GET', '/api/agency/agents/invitations', owner())).json());
    expect(listed.invitations.find((item) => item.id === expired.id)?.expired).toBe(true);
    expect(listed.invitations.map((item) => item.id)).not.toContain(revoked.id);
  });

  it('resending mails a new link valid for a new week; the old link stops working', async () => {
    const input = invitationInput();
    const invitation = await invite(input);
    await db().update(agentInvitations).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(agentInvitations.id, invitation.id));
    const old = (await mailedToken(input.email)).token;
    const res = await api.inject('POST', `/api/agency/agents/invitations/${invitation.id}/resend`, admin());
    expect(res.statusCode).toBe(200);
    expect((res.json() as AgentInvitation).expired).toBe(false);
    const fresh = (await mailedToken(input.email)).token;
    expect(fresh).not.toBe(old);
    expect(errorOf(await readInvitation(old)).code).toBe(COMMAND_ERROR_CODES.invitationInvalid);
    expect((await readInvitation(fresh)).statusCode).toBe(200);
  });

  it('refuses an email of the agency, one already invited, a common password, and bad fields, changing nothing', async () => {
    const taken = await inviteResponse(invitationInput({ email: 'Traveller@Wayfarer.test' }), owner());
    expect([taken.statusCode, errorOf(taken).code]).toEqual([409, COMMAND_ERROR_CODES.agentEmailTaken]);
    expect(errorOf(taken).message).toBe('body.email: traveller@wayfarer.test already has an account on this site');

    const input = invitationInput();
    await invite(input);
    const twice = await inviteResponse({ ...input, firstName: 'Other' }, admin());
    expect([twice.statusCode, errorOf(twice).code]).toEqual([409, COMMAND_ERROR_CODES.invitationPending]);

    const invalid = await inviteResponse({ email: 'not-an-email', firstName: '', lastName: 'X', role: 'Boss' }, owner());
    expect([invalid.statusCode, errorOf(invalid).code]).toEqual([400, ERROR_CODES.validation]);
    expect(errorOf(invalid).message).toMatch(/body\.email/);

    const { token } = await mailedToken(input.email);
    const common = await accept(token, 'password123');
    expect([common.statusCode, errorOf(common).code]).toEqual([400, ACCOUNT_ERROR_CODES.passwordTooCommon]);
    const short = await accept(token, 'short');
    expect(short.statusCode).toBe(400);
    // The invitation is still good.
    expect((await readInvitation(token)).statusCode).toBe(200);
  });

  it('an admin cannot invite an owner; an owner can', async () => {
    const refused = await inviteResponse(invitationInput({ role: 'AgencyOwner' }), admin());
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, COMMAND_ERROR_CODES.agentChangeRefused]);
    expect(errorOf(refused).message).toContain('only an agency owner can make someone an agency owner');
    expect((await inviteResponse(invitationInput({ role: 'AgencyOwner' }), owner())).statusCode).toBe(201);
  });
});

describe('roles and deactivation', () => {
  it('follows the role rules: nobody changes their own role, an admin never touches an owner nor makes one', async () => {
    const ownerId = await userIdOf(db(), 'owner@wayfarer.test');
    const adminId = await userIdOf(db(), 'admin@wayfarer.test');
    const agent = await newAgent('Agent');
    const cases: [string, () => Record<string, string>, string, AgentRole, number][] = [
      ['owner promotes an agent to admin', owner, agent.id, 'Admin', 200],
      ['admin demotes that admin to sales agent', admin, agent.id, 'SalesAgent', 200],
      ['admin makes an owner', admin, agent.id, 'AgencyOwner', 403],
      ['admin changes the owner', admin, ownerId, 'Admin', 403],
      ['admin raises their own role', admin, adminId, 'AgencyOwner', 403],
      ['admin changes their own role', admin, adminId, 'Agent', 403],
      ['owner changes their own role', owner, ownerId, 'Admin', 403],
      ['owner restricts the agent', owner, agent.id, 'RestrictedAgent', 200],
    ];
    for (const [what, headers, id, role, status] of cases) {
      const before = await agentOf(id);
      const res = await setRole(id, role, headers());
      expect([what, res.statusCode]).toEqual([what, status]);
      if (status === 200) expect((res.json() as Agent).role).toBe(role);
      else {
        expect(errorOf(res).code).toBe(COMMAND_ERROR_CODES.agentChangeRefused);
        expect((await agentOf(id)).role).toBe(before.role);
      }
    }
    // The agent's own session sees the new role at once.
    const profile = await call(server.app, '/api/user/profile', { headers: agent.headers });
    expect(profile.json()).toMatchObject({ user: { userType: 'Agent', isRestrictedAgent: true } });
  });

  it('a deactivated agent cannot sign in, and their sessions end; reactivated, they can', async () => {
    const agent = await newAgent('SalesAgent');
    const res = await deactivate(agent.id, admin());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'deactivated', deactivatedAt: expect.any(String) });

    const session = await call(server.app, '/api/user/profile', { headers: agent.headers });
    expect([session.statusCode, errorOf(session).code]).toEqual([401, ACCOUNT_ERROR_CODES.tokenRevoked]);
    const refused = await login(server.app, agent.email, { password: PASSWORD });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, ACCOUNT_ERROR_CODES.accountDeactivated]);
    expect(errorOf(refused).message).toContain('deactivated');
    // A wrong password still says only that.
    expect(errorOf(await login(server.app, agent.email, { password: 'not the password at all' })).code).toBe(ACCOUNT_ERROR_CODES.invalidCredentials);

    const listed = agentListSchema.parse((await api.inject('GET', '/api/agency/agents?status=deactivated&pageSize=100', owner())).json());
    expect(listed.agents.map((item) => item.id)).toContain(agent.id);

    expect((await reactivate(agent.id, owner())).json()).toMatchObject({ status: 'active', deactivatedAt: null });
    expect((await login(server.app, agent.email, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('nobody deactivates themselves; an admin cannot deactivate the owner', async () => {
    const ownerId = await userIdOf(db(), 'owner@wayfarer.test');
    const adminId = await userIdOf(db(), 'admin@wayfarer.test');
    for (const [id, headers] of [
      [adminId, admin()],
      [ownerId, owner()],
      [ownerId, admin()],
    ] as const) {
      const res = await deactivate(id, headers);
      expect([res.statusCode, errorOf(res).code]).toEqual([403, COMMAND_ERROR_CODES.agentChangeRefused]);
    }
    expect((await agentOf(ownerId)).status).toBe('active');
    expect((await login(server.app, 'owner@wayfarer.test')).statusCode).toBe(200);
  });
});

describe('the list and an agent’s page', () => {
  it('lists the agency’s agents by name, with role, status, bookings and sales; searches and filters', async () => {
    const salesId = await userIdOf(db(), 'sales@wayfarer.test');
    const booking = await api.bookHotel(as('sales@wayfarer.test'), 40);
    const list = agentListSchema.parse((await api.inject('GET', '/api/agency/agents?pageSize=100', owner())).json());
    const names = list.agents.map((agent) => agent.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(list.agents.map((agent) => agent.email)).not.toContain('traveller@wayfarer.test');
    const sales = list.agents.find((agent) => agent.id === salesId);
    expect(sales).toMatchObject({ role: 'SalesAgent', status: 'active', sales: { currency: 'USD' } });
    expect(sales?.bookings).toBeGreaterThanOrEqual(1);
    expect(booking.price.currency).toBe('USD');
    expect(sales?.sales.amount).toBeGreaterThanOrEqual(booking.price.totalRate);

    const searched = agentListSchema.parse((await api.inject('GET', '/api/agency/agents?q=patel', owner())).json());
    expect(searched.agents.map((agent) => agent.email)).toEqual(['sales@wayfarer.test']);
    const restricted = agentListSchema.parse((await api.inject('GET', '/api/agency/agents?role=RestrictedAgent&pageSize=100', owner())).json());
    expect(restricted.agents.every((agent) => agent.role === 'RestrictedAgent')).toBe(true);
    expect(restricted.agents.map((agent) => agent.email)).toContain('restricted@wayfarer.test');

    const detail = await agentOf(salesId, admin());
    expect(detail).toEqual(sales);
    // Their bookings: the Bookings list with agent = them.
    const theirs = await api.listBookings({ agentId: salesId }, owner());
    expect(theirs.bookings.map((row) => row.reference)).toContain(booking.reference);
  });

  it('is the managers’ only: a sales agent or an agent gets 403, a traveller too', async () => {
    for (const email of ['sales@wayfarer.test', 'agent@wayfarer.test', 'traveller@wayfarer.test']) {
      const res = await api.inject('GET', '/api/agency/agents', as(email));
      expect([email, res.statusCode]).toEqual([email, 403]);
    }
    const salesId = await userIdOf(db(), 'sales@wayfarer.test');
    const raise = await setRole(salesId, 'Admin', as('sales@wayfarer.test'));
    expect(raise.statusCode).toBe(403);
    expect((await inviteResponse(invitationInput(), as('sales@wayfarer.test'))).statusCode).toBe(403);
    expect((await agentOf(salesId)).role).toBe('SalesAgent');
    expect((await api.inject('GET', '/api/agency/agents')).statusCode).toBe(401);
  });

  it('another agency’s agent, a traveller or an unknown id is a 404 and changes nothing', async () => {
    const sunnyOwner = await userIdOf(db(), 'owner@sunny.test');
    const traveller = await userIdOf(db(), 'traveller@wayfarer.test');
    for (const id of [sunnyOwner, traveller, randomUUID()]) {
      for (const res of [await api.inject('GET', `/api/agency/agents/${id}`, owner()), await setRole(id, 'Agent', owner()), await deactivate(id, owner())]) {
        expect([res.statusCode, errorOf(res).code]).toEqual([404, COMMAND_ERROR_CODES.agentNotFound]);
      }
    }
    expect((await login(server.app, 'owner@sunny.test', { host: SUNNY })).statusCode).toBe(200);
    const invitation = await invite(invitationInput());
    const sunnyRevoke = await revoke(invitation.id, as('owner@sunny.test'), SUNNY);
    expect([sunnyRevoke.statusCode, errorOf(sunnyRevoke).code]).toEqual([404, COMMAND_ERROR_CODES.invitationNotFound]);
    const listed = agentInvitationListSchema.parse((await api.inject('GET', '/api/agency/agents/invitations', owner())).json());
    expect(listed.invitations.map((item) => item.id)).toContain(invitation.id);
  });
});
