import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { serializeError } from './error-serializer';
import { REDACTED, redactPersonalData, redactPersonalQuery } from './personal-data';

/**
 * Credential headers in what the `req` and `res` serializers return, should they ever include
 * headers (redactPersonalData sees the logged objects, not serializer output). Explicit
 * paths: with a leading wildcard pino's redaction costs twice as much on every line.
 */
const CREDENTIAL_HEADER_PATHS = ['req.headers', 'res.headers'].flatMap((at) => [
  `${at}.authorization`,
  `${at}.cookie`,
  `${at}["x-access-token"]`,
  `${at}["set-cookie"]`,
]);

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's own request summary, with personal query values (`?email=`) replaced. */
function requestSummary(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactPersonalQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The API's logger (pino): personal data is replaced by `[redacted]` in every line, by key at
 * any depth of what is logged (apps/api/README.md "Logs"); errors keep their message, code and
 * stack but not the values they carried. `stream` is for tests that read the lines.
 */
export function loggerOptions(level: Config['logLevel'], stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream === undefined ? {} : { stream }),
    redact: { paths: CREDENTIAL_HEADER_PATHS, censor: REDACTED },
    formatters: { log: (object: Record<string, unknown>) => redactPersonalData(object) as Record<string, unknown> },
    serializers: { req: requestSummary, err: serializeError },
  };
}
