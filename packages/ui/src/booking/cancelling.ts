import type { Booking } from '@travel/contracts';

/**
 * A confirmed booking whose trip has not started may be cancelled: its page offers the
 * cancellation dialog (the API has the last word: NOT_CANCELLABLE). My Trips and the Command
 * Center offer it by this one rule.
 */
export const mayCancel = (booking: Pick<Booking, 'status' | 'summary'>, today: string): boolean => booking.status === 'confirmed' && booking.summary.start > today;
