import type { Booking } from '@travel/contracts';
import type { BookingRow } from '../db/schema-bookings';
import type { BookingCommonView } from './bookable';
import { bookableFor } from './bookables';

/** The fields every service's answer shares. A booking being cancelled already reads as cancelled: its refund is on its way. */
function commonView(row: BookingRow): BookingCommonView {
  return {
    reference: row.reference,
    status: row.status === 'confirmed' || row.status === 'pending' ? 'confirmed' : 'cancelled',
    createdAt: row.createdAt.toISOString(),
    summary: row.summary,
    leadTraveller: row.leadTraveller,
    price: { currency: row.currency, baseRate: row.baseRate, taxAndFee: row.taxAndFee, totalRate: row.totalRate },
    displayCurrency: row.displayCurrency,
    payment: {
      currency: row.currency,
      card: row.cardBrand !== null && row.cardLast4 !== null ? { brand: row.cardBrand, last4: row.cardLast4, amount: row.cardAmount } : null,
      walletAmount: row.walletAmount,
    },
    cancelled:
      row.cancelledAt === null
        ? null
        : {
            at: row.cancelledAt.toISOString(),
            penalty: row.penalty ?? 0,
            refund: { card: row.refundCard ?? 0, wallet: row.refundWallet ?? 0, total: (row.refundCard ?? 0) + (row.refundWallet ?? 0) },
            currency: row.currency,
          },
  };
}

/** A stored booking of any service as the API answers it (bookingSchema). */
export function bookingView(row: BookingRow): Booking {
  return bookableFor(row.service).view(row, commonView(row));
}
