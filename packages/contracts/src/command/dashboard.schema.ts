// The Command Center's Dashboard (SPEC 2.2 /dashboard): the agency's figures for a period
// beside the period before, upcoming departures and one calendar of deadlines.
import { z } from 'zod';
import { SERVICE_KEYS, type ServiceKey } from '../services/registry';
import { bookingReferenceSchema } from '../booking-parts.schema';
import { agencyBookingRowSchema } from './agency-bookings.schema';

const isoDate = z.iso.date();
const serviceKey = z.enum(SERVICE_KEYS as [ServiceKey, ...ServiceKey[]]);

/** The longest period the dashboard compares (a year and a day: a leap year's whole year). */
export const DASHBOARD_MAX_DAYS = 366;

export const dashboardQuerySchema = z
  .object({ from: isoDate, to: isoDate })
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

export const DEADLINE_KINDS = ['freeCancellationEnds', 'departure'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const dashboardDeadlineSchema = z.object({
  kind: z.enum(DEADLINE_KINDS),
  date: isoDate,
  reference: bookingReferenceSchema,
  service: serviceKey,
  title: z.string(),
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
  /** Confirmed trips starting in the next 14 days, soonest first (at most 10). */
  upcoming: z.array(agencyBookingRowSchema),
  /** Free-cancellation ends and departures in the next 30 days, soonest first (at most 50). */
  deadlines: z.array(dashboardDeadlineSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
