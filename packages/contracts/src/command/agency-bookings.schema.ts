// The Command Center's Bookings (issue 22): every booking of the agency, of every service.
// apps/api/README.md ("Command Center") documents the calls.
import { z } from 'zod';
import { SERVICE_KEYS, type ServiceKey } from '../services/registry';
import { bookingSchema } from '../bookings.schema';
import { bookingReferenceSchema } from '../booking-parts.schema';
import { safeText } from '../request-fields.schema';
import { pageQueryFields, pagedListFields, personRefSchema, sortDirectionSchema } from './paging.schema';

const isoDate = z.iso.date();
const currencyCode = z.string().regex(/^[A-Z]{3}$/);

export const AGENCY_BOOKING_SORTS = ['reference', 'service', 'traveller', 'travelStart', 'bookedAt', 'total', 'status', 'agent'] as const;
export type AgencyBookingSort = (typeof AGENCY_BOOKING_SORTS)[number];

/** The filters of the list, of its CSV export and of the dashboard's figures. */
export const agencyBookingFiltersSchema = z.object({
  /** A reference, part of the lead traveller's name or email. */
  q: safeText().trim().max(100).optional(),
  service: z.enum(SERVICE_KEYS as [ServiceKey, ...ServiceKey[]]).optional(),
  status: z.enum(['confirmed', 'cancelled']).optional(),
  bookedFrom: isoDate.optional(),
  bookedTo: isoDate.optional(),
  travelFrom: isoDate.optional(),
  travelTo: isoDate.optional(),
  agentId: z.uuid().optional(),
  clientId: z.uuid().optional(),
});

export const agencyBookingListQuerySchema = agencyBookingFiltersSchema.extend({
  ...pageQueryFields,
  sort: z.enum(AGENCY_BOOKING_SORTS).default('bookedAt'),
  dir: sortDirectionSchema.default('desc'),
});
export type AgencyBookingListQuery = z.input<typeof agencyBookingListQuerySchema>;

export const agencyBookingRowSchema = z.object({
  reference: bookingReferenceSchema,
  service: z.enum(SERVICE_KEYS as [ServiceKey, ...ServiceKey[]]),
  status: z.enum(['confirmed', 'cancelled']),
  /** The summary's title and subtitle (hotel and room, route and flights...). */
  title: z.string(),
  subtitle: z.string(),
  travelStart: isoDate,
  travelEnd: isoDate,
  bookedAt: z.iso.datetime(),
  traveller: z.object({ name: z.string(), email: z.string() }),
  /** What was charged, in minor units of the charge currency. */
  total: z.object({ amount: z.number().int(), currency: currencyCode }),
  /** The agent who booked it; null when the traveller booked themselves. */
  agent: personRefSchema.nullable(),
  client: personRefSchema.nullable(),
});
export type AgencyBookingRow = z.infer<typeof agencyBookingRowSchema>;

export const agencyBookingListSchema = z.object({ ...pagedListFields, bookings: z.array(agencyBookingRowSchema) });
export type AgencyBookingList = z.infer<typeof agencyBookingListSchema>;

/** Money the booking moved, as booking_payments records it. */
export const bookingPaymentLineSchema = z.object({
  kind: z.enum(['charge', 'refund']),
  method: z.enum(['card', 'wallet']),
  amount: z.number().int(),
  currency: currencyCode,
  /** The gateway's charge or refund id (card only). */
  gatewayReference: z.string().nullable(),
  at: z.iso.datetime(),
});
export type BookingPaymentLine = z.infer<typeof bookingPaymentLineSchema>;

/** One booking as the Command Center opens it: the booking as its traveller sees it, who sold it, and its payments. */
export const agencyBookingDetailSchema = z.object({
  booking: bookingSchema,
  agent: personRefSchema.nullable(),
  client: personRefSchema.nullable(),
  payments: z.array(bookingPaymentLineSchema),
});
export type AgencyBookingDetail = z.infer<typeof agencyBookingDetailSchema>;
