import { request as httpRequest } from 'node:http';
import { test, type Page } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** `npm run dev:hotels` under test: the remote's dev server and the API it starts, on ports of their own. */
export const DEV_HOTELS_PORT = 3301;
export const DEV_API_PORT = 3302;
/** `MOCKS=1 npm run dev:hotels` under test. */
export const MOCK_HOTELS_PORT = 3311;

/** A tenant's site; Chromium resolves every *.localhost name to this machine. */
export const site = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${E2E_PORT}${path}`;

/** Fetches a page as the server sends it, before any script runs, for a given tenant. */
export function fetchHtml(subdomain: string, path = '/'): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: E2E_PORT, path, headers: { Host: `${subdomain}.localhost:${E2E_PORT}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * The saving-price popup (SPEC 4) opens 5 s after an anonymous visitor lands on the home
 * page; tests about something else start with it already dismissed for the session.
 */
export async function dismissSavingPopup(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('displaySavingPopup', 'false'));
}

export const DEMO_PASSWORD = 'Travel-Demo-2026';

/** For browser.newContext() in a test: the test's browser applies its `use`, a signed-in storage state included; this starts signed out. */
export const SIGNED_OUT = { storageState: { cookies: [], origins: [] } };

/**
 * Signs `email` in through the API from a page of its agency, as the login form does: the
 * x-access-token cookie lands in the browser (Chromium resolves *.localhost itself; Node may
 * not). The page is the API's health check, which runs none of the site's scripts, so the
 * browser holds what the login set and nothing else. Tests share accounts signed in once
 * (accounts.ts); this is for the setup project and for tests that need an account of their own.
 */
export async function logIn(page: Page, subdomain: string, email: string): Promise<void> {
  await page.goto(site(subdomain, '/api/health'));
  for (let attempt = 1; ; attempt++) {
    const { status, retryAfter } = await page.evaluate(
      async ([address, password]) => {
        const res = await fetch('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address, password }) });
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      },
      [email, DEMO_PASSWORD] as const,
    );
    if (status === 200) return;
    // The API allows ten logins a minute from one address, and the whole suite comes from one.
    // Its window runs on the server's clock, which page.clock cannot move: wait as it says.
    if (status !== 429 || attempt === 3) throw new Error(`login of ${email} failed with ${status}`);
    const waitMs = (Number(retryAfter) || 60) * 1000;
    test.info().setTimeout(test.info().timeout + waitMs);
    await page.waitForTimeout(waitMs);
  }
}
