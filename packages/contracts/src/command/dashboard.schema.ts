// The Command Center's Dashboard (SPEC 2.2 /dashboard): the agency's figures for a period
// beside the period before, upcoming departures and one calendar of deadlines.
import { z } from 'zod';
import { SERVICE_KEYS, type ServiceKey } from '../services/registry';
import { bookingReferenceSchema } from '../booking-parts.schema';
import { agencyBookingRowSchema } from './agency-bookings.schema';
import { DASHBOARD_EARLIEST_DAY, DASHBOARD_MAX_DAYS } from './dashboard';

const isoDate = z.iso.date();
const serviceKey = z.enum(SERVICE_KEYS as [ServiceKey, ...ServiceKey[]]);

export const dashboardQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from >= DASHBOARD_EARLIEST_DAY, { message: `the period cannot start before ${DASHBOARD_EARLIEST_DAY}`, path: ['from'] })
  .refine((q) => q.to >= q.from, { message: 'the period must end on or after its start', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < DASHBOARD_MAX_DAYS, {
    message: `the period can be at most ${DASHBOARD_MAX_DAYS} days`,
    path: ['to'],
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Bookings made in a period (by booking date), in minor units of the charge currency. */
export const dashboardFiguresSchema = z.object({
  bookings: z.number().int(),
  /** What travellers paid for the bookings that were not cancelled. */
  sales: z.number().int(),
  /** What the agency's markup earned on them. */
  markup: z.number().int(),
  /** Bookings of the period since cancelled. */
  cancellations: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

/** What falls due on a day; a new kind is added here and answered by its source in the API (command/dashboard.ts). */
export const DEADLINE_KINDS = ['freeCancellationEnds', 'departure', 'proposalExpires'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** What a deadline opens: a booking (by its reference) or a proposal (the agent's page, by its id). */
export const deadlineSubjectSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('booking'), reference: bookingReferenceSchema, service: serviceKey }),
  z.object({ type: z.literal('proposal'), id: z.uuid() }),
]);
export type DeadlineSubject = z.infer<typeof deadlineSubjectSchema>;

export const dashboardDeadlineSchema = z.object({
  kind: z.enum(DEADLINE_KINDS),
  date: isoDate,
  subject: deadlineSubjectSchema,
  /** The booking's or the proposal's title. */
  title: z.string(),
  /** The booking's lead traveller, or the proposal's client. */
  traveller: z.string(),
});
export type DashboardDeadline = z.infer<typeof dashboardDeadlineSchema>;

export const dashboardSchema = z.object({
  period: z.object({ from: isoDate, to: isoDate }),
  /** As long as `period`, just before it. */
  previousPeriod: z.object({ from: isoDate, to: isoDate }),
  /** The charge currency every amount is in. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  current: dashboardFiguresSchema,
  previous: dashboardFiguresSchema,
  byService: z.array(z.object({ service: serviceKey, current: dashboardFiguresSchema, previous: dashboardFiguresSchema })),
  /** Bookings and sales per day (a period up to 31 days), week (up to 120) or month. */
  series: z.object({
    unit: z.enum(['day', 'week', 'month']),
    points: z.array(z.object({ start: isoDate, bookings: z.number().int(), sales: z.number().int() })),
  }),
  /** Confirmed trips starting in the next DASHBOARD_UPCOMING_DAYS days, soonest first. */
  upcoming: z.array(agencyBookingRowSchema),
  /**
   * Free-cancellation ends and departures of confirmed bookings, and expiries of open proposals
   * (sent, viewed or approved), in the next DASHBOARD_DEADLINE_DAYS days, soonest first.
   */
  deadlines: z.array(dashboardDeadlineSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
