// Under MOCKS=1 (mocks/browser.ts) a request no handler answers: a missing /api mock says so
// once in the console; static files go on to the dev server without a word.
import { warnOnUnhandledApiCall } from '@travel/mocks';

const print = { warning: jest.fn(), error: jest.fn() };

afterEach(() => jest.restoreAllMocks());

test('an /api call no handler answers: one warning naming the call and where to add its mock', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  warnOnUnhandledApiCall(new Request('http://localhost:3002/api/flights/search?from=OSL', { method: 'POST' }), print);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toBe('[mocks] No msw handler answers POST /api/flights/search?from=OSL: MOCKS=1 runs without the API, so add one in mocks/.');
});

test.each([
  '/main.js',
  '/src_bootstrap_tsx.js',
  '/locales/en/common.json',
  '/fonts/inter.woff2',
  '/images/hotels/1.svg/extra',
  '/flags/no.svg',
  '/brand/wayfarer/logo.svg',
  '/apiary/notes.txt',
  '/main.1a2b3c.hot-update.json',
])('%s passes through silently', (path) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  warnOnUnhandledApiCall(new Request(`http://localhost:3002${path}`), print);
  expect(warn).not.toHaveBeenCalled();
  expect(print.warning).not.toHaveBeenCalled();
  expect(print.error).not.toHaveBeenCalled();
});
