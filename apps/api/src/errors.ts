import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiError } from '@travel/contracts';
import { databaseUnavailable } from './db/unavailable';

/** An error a handler throws on purpose; the error handler sends it as `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Response headers that belong to this answer, e.g. Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 503 with Retry-After: the request was fine but cannot be served now; the client may try again. */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, ERROR_CODES.serviceUnavailable, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
    this.name = 'ServiceUnavailableError';
  }
}

/** What a client reads when the database could not serve its request in time. */
export const SERVICE_BUSY_TEXT = 'The service is busy; please try again in a moment.';

export function errorBody(code: string, message: string): ApiError {
  return { error: { code, message } };
}

/** Fastify's own 4xx (bad JSON, unsupported media type, body too large...) keep their status. */
const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthorized,
  403: 'FORBIDDEN',
  404: ERROR_CODES.notFound,
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * One error shape everywhere: thrown HttpErrors, request validation (400 naming the
 * field), Fastify's client errors, a database that could not answer in time (a 503 with
 * Retry-After, logged as a warning: it is load, not a bug), and everything else as a logged
 * 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).headers(err.headers).send(errorBody(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const message = err.validation
        .map((issue) => {
          const field = issue.instancePath.split('/').filter(Boolean).join('.');
          return `${field ? `${where}.${field}` : where}: ${issue.message}`;
        })
        .join('; ');
      return reply.status(400).send(errorBody(ERROR_CODES.validation, message));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody(ERROR_CODES.internal, 'Internal Server Error'));
    }
    const unavailable = databaseUnavailable(err);
    if (unavailable) {
      request.log.warn({ reason: unavailable.reason, route: request.routeOptions.url }, 'database unavailable: answered 503');
      const busy = new ServiceUnavailableError(SERVICE_BUSY_TEXT, unavailable.retryAfterSeconds);
      return reply.status(busy.statusCode).headers(busy.headers).send(errorBody(busy.code, busy.message));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(ERROR_CODES.internal, 'Internal Server Error'));
  });
}
