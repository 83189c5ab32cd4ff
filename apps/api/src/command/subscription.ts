import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_ERROR_CODES,
  BOOKING_ERROR_CODES,
  COMMAND_ERROR_CODES,
  SUBSCRIPTION_PLAN,
  managesAgency,
  subscribeRequestSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '@travel/contracts';
import { toAgency } from '../agency';
import { currentUser } from '../auth/guards';
import { cardPayment } from '../bookings/booking-request';
import { agencies, type AgencyRow } from '../db/schema-agencies';
import { agencySubscriptions } from '../db/schema-payments';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import { paymentGateway } from '../payments/gateways';
import { activeAgency } from '../plugins/tenant';

/** The platform charges agencies through its own gateway, the demo one, whatever gateway the agency charges its travellers through. */
const PLATFORM_GATEWAY = 'demo';

/** Owners and admins run the agency's subscription (SPEC 6); anyone else is a 403. */
function agencyManager(request: FastifyRequest) {
  const user = currentUser(request);
  if (!managesAgency(user)) throw new HttpError(403, ACCOUNT_ERROR_CODES.forbidden, 'Only an owner or admin may manage the subscription');
  return user;
}

async function subscriptionOf(db: Db, agency: AgencyRow): Promise<SubscriptionResponse> {
  const [active] = await db
    .select({ startedAt: agencySubscriptions.startedAt })
    .from(agencySubscriptions)
    .where(and(eq(agencySubscriptions.agencyId, agency.id), eq(agencySubscriptions.status, 'active')))
    .orderBy(desc(agencySubscriptions.startedAt))
    .limit(1);
  return {
    plan: SUBSCRIPTION_PLAN,
    // isSubscribed is what the site's rules read (SPEC 2.6, 6): the status follows it.
    status: agency.settings.isSubscribed ? 'active' : 'none',
    startedAt: agency.settings.isSubscribed && active ? active.startedAt.toISOString() : null,
    agency: toAgency(agency),
  };
}

/**
 * Subscription (SPEC 2.6, 6 /subscription): an unsubscribed agency's owner or admin
 * subscribes to the plan with a card. The card is charged first (outside any transaction);
 * a declined card changes nothing. The charge's key counts the agency's subscriptions, so
 * two presses of Subscribe charge once and record one subscription.
 */
export const subscriptionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: subscriptionResponseSchema };

  r.get('/api/agency/subscription', { schema: { response } }, async (request) => {
    agencyManager(request);
    return subscriptionOf(db, activeAgency(request));
  });

  r.post('/api/agency/subscription', { schema: { body: subscribeRequestSchema, response } }, async (request) => {
    const user = agencyManager(request);
    const agency = activeAgency(request);
    if (agency.settings.isSubscribed) throw new HttpError(409, COMMAND_ERROR_CODES.alreadySubscribed, `${agency.agencyName} is already subscribed`);
    const card = cardPayment(request.body.card);
    if (!card) throw new Error('subscribe: the request schema requires a card');

    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agency.id));
    const gateway = paymentGateway(PLATFORM_GATEWAY);
    const { amount, currency } = SUBSCRIPTION_PLAN;
    const idempotencyKey = `subscription:${agency.id}:${(counted?.n ?? 0) + 1}`;
    const result = await gateway.charge({ amount, currency, card, idempotencyKey, description: `${agency.agencyName}: ${SUBSCRIPTION_PLAN.id}` });
    if (!result.approved) {
      throw new HttpError(402, BOOKING_ERROR_CODES.cardDeclined, 'The card was declined. Nothing was charged and the agency is not subscribed.');
    }

    try {
      await db.transaction(async (tx) => {
        await tx
          .insert(agencySubscriptions)
          .values({ agencyId: agency.id, plan: SUBSCRIPTION_PLAN.id, status: 'active', gateway: gateway.name, chargeReference: result.chargeId, amount, currency })
          .onConflictDoNothing();
        await tx
          .update(agencies)
          .set({ settings: sql`${agencies.settings} || '{"isSubscribed": true}'::jsonb` })
          .where(eq(agencies.id, agency.id));
      });
    } catch (err) {
      // Charged but not recorded: the charge goes back, so no agency pays for nothing.
      await gateway.refund({ chargeId: result.chargeId, amount, currency, idempotencyKey: `${idempotencyKey}:undo` });
      throw err;
    }
    await app.agencyChanged(agency.subdomain);
    request.log.info({ agency: agency.subdomain, user: user.id, chargeId: result.chargeId }, 'agency subscribed');
    const [row] = await db.select().from(agencies).where(eq(agencies.id, agency.id));
    return subscriptionOf(db, row ?? agency);
  });
};
