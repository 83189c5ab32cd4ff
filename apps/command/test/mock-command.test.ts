/**
 * The Command Center mock (mocks/command) answers as the API's contract says: every answer
 * parses with the contract's schema, and the guards, scopes and refusals are the API's.
 */
import {
  agencyBookingDetailSchema,
  agencyBookingListSchema,
  bookingSchema,
  cancellationQuoteSchema,
  clientListSchema,
  clientSchema,
  type ClientInput,
} from '@travel/contracts';
import { SEEDED_CLIENT_IDS, commandMock, demoTokenFor } from '@travel/mocks';

beforeEach(() => commandMock.reset());

const OWNER = demoTokenFor({ userType: 'AgencyOwner', isRestrictedAgent: false });
const SALES = demoTokenFor({ userType: 'SalesAgent', isRestrictedAgent: false });
const TRAVELLER = demoTokenFor({ userType: 'Customer', isRestrictedAgent: false });

async function call(path: string, { token = OWNER, method = 'GET', body }: { token?: string | null; method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['x-access-token'] = token;
  const response = await fetch(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: (): unknown => JSON.parse(text) };
}

const newClient: ClientInput = { firstName: 'Ana', lastName: 'Costa', email: 'Ana@Example.com', passportNumber: 'pt 1234567' };

test('every answer is what the contract says', async () => {
  const bookings = agencyBookingListSchema.parse((await call('/api/agency/bookings?pageSize=3&page=2')).json());
  expect(bookings).toMatchObject({ page: 2, pageSize: 3, total: 8 });
  expect(bookings.bookings).toHaveLength(3);
  clientListSchema.parse((await call('/api/agency/clients')).json());
  clientSchema.parse((await call(`/api/agency/clients/${SEEDED_CLIENT_IDS.maya}`)).json());
  agencyBookingDetailSchema.parse((await call('/api/agency/bookings/F-AGN9R4S6')).json());
  const quote = cancellationQuoteSchema.parse((await call('/api/agency/bookings/H-AGN7K2P4/cancellation')).json());
  const cancelled = bookingSchema.parse((await call('/api/agency/bookings/H-AGN7K2P4/cancel', { method: 'POST', body: { expectedRefund: quote.refund.total } })).json());
  expect(cancelled.status).toBe('cancelled');
  const created = await call('/api/agency/clients', { method: 'POST', body: newClient });
  expect(created.status).toBe(201);
  expect(clientSchema.parse(created.json())).toMatchObject({ email: 'ana@example.com', passportNumber: 'PT1234567', agent: { name: 'Olivia Chen' }, bookings: 0 });
});

test('401 for a visitor, 403 for a traveller, as requireArea', async () => {
  expect((await call('/api/agency/clients', { token: null })).status).toBe(401);
  expect((await call('/api/agency/bookings', { token: TRAVELLER })).status).toBe(403);
});

test("a sales agent's scope: their clients, and the bookings they made or made for those clients; anything else is a 404", async () => {
  expect(clientListSchema.parse((await call('/api/agency/clients', { token: SALES })).json()).total).toBe(2);
  expect(agencyBookingListSchema.parse((await call('/api/agency/bookings', { token: SALES })).json()).bookings.map((row) => row.reference)).toEqual(['H-AGN8M3Q5', 'H-AGN5Z8A2']);
  const hidden = await call(`/api/agency/clients/${SEEDED_CLIENT_IDS.maya}`, { token: SALES });
  expect([hidden.status, (hidden.json() as { error: { code: string } }).error.code]).toEqual([404, 'CLIENT_NOT_FOUND']);
  expect((await call('/api/agency/bookings/H-AGN7K2P4', { token: SALES })).status).toBe(404);
});

test('the refusals: 400 naming the field, 409 for an email taken, 409 for a refund that changed', async () => {
  const bad = await call('/api/agency/clients', { method: 'POST', body: { ...newClient, passportNumber: 'P-1' } });
  expect([bad.status, bad.text]).toEqual([400, expect.stringContaining('body.passportNumber')]);
  const taken = await call('/api/agency/clients', { method: 'POST', body: { ...newClient, email: 'OMAR.HADDAD@example.com' } });
  expect([taken.status, (taken.json() as { error: { code: string } }).error.code]).toEqual([409, 'CLIENT_EMAIL_TAKEN']);
  expect((await call('/api/agency/bookings?sort=price')).status).toBe(400);
  expect((await call('/api/agency/bookings?pageSize=101')).status).toBe(400);
  const changed = await call('/api/agency/bookings/H-AGN7K2P4/cancel', { method: 'POST', body: { expectedRefund: 1 } });
  expect([changed.status, (changed.json() as { error: { code: string } }).error.code]).toEqual([409, 'REFUND_CHANGED']);
});

test('the export: the same filters, as CSV', async () => {
  const csv = await call('/api/agency/bookings/export.csv?service=flights');
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('"Reference","Service","Status","Title","Travel start","Travel end","Booked at","Traveller","Email","Total","Currency","Agent","Client"');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['"F-AGN4X7Y9"', '"F-AGN9R4S6"']);
});
