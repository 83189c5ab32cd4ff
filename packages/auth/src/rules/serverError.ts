import type { ApiQueryError } from '@travel/store';

/** A failed call as the forms see it: the store's error shape, whatever the rejection was. */
export type FormError = ApiQueryError;

export function toFormError(rejection: unknown): FormError {
  const { status, message, code, retryAfterSeconds } = (rejection ?? {}) as Record<string, unknown>;
  return {
    status: typeof status === 'number' ? status : undefined,
    message: typeof message === 'string' ? message : '',
    ...(typeof code === 'string' && { code }),
    // The Retry-After header (ACCOUNT_LOCKED, RATE_LIMITED).
    ...(typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 && { retryAfterSeconds }),
  };
}

/** 'body.email: …' alone; a message listing several refused fields ('…; body.password: …') stays whole. */
const ONE_NAMED_FIELD = /^(?:body|params|querystring)\.([A-Za-z]\w*):\s*((?:(?!;\s*(?:body|params|querystring)\.).)+)$/s;

/**
 * The API names the field it refuses ('body.email: an account with this email already
 * exists...'): such a message belongs next to that field, without the technical prefix.
 */
export function splitServerMessage(message: string): { field: string | null; text: string } {
  const named = ONE_NAMED_FIELD.exec(message.trim());
  if (!named?.[1] || !named[2]) return { field: null, text: message.trim() };
  const text = named[2];
  return { field: named[1], text: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** Whole minutes to wait, rounded up: 'try again in 15 minutes', never 'in 0 minutes'. */
export function waitMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
