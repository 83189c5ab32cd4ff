// The Dashboard's bounds (issue 22): plain values the page and the API share, kept out of
// dashboard.schema.ts so a browser bundle that reads them does not take zod with it.

/** Upcoming trips start within this many days, today the first (at most DASHBOARD_UPCOMING_MAX). */
export const DASHBOARD_UPCOMING_DAYS = 14;
export const DASHBOARD_UPCOMING_MAX = 10;
/** Deadlines fall within this many days, today the first (at most DASHBOARD_DEADLINES_MAX). */
export const DASHBOARD_DEADLINE_DAYS = 30;
export const DASHBOARD_DEADLINES_MAX = 50;

/** The longest period the dashboard compares (a year and a day: a leap year's whole year). */
export const DASHBOARD_MAX_DAYS = 366;

/** No agency's bookings are older: the first day a period (and the one before it) may start. */
export const DASHBOARD_EARLIEST_DAY = '2000-01-01';
