import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@travel/contracts';

/** Liveness for load balancers: answers whatever the Host header says. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async () => ({
    ok: true as const,
  }));
};
