// The Command Center's Deal Links (issue 22): an agent's short links to a search or an offer
// on the agency's site, with their clicks and what they sold. apps/api/README.md ("Command
// Center") documents the calls.
import { z } from 'zod';
import { safeText } from '../request-fields.schema';
import { SERVICE_KEYS, type ServiceKey } from '../services/registry';
import { DEAL_LINK_ID_PATTERN, DEAL_LINK_LIMITS, type DealLinkTargetProblem, readDealLinkTarget } from './deal-links';
import { pageQueryFields, pagedListFields, personRefSchema } from './paging.schema';

const TARGET_MESSAGES: Record<DealLinkTargetProblem, string> = {
  required: 'a link is required',
  tooLong: `expected at most ${DEAL_LINK_LIMITS.targetMax} characters`,
  notThisSite: 'expected a path of this site such as /booknow/hotels/search-details?…, never an absolute URL',
  notShareable: "expected a booking service's search, results or offer page",
};

export const dealLinkIdSchema = z.string().regex(DEAL_LINK_ID_PATTERN, 'expected a deal link id of 10 letters and digits');

/** What an agent sends to make a link; the API stores the target's path and query and its service. */
export const dealLinkInputSchema = z.object({
  label: safeText().trim().min(1, 'a label is required').max(DEAL_LINK_LIMITS.labelMax),
  /** A path of this site: stored as its path and query, with the service whose page it is. */
  target: safeText()
    .trim()
    .transform((text, ctx) => {
      const read = readDealLinkTarget(text);
      if ('target' in read) return read;
      ctx.addIssue({ code: 'custom', message: TARGET_MESSAGES[read.problem] });
      return z.NEVER;
    }),
  /** When the link stops working; absent: never. */
  expiresAt: z.iso
    .datetime({ offset: true })
    .refine((at) => Date.parse(at) > Date.now(), { message: 'the expiry must be in the future' })
    .optional(),
});
export type DealLinkInput = z.input<typeof dealLinkInputSchema>;

export const dealLinkSchema = z.object({
  id: dealLinkIdSchema,
  label: z.string(),
  /** The path and query on the agency's site the link opens. */
  target: z.string(),
  service: z.enum(SERVICE_KEYS as [ServiceKey, ...ServiceKey[]]),
  /** The short link's path on the agency's site (/url/<id>). */
  path: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  expired: z.boolean(),
  clicks: z.number().int(),
  /** Bookings made through the link, cancelled ones included (never pending). */
  bookings: z.number().int(),
  /** What its confirmed bookings were paid, in minor units of the list's `currency`. */
  sales: z.number().int(),
  /** The agent who made it; null once that account is gone. */
  agent: personRefSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type DealLink = z.infer<typeof dealLinkSchema>;

export const dealLinkListQuerySchema = z.object({ ...pageQueryFields });
export type DealLinkListQuery = z.input<typeof dealLinkListQuerySchema>;

export const dealLinkListSchema = z.object({
  ...pagedListFields,
  /** The charge currency the sales are in (the catalogue's). */
  currency: z.string().regex(/^[A-Z]{3}$/),
  dealLinks: z.array(dealLinkSchema),
});
export type DealLinkList = z.infer<typeof dealLinkListSchema>;

export const dealLinkParamsSchema = z.object({ dealLinkId: dealLinkIdSchema });
