import { isIP } from 'node:net';

/**
 * The agency subdomain a Host header names (DESIGN.md: tenant from the Host's subdomain).
 *   localhost, 127.0.0.1, any bare IP   -> the default tenant
 *   x.localhost                         -> x
 *   x.example.com (three+ labels)       -> x
 *   example.com, anything else          -> the default tenant
 * The result is lower-case; whether such an agency exists is the caller's question.
 */
export function subdomainFromHost(host: string | undefined, defaultTenant: string): string {
  const hostname = stripPort((host ?? '').trim().toLowerCase()).replace(/\.$/, '');
  if (hostname === '' || hostname === 'localhost' || isIP(hostname) !== 0) return defaultTenant;
  const labels = hostname.split('.');
  if (labels.length === 2 && labels[1] === 'localhost') return labels[0] || defaultTenant;
  if (labels.length >= 3) return labels[0] || defaultTenant;
  return defaultTenant;
}

/** `host:port` -> host; `[v6]:port` and `[v6]` -> v6; a bare v6 address has colons but no port. */
function stripPort(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(1, end);
  }
  if (isIP(host) === 6) return host;
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
