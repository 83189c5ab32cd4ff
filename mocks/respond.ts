// What every mock handler does as the API does: the error shape, the tenant check, and a 400
// naming the field for input its contract schema refuses.
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { AGENCY_INACTIVE_TEXT, AGENCY_NOT_FOUND_TEXT, ERROR_CODES, type Agency } from '@travel/contracts';

export const apiError = (status: number, code: string, message: string) => HttpResponse.json({ error: { code, message } }, { status });

/**
 * The tenant check every agency call makes, after the request's own validation as in the
 * API: 404 for no agency, 403 for an inactive one, else the call's answer.
 */
export function forAgency(agency: Agency | null, answer: (agency: Agency) => Response | Promise<Response>): Response | Promise<Response> {
  if (!agency) return apiError(404, ERROR_CODES.agencyNotFound, AGENCY_NOT_FOUND_TEXT);
  if (agency.status !== 'Active') return apiError(403, ERROR_CODES.agencyInactive, AGENCY_INACTIVE_TEXT);
  return answer(agency);
}

/** Where a request value comes from, as the API's 400 names it ('querystring.search: ...'). */
export type RequestPart = 'body' | 'querystring' | 'params';

export type Validated<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * A request part checked with the route's own contract schema; a refusal is the API's 400
 * VALIDATION_FAILED, each issue named by its field (apps/api/src/errors.ts).
 */
export function validated<T>(part: RequestPart, schema: z.ZodType<T>, input: unknown): Validated<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const message = parsed.error.issues
    .map((issue) => {
      const field = issue.path.map(String).filter(Boolean).join('.');
      return `${field ? `${part}.${field}` : part}: ${issue.message}`;
    })
    .join('; ');
  return { ok: false, response: apiError(400, ERROR_CODES.validation, message) };
}

/** The query string as the API's parser hands it to the schema: one string per name. */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url).searchParams);

/** A JSON body, or undefined when there is none (the schema then names what is missing). */
export const bodyOf = (request: Request): Promise<unknown> => request.json().catch(() => undefined);
