import type { FastifyPluginAsync } from 'fastify';
import { DEAL_LINK_GONE_PATH, DEAL_LINK_ID_PATTERN, dealLinkDestination } from '@travel/contracts';
import { clickDealLink } from '../command/deal-link-lookup';
import type { Db } from '../db/types';

/**
 * GET /url/<id>, an agent's short link (SPEC 2.2): a live link of the request's agency counts
 * the click and sends the visitor to its target with `dealLinkId` added (the pages keep it, and
 * SPEC 7's optional-auth flag follows it). Anything else (an unknown, expired or other agency's
 * link, an agency that cannot be served) goes to the page that says the link is gone, in the
 * visitor's language. Never cached: each visit counts, and an expiry takes effect at once.
 */
export const dealLinkRedirect: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { id: string } }>('/url/:id', { exposeHeadRoute: false }, async (request, reply) => {
    const { tenant } = request;
    const { id } = request.params;
    const target = tenant.kind === 'active' && DEAL_LINK_ID_PATTERN.test(id) ? await clickDealLink(db, tenant.agency.id, id) : undefined;
    return reply
      .header('cache-control', 'no-store')
      .redirect(target === undefined ? DEAL_LINK_GONE_PATH : dealLinkDestination(target, id), 302);
  });
};
