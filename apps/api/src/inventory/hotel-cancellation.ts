import { isoDay, nightsBetween, type HotelCancellation, type Rates } from '@travel/contracts';

const DAY_MS = 86_400_000;
/** A rate counts as free to cancel only if that stays free until at least a day before check-in. */
export const MIN_FREE_CANCELLATION_DAYS = 1;

/** The last day (UTC) a booking can be cancelled free: `days` before check-in. */
export const freeUntil = (checkIn: string, days: number): string => isoDay(new Date(Date.parse(`${checkIn}T00:00:00Z`) - days * DAY_MS));

export type CancellationTerms =
  | { kind: 'free'; freeUntil: string; days: number }
  | { kind: 'ended'; freeUntil: string }
  | { kind: 'nonRefundable' };

/** What a rate's free-cancellation notice means for a stay starting `checkIn`, seen on `today` (YYYY-MM-DD, UTC). */
export function cancellationTerms(checkIn: string, freeCancellationDays: number | null, today: string): CancellationTerms {
  if (freeCancellationDays === null || freeCancellationDays < MIN_FREE_CANCELLATION_DAYS) return { kind: 'nonRefundable' };
  const until = freeUntil(checkIn, freeCancellationDays);
  return until >= today ? { kind: 'free', freeUntil: until, days: freeCancellationDays } : { kind: 'ended', freeUntil: until };
}

/** Whole days from `today` to `checkIn` (YYYY-MM-DD, UTC): once per search, for isFreeToCancel. */
export const daysBefore = (checkIn: string, today: string): number => nightsBetween(today, checkIn);

/**
 * `cancellationTerms(...).kind === 'free'` from the days left before check-in, with no date per
 * rate: the results search asks it of every hotel found, and a date each was ~6 % of its time.
 */
export function isFreeToCancel(freeCancellationDays: number | null, daysToCheckIn: number): boolean {
  return freeCancellationDays !== null && freeCancellationDays >= MIN_FREE_CANCELLATION_DAYS && freeCancellationDays <= daysToCheckIn;
}

const daysText = (days: number): string => (days === 1 ? '1 day' : `${days} days`);

/**
 * The policy as the details call states it. The catalogue has no partial penalties: once a
 * booking is not free to cancel, cancelling costs the whole stay.
 */
export function cancellationPolicy(terms: CancellationTerms, rates: Pick<Rates, 'totalRate' | 'currency'>): HotelCancellation {
  if (terms.kind === 'free') {
    return {
      freeUntil: terms.freeUntil,
      explanation: `Free cancellation until the end of ${terms.freeUntil} (UTC), ${daysText(terms.days)} before check-in; after that, cancelling costs the full price of the stay.`,
    };
  }
  const penalty = { percentage: 100, amount: rates.totalRate, currency: rates.currency };
  return terms.kind === 'ended'
    ? { penalty, explanation: `Free cancellation ended on ${terms.freeUntil}; cancelling now costs the full price of the stay.` }
    : { penalty, explanation: 'Non-refundable: cancelling costs the full price of the stay.' };
}
