import type { UnhandledRequestCallback } from 'msw';

const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/**
 * What the browser worker does with a request no handler answers. Under MOCKS=1 no API runs
 * behind the page, so an /api call without a handler is a missing mock: one warning saying so.
 * The bundle, locales, fonts and other static files go on to the dev server without a word.
 */
export const warnOnUnhandledApiCall: UnhandledRequestCallback = (request) => {
  const url = new URL(request.url);
  if (isApiPath(url.pathname)) {
    console.warn(`[mocks] No msw handler answers ${request.method} ${url.pathname}${url.search}: MOCKS=1 runs without the API, so add one in mocks/.`);
  }
};
