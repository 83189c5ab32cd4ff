import { artworkSvg } from '@travel/artwork';
import { apiErrorSchema, ERROR_CODES } from '@travel/contracts';
import { DB_TIMEOUT_MS, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, DB_TIMEOUT_MS);
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { host: 'wayfarer.localhost', ...headers } });

describe('GET /images/:kind/:file', () => {
  it.each([
    ['/images/hotels/1-nordic-coast.svg', 'hotels', '1-nordic-coast'],
    ['/images/hotels/1-nordic-coast-lobby.svg', 'hotels', '1-nordic-coast-lobby'],
    ['/images/hotel-rooms/31-family-desert.svg', 'hotel-rooms', '31-family-desert'],
    ['/images/activities/250-food-temperate-coast.svg', 'activities', '250-food-temperate-coast'],
    ['/images/resorts/51-mediterranean-coast.svg', 'resorts', '51-mediterranean-coast'],
    // An older URL without a setting, still in databases seeded before settings existed.
    ['/images/hotels/1.svg', 'hotels', '1'],
    ['/images/activities/250.svg', 'activities', '250'],
    ['/images/resorts/51.svg', 'resorts', '51'],
    ['/images/cars/compact-suv.svg', 'cars', 'compact-suv'],
    ['/images/suppliers/atlas-rent-a-car.svg', 'suppliers', 'atlas-rent-a-car'],
  ])('%s: the generated SVG, cacheable, not sniffable', async (url, kind, key) => {
    const res = await get(url, { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toBe(artworkSvg(kind, key));
  });

  it('answers 304 without a body when the ETag still matches, 200 when it does not', async () => {
    const first = await get('/images/hotels/42.svg');
    const etag = String(first.headers.etag);
    const again = await get('/images/hotels/42.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/images/hotels/42.svg', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('/images/hotels/42.svg', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await get('/images/hotels/43.svg', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('is the same for every host, an unknown agency included', async () => {
    const known = await get('/images/resorts/7.svg');
    const unknown = await server.app.inject({ method: 'GET', url: '/images/resorts/7.svg', headers: { host: 'nobody-owns-this.localhost' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers.etag).toBe(known.headers.etag);
  });

  it.each([
    '/images/planes/1.svg',
    '/images/hotels/0.svg',
    '/images/hotels/1234567.svg',
    '/images/hotels/abc.svg',
    '/images/hotels/1.png',
    '/images/hotels/1',
    '/images/cars/SUV.svg',
    '/images/cars/%2e%2e%2fetc.svg',
    '/images/suppliers/.svg',
    '/images/hotels/1.svg/extra',
    '/images/hotels/1-arctic.svg',
    '/images/hotels/1-nordic-coast-pool.svg',
    '/images/activities/7-skiing-nordic.svg',
    '/images/hotel-rooms/7-nordic-twin.svg',
  ])('%s -> JSON 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe(ERROR_CODES.notFound);
  });
});
