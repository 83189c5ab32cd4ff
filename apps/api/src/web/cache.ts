import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** For files that change only when a dependency is upgraded (flags). */
export const WEEK = 'public, max-age=604800';

/**
 * A content hash between dots (`main.3f9a1c2b.js`): 8+ hex digits with at least one digit,
 * so an 8-letter word such as `.bootstrap.` never counts as a hash. A miss only costs a
 * revalidation; a false hit would pin a changing file for a year.
 */
const HASHED_NAME = /\.(?=[a-f]*\d)[0-9a-f]{8,}\./i;

/** Cache-Control for a built file: hashed names forever, everything else (remoteEntry.js, HTML) revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}
