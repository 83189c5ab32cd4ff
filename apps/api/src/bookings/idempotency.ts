import { createHash } from 'node:crypto';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '@travel/contracts';

/** The booking call's headers: the Idempotency-Key is required (other headers pass through). */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'the Idempotency-Key header is required: 8 to 100 letters, digits, - or _' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'the Idempotency-Key header must be 8 to 100 letters, digits, - or _'),
});

/** JSON with object keys sorted at every level, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
