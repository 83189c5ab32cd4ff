import { tripTiming, type Booking, type TripTiming } from '@travel/contracts';

export const TRIP_TABS: readonly TripTiming[] = ['upcoming', 'past', 'cancelled'];

export const isTripTab = (value: string | null): value is TripTiming => TRIP_TABS.includes(value as TripTiming);

/**
 * The bookings of each tab: upcoming soonest first, past and cancelled most recent first
 * (what a traveller looks for first in each).
 */
export function tripsByTab(bookings: readonly Booking[], today: string): Record<TripTiming, Booking[]> {
  const tabs: Record<TripTiming, Booking[]> = { upcoming: [], past: [], cancelled: [] };
  for (const booking of bookings) tabs[tripTiming(booking, today)].push(booking);
  const byStart = (a: Booking, b: Booking) => a.stay.start.localeCompare(b.stay.start);
  tabs.upcoming.sort(byStart);
  tabs.past.sort((a, b) => byStart(b, a));
  tabs.cancelled.sort((a, b) => byStart(b, a));
  return tabs;
}

/** A confirmed stay that has not started can be cancelled (the API has the last word: NOT_CANCELLABLE). */
export const mayCancel = (booking: Booking, today: string): boolean => booking.status === 'confirmed' && booking.stay.start > today;
