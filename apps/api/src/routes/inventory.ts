import type { FastifyPluginAsync } from 'fastify';

/** The inventory calls of SPEC 7 (issue 3). */
export const inventoryRoutes: FastifyPluginAsync = async () => {};
