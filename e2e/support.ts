import { request as httpRequest } from 'node:http';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

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
export async function dismissSavingPopup(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('displaySavingPopup', 'false'));
}

export const DEMO_PASSWORD = 'Travel-Demo-2026';

/**
 * Signs in through the API from the page, as the login form does: the x-access-token cookie
 * lands in the browser (Chromium resolves *.localhost itself; Node may not).
 */
export async function signIn(page: import('@playwright/test').Page, subdomain: string, email: string): Promise<void> {
  if (!page.url().startsWith(site(subdomain, ''))) await page.goto(site(subdomain, '/errors'));
  const status = await page.evaluate(
    async ([address, password]) => (await fetch('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address, password }) })).status,
    [email, DEMO_PASSWORD] as const,
  );
  if (status !== 200) throw new Error(`login of ${email} failed with ${status}`);
}
