// Subscription (SPEC 2.6, 6: /subscription): the plan an agency pays the platform for, and
// subscribing to it with a card (the demo gateway). apps/api/README.md documents the calls.
import { z } from 'zod';
import { cardDetailsSchema } from '../booking-parts.schema';
import { agencySchema } from '../agency.schema';

/** The one plan on offer: its price is what the card is charged each month. */
export const SUBSCRIPTION_PLAN = { id: 'agency-monthly', amount: 4900, currency: 'USD', interval: 'month' } as const;

export const subscriptionPlanSchema = z.object({
  id: z.string(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  interval: z.literal('month'),
});

export const subscriptionResponseSchema = z.object({
  plan: subscriptionPlanSchema,
  /** active: subscribed (since `startedAt`); none: not subscribed. */
  status: z.enum(['active', 'none']),
  startedAt: z.iso.datetime().nullable(),
  /** The agency as it is now: the logo rule and the sign-in redirect follow isSubscribed at once. */
  agency: agencySchema,
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const subscribeRequestSchema = z.object({ card: cardDetailsSchema });
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
