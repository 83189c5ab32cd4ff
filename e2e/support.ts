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
