import type { Booking, ReceivedGrant } from '@travel/contracts';

interface Movement {
  /** When it happened (ISO 8601). */
  at: string;
  /** Minor units of `currency`, always positive: `kind` says which way it went. */
  amount: number;
  currency: string;
}

/** Credits paid towards a booking, or given back when it was cancelled. */
export interface BookingMovement extends Movement {
  kind: 'spent' | 'refunded';
  reference: string;
}

/** Credits the agency gave, with the reason it gave. */
export interface GrantMovement extends Movement {
  kind: 'granted';
  grantId: number;
  reason: string;
}

/** One movement of wallet credits. */
export type WalletMovement = BookingMovement | GrantMovement;

/** The wallet's movements from the traveller's bookings and the credits granted them, most recent first. */
export function walletActivity(bookings: readonly Booking[], grants: readonly ReceivedGrant[]): WalletMovement[] {
  const movements: WalletMovement[] = [];
  for (const { reference, createdAt, payment, cancelled } of bookings) {
    if (payment.walletAmount > 0) {
      movements.push({ kind: 'spent', reference, at: createdAt, amount: payment.walletAmount, currency: payment.currency });
    }
    if (cancelled && cancelled.refund.wallet > 0) {
      movements.push({ kind: 'refunded', reference, at: cancelled.at, amount: cancelled.refund.wallet, currency: cancelled.currency });
    }
  }
  for (const { id, createdAt, amount, currency, reason } of grants) {
    movements.push({ kind: 'granted', grantId: id, reason, at: createdAt, amount, currency });
  }
  return movements.sort((a, b) => b.at.localeCompare(a.at));
}

/** A movement's key among the others: a booking moves credits at most once each way. */
export const movementKey = (movement: WalletMovement): string =>
  movement.kind === 'granted' ? `granted-${movement.grantId}` : `${movement.kind}-${movement.reference}`;
