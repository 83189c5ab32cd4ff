import type { FastifyPluginAsync } from 'fastify';

/** The reference calls of SPEC 7 (issue 3). */
export const referenceRoutes: FastifyPluginAsync = async () => {};
