import type { ApiError } from './errors.schema';

/** True for a body in the one error shape every API failure uses (DESIGN.md). */
export function isApiError(body: unknown): body is ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

export const ERROR_CODES = {
  agencyNotFound: 'AGENCY_NOT_FOUND',
  agencyInactive: 'AGENCY_INACTIVE',
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  internal: 'INTERNAL',
  /** The server is up but cannot serve this now (database busy or unreachable, too many at once); retry after Retry-After. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;

/** Texts the spec quotes word for word (SPEC 8). */
export const AGENCY_NOT_FOUND_TEXT = 'Agency not found!';
export const AGENCY_INACTIVE_TEXT = 'Agency is inactive, Please contact the administrator';

/** The part of a request a field is in, as the API names it in a VALIDATION_FAILED message. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

export interface ErrorField {
  part: RequestPart;
  /** The field inside that part: 'checkIn', 'rooms.0.adults', 'payment.card.expiry'; '' for the part itself. */
  path: string;
  /** The API's own English words about it: for telling problems apart, never for showing. */
  detail: string;
}

const FIELD_ISSUE = /^(body|querystring|params|headers)(?:\.([^\s:]+))?:\s*([\s\S]*)$/;

/**
 * The fields a VALIDATION_FAILED message names, in order: the API writes each problem as
 * '<part>.<path>: <what is wrong>' and joins them with '; '
 * ('body.checkIn: check-in is in the past; body.rooms.0.adults: Too big'). A message naming
 * no field (a room that cannot be booked, say) gives none. Pages use the path to decide where
 * a problem is shown, never as text.
 */
export function errorFields(message: string): ErrorField[] {
  return message.split('; ').flatMap((issue) => {
    const match = FIELD_ISSUE.exec(issue.trim());
    return match ? [{ part: match[1] as RequestPart, path: match[2] ?? '', detail: match[3] ?? '' }] : [];
  });
}
