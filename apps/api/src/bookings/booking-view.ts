import { type Booking, isoDay } from '@travel/contracts';
import type { BookingRow } from '../db/schema-bookings';
import { cancellationPolicy, cancellationTerms } from '../inventory/hotel-cancellation';
import { stayFor } from '../inventory/hotel-stay';

/** A stored booking as the API answers it (bookingSchema). */
export function bookingView(row: BookingRow): Booking {
  const price = { currency: row.currency, baseRate: row.baseRate, taxAndFee: row.taxAndFee, totalRate: row.totalRate };
  return {
    reference: row.reference,
    status: row.status,
    service: 'hotels',
    createdAt: row.createdAt.toISOString(),
    hotel: row.hotel,
    room: row.room,
    stay: stayFor(row.checkIn, row.checkOut),
    rooms: row.rooms,
    leadTraveller: row.leadTraveller,
    guests: row.guests,
    specialRequests: row.specialRequests,
    price,
    displayCurrency: row.displayCurrency,
    payment: {
      currency: row.currency,
      card: row.cardBrand !== null && row.cardLast4 !== null ? { brand: row.cardBrand, last4: row.cardLast4, amount: row.cardAmount } : null,
      walletAmount: row.walletAmount,
    },
    // The policy as it read on the day of booking.
    cancellation: cancellationPolicy(cancellationTerms(row.checkIn, row.freeCancellationDays, isoDay(row.createdAt)), price),
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
