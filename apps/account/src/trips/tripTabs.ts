import { tripTiming, type Booking, type TripTiming } from '@travel/contracts';

/** What My Trips lists of a booking of any service: the fields every service's booking shares. */
export type TripListing = Pick<Booking, 'service' | 'reference' | 'status' | 'summary' | 'price' | 'payment' | 'cancelled'>;

export const TRIP_TABS: readonly TripTiming[] = ['upcoming', 'past', 'cancelled'];

export const isTripTab = (value: string | null): value is TripTiming => TRIP_TABS.includes(value as TripTiming);

/**
 * The bookings of each tab: upcoming soonest first, past and cancelled most recent first
 * (what a traveller looks for first in each).
 */
export function tripsByTab<Trip extends TripListing>(bookings: readonly Trip[], today: string): Record<TripTiming, Trip[]> {
  const tabs: Record<TripTiming, Trip[]> = { upcoming: [], past: [], cancelled: [] };
  for (const booking of bookings) tabs[tripTiming(booking, today)].push(booking);
  const byStart = (a: Trip, b: Trip) => a.summary.start.localeCompare(b.summary.start);
  tabs.upcoming.sort(byStart);
  tabs.past.sort((a, b) => byStart(b, a));
  tabs.cancelled.sort((a, b) => byStart(b, a));
  return tabs;
}
