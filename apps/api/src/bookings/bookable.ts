// The one interface every service implements to be booked by the core (DESIGN.md,
// "Services and the booking core"). The core owns idempotency, the price re-check, the
// wallet and card split, references, the cancellation quote and refunds; a service owns
// its inventory, its snapshot and its cancellation terms.
import type { Booking, BookingSummary, VisibleRates, ServiceKey } from '@travel/contracts';
import type { BookingRow } from '../db/schema-bookings';
import type { Db } from '../db/types';

/** What a service writes into the ledger when it is booked. */
export interface BookingSnapshot {
  /** The trip's first and last local dates. */
  start: string;
  end: string;
  summary: BookingSummary;
  detail: Record<string, unknown>;
  /** The cancellation terms as booked. */
  terms: Record<string, unknown>;
  /** The last day (UTC) those terms let it be cancelled free of charge; null when they never do (the dashboard's deadlines). */
  freeCancellationUntil: string | null;
}

/** A selection priced now (never from a cache), bookable, ready for the core. */
export interface PricedSelection {
  /** In the offer's currency: what the card and the wallet pay. */
  charge: VisibleRates;
  /** The agency's markup in `charge`, whatever the viewer may see of it: what the booking earned the agency. */
  markup: number;
  /** What the card statement says. */
  description: string;
  snapshot: BookingSnapshot;
}

/** What cancelling costs by the terms as booked: refused with a reason, or a penalty and the words for it. */
export type CancellationTerms =
  | { cancellable: false; reason: string }
  | {
      cancellable: true;
      penalty: number;
      /** The explanation, given the refund it leads to as text ("$10.00 to your card"). */
      explain: (refundText: string) => string;
    };

export interface Bookable {
  service: ServiceKey;
  /** The letter its references start with (H-, F-...). */
  prefix: string;
  /** The 409 when its inventory is gone, in its own words ("this room", "this fare"). */
  soldOut: () => Error;
  /** Takes the booking's inventory inside its transaction; false when it is gone. */
  hold(tx: Db, booking: Pick<BookingRow, 'detail' | 'startDate' | 'endDate'>): Promise<boolean>;
  /** Gives the inventory back (a cancellation, or a booking that never completed). */
  release(tx: Db, booking: Pick<BookingRow, 'detail' | 'startDate' | 'endDate'>): Promise<void>;
  /** What cancelling on `today` (YYYY-MM-DD, UTC) costs, for a confirmed booking. */
  cancellation(booking: BookingRow, today: string): CancellationTerms;
  /** The service's own part of the answer, beside the shared fields. */
  view(booking: BookingRow, common: BookingCommonView): Booking;
}

/** The fields every service's answer shares (bookingSchema's common part). */
export type BookingCommonView = Pick<Booking, 'reference' | 'status' | 'createdAt' | 'summary' | 'leadTraveller' | 'price' | 'displayCurrency' | 'payment' | 'cancelled'>;
