// The dashboard's arithmetic on days and figures (apps/api/README.md "Command Center"): the
// period before a period, the series' unit and its bars, and the sums of the figures. Plain
// TypeScript shared by the API (src/command/dashboard.ts) and the mock API.
import type { ServiceKey } from '../services/registry';
import { isoDay, nightsBetween } from '../stay-window';
import type { Dashboard, DashboardFigures } from './dashboard.schema';

const DAY_MS = 86_400_000;

export type DashboardPeriod = Dashboard['period'];
export type DashboardSeriesUnit = Dashboard['series']['unit'];

/** The day `days` after `day` (before it when negative), both YYYY-MM-DD. */
export const addDaysTo = (day: string, days: number): string => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The days of a period, both ends counted. */
export const periodDays = ({ from, to }: DashboardPeriod): number => nightsBetween(from, to) + 1;

/** As many days as `period`, ending the day before it starts. */
export function previousPeriod(period: DashboardPeriod): DashboardPeriod {
  return { from: addDaysTo(period.from, -periodDays(period)), to: addDaysTo(period.from, -1) };
}

/** A bar per day up to a month, per week up to four months, else per month: never more than 31 bars. */
export function seriesUnit(period: DashboardPeriod): DashboardSeriesUnit {
  const days = periodDays(period);
  if (days <= 31) return 'day';
  return days <= 120 ? 'week' : 'month';
}

/** The 1st of the month after `day`'s (Date.UTC takes the 1-based month as the next one's index). */
const firstOfNextMonth = (day: string): string => isoDay(new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1)));

/**
 * The first day of each bar, the period's own first day the first: a day each, seven days
 * from the period's start, or calendar months (the first from the period's start, as the
 * period may begin mid-month).
 */
export function barStarts(period: DashboardPeriod, unit: DashboardSeriesUnit): string[] {
  const starts = [period.from];
  for (;;) {
    const last = starts[starts.length - 1]!;
    const next = unit === 'day' ? addDaysTo(last, 1) : unit === 'week' ? addDaysTo(last, 7) : firstOfNextMonth(last);
    if (next > period.to) return starts;
    starts.push(next);
  }
}

export const NO_DASHBOARD_FIGURES: DashboardFigures = { bookings: 0, sales: 0, markup: 0, cancellations: 0 };

export const addDashboardFigures = (a: DashboardFigures, b: DashboardFigures): DashboardFigures => ({
  bookings: a.bookings + b.bookings,
  sales: a.sales + b.sales,
  markup: a.markup + b.markup,
  cancellations: a.cancellations + b.cancellations,
});

/** One service's figures of the bookings made on one day (UTC). */
export interface DashboardDayFigures extends DashboardFigures {
  service: ServiceKey;
  day: string;
}

/**
 * The figures of `period` and of the one before it, in all and by service (the services
 * booked in either, in the order given), and the bars of `period`.
 */
export function dashboardFigures(period: DashboardPeriod, days: readonly DashboardDayFigures[], services: readonly ServiceKey[]): Pick<Dashboard, 'current' | 'previous' | 'byService' | 'series'> {
  const inPeriod = (row: DashboardDayFigures) => row.day >= period.from;
  const sum = (rows: readonly DashboardDayFigures[]) => rows.reduce<DashboardFigures>(addDashboardFigures, NO_DASHBOARD_FIGURES);
  const current = days.filter(inPeriod);
  const previous = days.filter((row) => !inPeriod(row));
  const booked = new Set(days.map((row) => row.service));
  const byService = services
    .filter((service) => booked.has(service))
    .map((service) => ({
      service,
      current: sum(current.filter((row) => row.service === service)),
      previous: sum(previous.filter((row) => row.service === service)),
    }));

  const unit = seriesUnit(period);
  const points = barStarts(period, unit).map((start) => ({ start, bookings: 0, sales: 0 }));
  for (const row of current) {
    // The bar of a day is the last one starting on or before it.
    const point = points.findLast((bar) => bar.start <= row.day)!;
    point.bookings += row.bookings;
    point.sales += row.sales;
  }
  return { current: sum(current), previous: sum(previous), byService, series: { unit, points } };
}
