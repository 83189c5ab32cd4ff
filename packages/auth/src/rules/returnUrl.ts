/** The agency's return URL, sorted: another site (a full page load) or a path of this one. */
export type ReturnTarget = { kind: 'external'; href: string } | { kind: 'internal'; path: string };

/**
 * Only http(s) URLs and site paths count: anything else (empty, 'javascript:...', a bare word)
 * is no return URL at all.
 */
export function resolveReturnUrl(returnUrl: string): ReturnTarget | null {
  const value = returnUrl.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', path: value };
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return { kind: 'external', href: new URL(value).href };
  } catch {
    return null;
  }
}
