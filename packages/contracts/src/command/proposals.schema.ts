// The Command Center's Proposals (issue 22): the agent's calls under /api/agency/proposals
// and the client's under /api/proposals/:proposalId. apps/api/README.md ("Command Center") documents them.
import { z } from 'zod';
import { bookingSummarySchema } from '../booking-parts.schema';
import { hotelQuoteRequestSchema } from '../bookings.schema';
import { safeText } from '../request-fields.schema';
import { flightQuoteRequestSchema } from '../services/flights/schema';
import { pageQueryFields, pagedListFields, personRefSchema } from './paging.schema';
import { PROPOSAL_ITEM_AVAILABILITY, PROPOSAL_LIMITS, PROPOSAL_STATUSES } from './proposals';

export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);

const expiresAtSchema = z.iso.datetime({ offset: true });
const titleSchema = safeText().trim().min(1, 'expected a title').max(PROPOSAL_LIMITS.titleMax);
const messageSchema = safeText({ multiline: true }).trim().max(PROPOSAL_LIMITS.messageMax);
const driftThresholdSchema = z.number().int().min(1).max(100);

/** A new draft: for whom, its words and until when the client may take it. */
export const proposalInputSchema = z.object({
  clientId: z.uuid(),
  title: titleSchema,
  message: messageSchema.default(''),
  /** An instant after now and within a year (checked when the request arrives). */
  expiresAt: expiresAtSchema,
  /** Percent; the agency's default when omitted. */
  driftThresholdPercent: driftThresholdSchema.optional(),
});
export type ProposalInput = z.input<typeof proposalInputSchema>;

/** What an agent changes; each part given must be editable in the proposal's status (canEditProposal). */
export const proposalUpdateSchema = z
  .object({
    clientId: z.uuid(),
    title: titleSchema,
    message: messageSchema,
    expiresAt: expiresAtSchema,
    driftThresholdPercent: driftThresholdSchema,
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'expected at least one of clientId, title, message, expiresAt, driftThresholdPercent' });
export type ProposalUpdate = z.input<typeof proposalUpdateSchema>;

/** An offer chosen in a service's search, as that service's own quote call takes it: the server prices it, never the browser. */
export const proposalOfferSchema = z.discriminatedUnion('service', [
  z.object({ service: z.literal('hotels'), offer: hotelQuoteRequestSchema }),
  z.object({ service: z.literal('flights'), offer: flightQuoteRequestSchema }),
]);
export type ProposalOfferInput = z.input<typeof proposalOfferSchema>;
export type ProposalOffer = z.output<typeof proposalOfferSchema>;

export const proposalItemOrderSchema = z.object({
  /** Every item's id, in the new order. */
  itemIds: z.array(z.uuid()).min(1).max(PROPOSAL_LIMITS.itemsMax),
});

export const proposalDeclineSchema = z.object({ reason: safeText({ multiline: true }).trim().max(PROPOSAL_LIMITS.declineReasonMax).default('') });

export const proposalParamsSchema = z.object({ proposalId: z.uuid() });
export const proposalItemParamsSchema = proposalParamsSchema.extend({ itemId: z.uuid() });

export const proposalListQuerySchema = z.object({
  ...pageQueryFields,
  status: proposalStatusSchema.optional(),
  clientId: z.uuid().optional(),
});
export type ProposalListQuery = z.input<typeof proposalListQuerySchema>;

/** The items' sums, one per currency (each offer keeps the display currency it was quoted in). */
const totalSchema = z.object({ currency: z.string(), quoted: z.number().int(), current: z.number().int() });

export const proposalItemSchema = z.object({
  id: z.uuid(),
  service: z.enum(['hotels', 'flights']),
  summary: bookingSummarySchema,
  /** The service's quote request: what its checkout prices and books. */
  offer: z.record(z.string(), z.unknown()),
  currency: z.string(),
  quotedTotal: z.number().int(),
  /** At the last re-quote; null when sold out. */
  currentTotal: z.number().int().nullable(),
  availability: z.enum(PROPOSAL_ITEM_AVAILABILITY),
  requotedAt: z.iso.datetime().nullable(),
  /** The service's checkout of this item for the proposal (proposalItemCheckoutPath): where the client books it once approved. */
  checkoutPath: z.string(),
  /** The booking made from it; null until the client books it. */
  bookingReference: z.string().nullable(),
});
export type ProposalItem = z.infer<typeof proposalItemSchema>;

/** An item as the agent sees it: how far its price moved, and whether that is beyond the proposal's threshold. */
export const agentProposalItemSchema = proposalItemSchema.extend({
  driftPercent: z.number().nullable(),
  needsAttention: z.boolean(),
});
export type AgentProposalItem = z.infer<typeof agentProposalItemSchema>;

const proposalCommon = {
  id: z.uuid(),
  status: proposalStatusSchema,
  title: z.string(),
  message: z.string(),
  expiresAt: z.iso.datetime(),
  totals: z.array(totalSchema),
  decidedAt: z.iso.datetime().nullable(),
};

export const proposalSchema = z.object({
  ...proposalCommon,
  client: personRefSchema.extend({ email: z.string() }),
  agent: personRefSchema.nullable(),
  driftThresholdPercent: z.number().int(),
  declineReason: z.string(),
  items: z.array(agentProposalItemSchema),
  /** The client's link on the agency's site; null while there is no item to open it on. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  viewedAt: z.iso.datetime().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalListRowSchema = proposalSchema
  .pick({ id: true, status: true, title: true, client: true, agent: true, expiresAt: true, totals: true, updatedAt: true })
  .extend({
    itemCount: z.number().int(),
    /** Items sold out, and items whose price moved by the threshold or more, at the last re-quote. */
    soldOut: z.number().int(),
    moved: z.number().int(),
  });
export type ProposalListRow = z.infer<typeof proposalListRowSchema>;

export const proposalListSchema = z.object({ ...pagedListFields, proposals: z.array(proposalListRowSchema) });
export type ProposalList = z.infer<typeof proposalListSchema>;

/** What the client reads (no account): the proposal with every item re-quoted now. */
export const clientProposalSchema = z.object({
  ...proposalCommon,
  agencyName: z.string(),
  /** Who made it, to reply to. */
  agentName: z.string().nullable(),
  clientFirstName: z.string(),
  items: z.array(proposalItemSchema),
});
export type ClientProposal = z.infer<typeof clientProposalSchema>;
