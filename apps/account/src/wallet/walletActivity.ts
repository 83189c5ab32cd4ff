import type { Booking } from '@travel/contracts';

/** One movement of wallet credits: paid towards a booking, or given back when it was cancelled. */
export interface WalletMovement {
  kind: 'spent' | 'refunded';
  reference: string;
  /** When it happened (ISO 8601). */
  at: string;
  /** Minor units of `currency`, always positive: `kind` says which way it went. */
  amount: number;
  currency: string;
}

/** The wallet's movements from the traveller's bookings, most recent first. */
export function walletActivity(bookings: readonly Booking[]): WalletMovement[] {
  const movements: WalletMovement[] = [];
  for (const { reference, createdAt, payment, cancelled } of bookings) {
    if (payment.walletAmount > 0) {
      movements.push({ kind: 'spent', reference, at: createdAt, amount: payment.walletAmount, currency: payment.currency });
    }
    if (cancelled && cancelled.refund.wallet > 0) {
      movements.push({ kind: 'refunded', reference, at: cancelled.at, amount: cancelled.refund.wallet, currency: cancelled.currency });
    }
  }
  return movements.sort((a, b) => b.at.localeCompare(a.at));
}
