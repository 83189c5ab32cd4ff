import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGENCY_INACTIVE_TEXT,
  AGENCY_NOT_FOUND_TEXT,
  agencyResponseSchema,
  agencySchema,
  apiErrorSchema,
  bootSchema,
} from '@travel/contracts';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, (app) => {
    // A test-only route with validated input: no agency endpoint takes any yet.
    app.register(async (scope) => {
      scope.withTypeProvider<ZodTypeProvider>().get(
        '/api/test/echo',
        { schema: { querystring: z.object({ limit: z.coerce.number().int().max(100), q: z.string().min(2) }) } },
        async (request) => request.query,
      );
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string() }) } },
        async (request) => request.body,
      );
    });
  });
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const get = (host: string, url: string) => server.app.inject({ method: 'GET', url, headers: { host } });

describe('GET /api/agency', () => {
  it.each([
    ['wayfarer.localhost', 'Wayfarer Travel', '#2c7be5'],
    ['sunny.localhost:3000', 'Sunny Escapes', '#ffd400'],
    ['localhost:4000', 'Wayfarer Travel', '#2c7be5'],
    ['127.0.0.1', 'Wayfarer Travel', '#2c7be5'],
    ['nordic.example.com', 'Nordlys Reiser', '#1b1f3b'],
  ])('%s -> %s', async (host, name, color) => {
    const res = await get(host, '/api/agency');
    expect(res.statusCode).toBe(200);
    const { agency } = agencyResponseSchema.parse(res.json());
    expect(agency.agencyName).toBe(name);
    expect(agency.primaryColor).toBe(color);
  });

  it('returns the whole contract shape, page content left to its own endpoints', async () => {
    const body = (await get('wayfarer.localhost', '/api/agency')).json();
    expect(Object.keys(body)).toEqual(['agency']);
    expect(Object.keys(body.agency).sort()).toEqual(Object.keys(agencySchema.shape).sort());
    expect(body.agency).toMatchObject({
      subdomain: 'wayfarer',
      status: 'Active',
      logo: '/brand/wayfarer/logo.svg',
      contactPhoneNumber: '+1 212 555 0100',
      dealsLocation: { city: 'New York City', latitude: 40.7128, longitude: -74.006 },
    });
  });

  it('answers 404 with the spec text for an unknown subdomain', async () => {
    const res = await get('nowhere.localhost', '/api/agency');
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json())).toEqual({ error: { code: 'AGENCY_NOT_FOUND', message: AGENCY_NOT_FOUND_TEXT } });
    expect(AGENCY_NOT_FOUND_TEXT).toBe('Agency not found!');
  });

  it('answers 403 with the spec text for an inactive agency', async () => {
    const res = await get('closed.localhost', '/api/agency');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'AGENCY_INACTIVE', message: AGENCY_INACTIVE_TEXT } });
    expect(AGENCY_INACTIVE_TEXT).toBe('Agency is inactive, Please contact the administrator');
  });

  it.each(['/api/agency/faqs', '/api/agency/about-us', '/api/agency/languages', '/api/agency/navigations', '/api/getCurrentPaymentGateway'])(
    '%s is refused for unknown and inactive agencies too',
    async (url) => {
      expect((await get('nowhere.localhost', url)).statusCode).toBe(404);
      expect((await get('closed.localhost', url)).statusCode).toBe(403);
    },
  );
});

describe('agency pages', () => {
  it('serves each agency its own FAQ', async () => {
    const wayfarer = (await get('wayfarer.localhost', '/api/agency/faqs')).json();
    expect(wayfarer.data.isEnabled).toBe(true);
    expect(wayfarer.data.questions.length).toBeGreaterThanOrEqual(5);
    const sunny = (await get('sunny.localhost', '/api/agency/faqs')).json();
    expect(sunny.data.isEnabled).toBe(false);
    const nordic = (await get('nordic.localhost', '/api/agency/faqs')).json();
    expect(nordic.data.questions.map((q: { question: string }) => q.question)).toContain('Hi?');
  });

  it('serves About Us with the agency title and raw HTML (the page sanitises it)', async () => {
    const sunny = (await get('sunny.localhost', '/api/agency/about-us')).json();
    expect(sunny.data).toMatchObject({ isEnabled: true, title: 'Our Story', image: '/brand/sunny/about.svg' });
    expect(sunny.data.content).toContain('onerror=');
    const nordic = (await get('nordic.localhost', '/api/agency/about-us')).json();
    expect(nordic.data.isEnabled).toBe(false);
  });
});

describe('GET /api/agency/languages', () => {
  it('offers nordic exactly en, no, da, sv with native names', async () => {
    const res = await get('nordic.localhost', '/api/agency/languages');
    expect(res.json().languages).toEqual([
      { name: 'English', code: 'en', value: 'en' },
      { name: 'Norsk', code: 'no', value: 'no' },
      { name: 'Dansk', code: 'da', value: 'da' },
      { name: 'Svenska', code: 'sv', value: 'sv' },
    ]);
  });

  it('offers sol Spanish first and wayfarer all nine', async () => {
    const sol = (await get('sol.localhost', '/api/agency/languages')).json();
    expect(sol.languages[0]).toEqual({ name: 'Español', code: 'es', value: 'es' });
    const wayfarer = (await get('wayfarer.localhost', '/api/agency/languages')).json();
    expect(wayfarer.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv']);
    expect(wayfarer.languages.find((l: { code: string }) => l.code === 'ar').name).toBe('العربية');
  });
});

describe('GET /api/agency/navigations', () => {
  it('lists every service for wayfarer in nav order', async () => {
    const res = await get('wayfarer.localhost', '/api/agency/navigations');
    expect(res.json()).toEqual({
      agencyNavigation: [
        { label: 'Hotels', path: '/booknow/hotels' },
        { label: 'Air Travel', path: '/booknow/flights' },
        { label: 'Resorts', path: '/booknow/resort' },
        { label: 'Cars', path: '/booknow/cars' },
        { label: 'Activities', path: '/booknow/activities' },
        { label: 'Cruise', path: '/booknow/cruise' },
      ],
    });
  });

  it('lists only sunny’s active services, still in nav order', async () => {
    const res = await get('sunny.localhost', '/api/agency/navigations');
    expect(res.json().agencyNavigation).toEqual([
      { label: 'Hotels', path: '/booknow/hotels' },
      { label: 'Activities', path: '/booknow/activities' },
      { label: 'Cruise', path: '/booknow/cruise' },
    ]);
  });
});

describe('other endpoints', () => {
  it('GET /api/getCurrentPaymentGateway', async () => {
    expect((await get('wayfarer.localhost', '/api/getCurrentPaymentGateway')).json()).toEqual({ CurrentPayment: 'stripe', chargeCurrencies: ['USD'], walletOffered: true });
  });

  it('GET /api/health answers whatever the tenant', async () => {
    for (const host of ['localhost', 'nowhere.localhost', 'closed.localhost']) {
      const res = await get(host, '/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
  });

  it('GET /api/boot returns the agency and dev remote URLs', async () => {
    const res = await get('sunny.localhost', '/api/boot');
    expect(res.statusCode).toBe(200);
    const boot = bootSchema.parse(res.json());
    expect(boot.agency?.agencyName).toBe('Sunny Escapes');
    expect(boot.error).toBeNull();
    expect(boot.remotes.hotels).toBe('http://localhost:3001/remoteEntry.js');
  });

  it.each([
    ['nowhere.localhost', 'AGENCY_NOT_FOUND', AGENCY_NOT_FOUND_TEXT],
    ['closed.localhost', 'AGENCY_INACTIVE', AGENCY_INACTIVE_TEXT],
  ])('GET /api/boot on %s is 200 with the error filled in', async (host, code, message) => {
    const res = await get(host, '/api/boot');
    expect(res.statusCode).toBe(200);
    const boot = bootSchema.parse(res.json());
    expect(boot.agency).toBeNull();
    expect(boot.error).toEqual({ code, message });
  });
});

describe('errors', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/agency'],
    ['DELETE', '/api/agency/faqs'],
    ['GET', '/booknow/hotels'], // no STATIC_ROOT: no shell to fall back to
  ])('%s %s -> JSON 404', async (method, url) => {
    const res = await server.app.inject({ method: method as 'GET', url, headers: { host: 'wayfarer.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
  });

  it('rejects bad query input with 400 naming the fields', async () => {
    const res = await get('wayfarer.localhost', '/api/test/echo?limit=500&q=x');
    expect(res.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('querystring.limit');
    expect(error.message).toContain('querystring.q');
  });

  it('accepts good query input', async () => {
    const res = await get('wayfarer.localhost', '/api/test/echo?limit=5&q=oslo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ limit: 5, q: 'oslo' });
  });

  it.each([
    ['{"name": 42}', 'application/json', 400, 'body.name'],
    ['{not json', 'application/json', 400, 'JSON'],
    ['name=x', 'text/csv', 415, 'Unsupported Media Type'],
  ])('rejects the body %p (%s) with %i', async (payload, contentType, status, mention) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { host: 'wayfarer.localhost', 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(status);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.message).toContain(mention);
  });
});
