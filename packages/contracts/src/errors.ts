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
