import { types } from 'node:util';
import { REDACTED, redactPersonalData } from './personal-data';

/**
 * How an error is logged: its type, message, stack, cause, and only the fields below.
 * Errors carry what they were handling (a failed query its values, PostgreSQL a copy of the
 * failing row, an HTTP client the request it sent), so fields are kept by name, never all.
 */
const KEPT_FIELDS = [
  'code', 'statusCode', 'validationContext',
  // Network errors: which call failed, and where to (a server's address, not a person's).
  'errno', 'syscall', 'address', 'port',
  // PostgreSQL's pointers to what failed, without the values (its `detail` has them).
  'severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine',
  // Drizzle's failed query: SQL text with $1, $2… placeholders.
  'query',
] as const;

/** Deep enough for a driver error wrapped twice; a longer chain is cut there. */
const MAX_CAUSE_DEPTH = 4;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * Drizzle's DrizzleQueryError writes the query's values into its message and stack
 * (`Failed query: …\nparams: Tara,Quinn,…`); they are cut out where they appear.
 */
function withoutQueryValues(err: Error): (text: string) => string {
  const params: unknown = (err as { params?: unknown }).params;
  if (!Array.isArray(params) || params.length === 0) return (text) => text;
  const written = `params: ${String(params)}`;
  return (text) => text.split(written).join(`params: ${REDACTED}`);
}

function isLoggable(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function serialize(err: Error, depth: number): SerializedError {
  const scrub = withoutQueryValues(err);
  const serialized: SerializedError = { type: err.constructor?.name ?? err.name, message: scrub(err.message), stack: scrub(err.stack ?? '') };
  const fields = err as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    if (isLoggable(fields[field])) serialized[field] = fields[field];
  }
  const deeper = (value: unknown) => (depth >= MAX_CAUSE_DEPTH ? '[further causes left out]' : serializeValue(value, depth + 1));
  if (err.cause !== undefined) serialized.cause = deeper(err.cause);
  // AggregateError: a connection refused on every address of a host (node-postgres, fetch).
  const { errors } = fields;
  if (Array.isArray(errors)) serialized.errors = errors.map(deeper);
  return serialized;
}

/** Something thrown that is not an Error (a string, an object): logged as a value, redacted. */
function serializeValue(value: unknown, depth: number): SerializedError {
  // isNativeError also knows errors made in another realm (Node's own, under jest's vm).
  if (value instanceof Error || types.isNativeError(value)) return serialize(value, depth);
  return { type: typeof value, message: '', stack: '', value: redactPersonalData(value) };
}

/** pino's `err` serializer: whatever was thrown, without the personal data it may carry. */
export function serializeError(value: unknown): SerializedError {
  return serializeValue(value, 0);
}
