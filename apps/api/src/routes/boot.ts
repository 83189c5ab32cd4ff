import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bootSchema, type RemoteUrls } from '@travel/contracts';
import { bootFor } from '../boot';

/**
 * GET /api/boot: the shell's start-up data in development (production inlines it into
 * the HTML). Always 200: a missing or inactive agency is data here, shown by the shell.
 */
export const bootRoutes: FastifyPluginAsync<{ remotes: RemoteUrls }> = async (app, { remotes }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/boot', { schema: { response: { 200: bootSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return bootFor(request.tenant, remotes);
  });
};
