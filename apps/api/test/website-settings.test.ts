import { agencyResponseSchema, apiErrorSchema, bootSchema, type Agency } from '@travel/contracts';
import { call, tokensFor, withToken } from './accounts-helpers';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: (email: string) => string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokensFor(server.app, ['owner@wayfarer.test', 'admin@wayfarer.test', 'sales@wayfarer.test', 'traveller@wayfarer.test']);
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const WEBSITE = '/api/agency/website';
const put = (bearer: string | null, body: unknown) =>
  call(server.app, WEBSITE, { method: 'PUT', body, ...(bearer ? { headers: withToken(bearer) } : {}) });
const agency = async (host = 'wayfarer.localhost'): Promise<Agency> => agencyResponseSchema.parse((await call(server.app, '/api/agency', { host })).json()).agency;

const settingsOf = (a: Agency) => ({
  primaryColor: a.primaryColor,
  metaData: a.metaData,
  contactPhoneNumber: a.contactPhoneNumber,
  contactEmailId: a.contactEmailId,
  displaySupportPhoneFooter: a.displaySupportPhoneFooter,
  displayAddressFooter: a.displayAddressFooter,
});

test('an owner rebrands the site: the agency and the start-up data change at once; nothing else does', async () => {
  const before = await agency();
  const changes = {
    primaryColor: '#0b7a75',
    metaData: { title: 'Wayfarer — trips made personal', description: 'Hotels, flights and more, booked with people who care.', keywords: ['travel', 'city breaks'] },
    contactPhoneNumber: '+1 212 555 0111',
    contactEmailId: 'hello@wayfarer.test',
    displaySupportPhoneFooter: false,
    displayAddressFooter: false,
  };
  const res = await put(token('owner@wayfarer.test'), changes);
  expect(res.statusCode).toBe(200);
  const answered = agencyResponseSchema.parse(res.json()).agency;
  expect(settingsOf(answered)).toEqual(changes);
  const after = await agency();
  expect(after).toEqual(answered);
  // Everything the form does not hold is as it was.
  expect({ ...after, ...settingsOf(before) }).toEqual(before);

  // The start-up data every page is built from (its head, its theme) has it too.
  const boot = bootSchema.parse((await call(server.app, '/api/boot')).json());
  expect(boot.agency && settingsOf(boot.agency)).toEqual(changes);

  expect((await put(token('admin@wayfarer.test'), settingsOf(before))).statusCode).toBe(200);
  expect(await agency()).toEqual(before);
});

test('contact details may be emptied', async () => {
  const before = await agency();
  const res = await put(token('owner@wayfarer.test'), { ...settingsOf(before), contactPhoneNumber: '', contactEmailId: '  ' });
  expect(res.statusCode).toBe(200);
  expect(agencyResponseSchema.parse(res.json()).agency).toMatchObject({ contactPhoneNumber: '', contactEmailId: '' });
  await put(token('owner@wayfarer.test'), settingsOf(before));
});

test.each([
  [{ primaryColor: 'red' }, /^body\.primaryColor/],
  [{ primaryColor: '#12345' }, /^body\.primaryColor/],
  [{ contactEmailId: 'not-an-email' }, /^body\.contactEmailId/],
  [{ contactPhoneNumber: '12' }, /^body\.contactPhoneNumber/],
  [{ metaData: { title: 'x'.repeat(101), description: '', keywords: [] } }, /^body\.metaData\.title/],
  [{ metaData: { title: '', description: '', keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) } }, /^body\.metaData\.keywords/],
])('a refused value (%j) is a 400 naming its field, and changes nothing', async (change, message) => {
  const before = await agency();
  const res = await put(token('owner@wayfarer.test'), { ...settingsOf(before), ...change });
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json()).error.message).toMatch(message);
  expect(await agency()).toEqual(before);
});

test('a sales agent or a traveller gets 403, an anonymous visitor 401, and the site stays as it was', async () => {
  const before = await agency();
  const rebrand = { ...settingsOf(before), primaryColor: '#000000' };
  for (const email of ['sales@wayfarer.test', 'traveller@wayfarer.test']) {
    const res = await put(token(email), rebrand);
    expect(res.statusCode).toBe(403);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('FORBIDDEN');
  }
  expect((await put(null, rebrand)).statusCode).toBe(401);
  expect(await agency()).toEqual(before);
  expect((await agency('sunny.localhost')).primaryColor).toBe('#ffd400');
});

test("the sidebar's links out: https only, a pay product needs a name; a refusal changes nothing", async () => {
  const before = await agency();
  expect(before).toMatchObject({ academyUrl: 'https://academy.example.com/wayfarer', payProduct: { label: 'Wayfarer Pay' } });
  for (const links of [
    { academyUrl: 'http://academy.example.com' },
    { applicationsUrl: 'javascript:alert(1)' },
    { payProduct: { label: '', url: 'https://pay.example.com' } },
    { payProduct: { label: 'Pay', url: `https://pay.example.com/${'x'.repeat(500)}` } },
  ]) {
    const res = await put(token('owner@wayfarer.test'), { ...settingsOf(before), ...links });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_FAILED');
  }
  expect(await agency()).toEqual(before);

  const links = { academyUrl: 'https://learn.wayfarer.example/', applicationsUrl: '', payProduct: { label: 'Pay Later', url: 'https://later.example.com/pay' } };
  const res = await put(token('admin@wayfarer.test'), { ...settingsOf(before), ...links });
  expect(res.statusCode).toBe(200);
  expect(agencyResponseSchema.parse(res.json()).agency).toMatchObject(links);
  const restore = { academyUrl: before.academyUrl, applicationsUrl: before.applicationsUrl, payProduct: before.payProduct };
  expect((await put(token('owner@wayfarer.test'), { ...settingsOf(before), ...restore })).statusCode).toBe(200);
  expect(await agency()).toEqual(before);
});

test('an agency without sidebar links has them blank (hidden), as the migration left every agency', async () => {
  expect(await agency('sunny.localhost')).toMatchObject({ academyUrl: '', applicationsUrl: '', payProduct: { label: '', url: '' } });
});
