import type { FastifyPluginAsync } from 'fastify';

/** The accounts calls of SPEC 7 (issue 3). */
export const accountsRoutes: FastifyPluginAsync = async () => {};
