const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * Where to go after signing in: the `redirect` query only when it is a path on this site.
 * '//evil.example' is another host; browsers also read '/\evil.example' and '/\t/evil.example'
 * as one, hence no backslash or control character at all.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN ? target : fallback;
}
