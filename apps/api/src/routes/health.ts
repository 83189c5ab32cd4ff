import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessFailureSchema, readinessResponseSchema } from '@travel/contracts';
import type { Db } from '../db/types';
import { errorBody, ServiceUnavailableError } from '../errors';
import { timedCheck } from '../health/timed-check';

/** A database that cannot run `select 1` within a second cannot serve a page in time either. */
export const READINESS_TIMEOUT_MS = 1_000;
/** What a load balancer or operator is told to wait before asking again. */
const NOT_READY_RETRY_SECONDS = 5;

/**
 * Whatever the Host header says, without tenant or user (tenantFree):
 * - liveness `GET /api/health`: the process answers; never touches the database, so a busy
 *   or unreachable database does not get a healthy process restarted;
 * - readiness `GET /api/health/ready`: the database answers `select 1` in time; 503 with
 *   Retry-After and the failed check otherwise, so a load balancer sends traffic elsewhere.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { config: { tenantFree: true }, schema: { response: { 200: healthResponseSchema } } }, async () => ({
    ok: true as const,
  }));

  r.get(
    '/api/health/ready',
    { config: { tenantFree: true }, schema: { response: { 200: readinessResponseSchema, 503: readinessFailureSchema } } },
    async (_request, reply) => {
      const database = await timedCheck(() => db.execute(sql`select 1`), READINESS_TIMEOUT_MS);
      if (database.ok) return { ok: true as const, checks: { database } };
      const notReady = new ServiceUnavailableError(`Not ready: database: ${database.problem ?? 'failed'}`, NOT_READY_RETRY_SECONDS);
      return reply
        .status(503)
        .headers(notReady.headers)
        .send({ ...errorBody(notReady.code, notReady.message), checks: { database } });
    },
  );
};
