import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type hotelBookingRequestSchema, splitPayment } from '@travel/contracts';
import type { z } from 'zod';
import { users } from '../db/schema';
import { bookings, type BookingRow, type NewBookingRow } from '../db/schema-bookings';
import type { Db } from '../db/types';
import type { CardPayment, PaymentGateway } from '../payments/gateway';
import { bookingErrors } from './booking-errors';
import type { HotelOffer } from './hotel-offer';
import { newBookingReference } from './reference';
import { reserveNights } from './room-nights';
import { walletOf } from './wallet';

export type ParsedBookingRequest = z.output<typeof hotelBookingRequestSchema>;

export interface BookHotelInput {
  agencyId: number;
  userId: string | null;
  idempotencyKey: string;
  requestHash: string;
  body: ParsedBookingRequest;
  /** Priced now; bookable (the caller refused it otherwise). */
  offer: HotelOffer;
  card: CardPayment | undefined;
  /** The agency's gateway; only asked to charge when the card pays something. */
  gateway: () => PaymentGateway;
  log: FastifyBaseLogger;
}

export type BookingOutcome = { created: boolean; row: BookingRow };

/** The booking already made with this key, if any; a different request under the same key is a 422. */
export async function bookingForKey(db: Db, agencyId: number, idempotencyKey: string, requestHash: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.agencyId, agencyId), eq(bookings.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (row && row.requestHash !== requestHash) throw bookingErrors.keyReused();
  return row;
}

/** Inserts the booking under a fresh reference, drawing another on the (rare) collision. */
async function insertWithReference(tx: Db, values: Omit<NewBookingRow, 'reference'>): Promise<BookingRow> {
  for (;;) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reference: newBookingReference() })
      .onConflictDoNothing({ target: bookings.reference })
      .returning();
    if (row) return row;
  }
}

interface Charged {
  gateway: PaymentGateway;
  chargeId: string;
  amount: number;
  currency: string;
}

/**
 * Books the offer in one transaction: the key's lock, the nights (never above the
 * allotment), the wallet debit (guarded), the card charge, the booking row. Any refusal
 * or failure rolls all of it back; a card charged before a failure is refunded.
 */
export async function bookHotel(db: Db, input: BookHotelInput): Promise<BookingOutcome> {
  const { agencyId, userId, idempotencyKey, requestHash, body, offer } = input;
  const total = offer.charge.totalRate;
  const currency = offer.charge.currency;
  let charged: Charged | undefined;
  try {
    return await db.transaction(async (tx) => {
      // Requests with the same key queue here; the later ones find the first one's booking.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${agencyId}:${idempotencyKey}`}, 0))`);
      const earlier = await bookingForKey(tx, agencyId, idempotencyKey, requestHash);
      if (earlier) return { created: false, row: earlier };

      let wallet = null;
      if (body.payment.useWallet) {
        const [holder] = userId ? await tx.select().from(users).where(eq(users.id, userId)).for('update') : [];
        wallet = await walletOf(tx, holder ?? null);
        if (!wallet) throw bookingErrors.walletUnavailable();
      }
      const split = splitPayment(total, wallet?.balance ?? 0, wallet !== null);
      if (split.cardAmount > 0 && !input.card) throw bookingErrors.cardRequired(split.cardAmount, currency);

      if (!(await reserveNights(tx, offer.room.roomId, offer.stay, offer.rooms.length, offer.stay.nights))) throw bookingErrors.soldOut();

      const walletCredits = wallet && split.walletAmount > 0 ? wallet.creditsFor(split.walletAmount) : 0;
      if (wallet && walletCredits > 0 && userId) {
        const debited = await tx
          .update(users)
          .set({ creditsMinor: sql`${users.creditsMinor} - ${walletCredits}` })
          .where(and(eq(users.id, userId), sql`${users.creditsMinor} >= ${walletCredits}`))
          .returning({ id: users.id });
        if (debited.length === 0) throw bookingErrors.walletUnavailable();
      }

      let card: Pick<NewBookingRow, 'cardGateway' | 'cardBrand' | 'cardLast4' | 'cardChargeId'> = {};
      if (split.cardAmount > 0 && input.card) {
        const gateway = input.gateway();
        const result = await gateway.charge({
          amount: split.cardAmount,
          currency,
          card: input.card,
          idempotencyKey,
          description: `${offer.hotel.name}, ${offer.stay.start} to ${offer.stay.end}`,
        });
        if (!result.approved) throw bookingErrors.cardDeclined(result.reason);
        charged = { gateway, chargeId: result.chargeId, amount: split.cardAmount, currency };
        card = { cardGateway: gateway.name, cardBrand: result.brand, cardLast4: result.last4, cardChargeId: result.chargeId };
      }

      const row = await insertWithReference(tx, {
        agencyId,
        userId,
        idempotencyKey,
        requestHash,
        hotelId: offer.hotel.id,
        roomId: offer.room.roomId,
        hotel: offer.hotel,
        room: offer.room,
        checkIn: offer.stay.start,
        checkOut: offer.stay.end,
        rooms: offer.rooms,
        leadTraveller: body.leadTraveller,
        guests: body.guests,
        leadEmail: body.leadTraveller.email.toLowerCase(),
        specialRequests: body.specialRequests,
        currency,
        baseRate: offer.charge.baseRate,
        taxAndFee: offer.charge.taxAndFee,
        totalRate: total,
        displayCurrency: body.currency,
        ...card,
        cardAmount: split.cardAmount,
        walletAmount: split.walletAmount,
        walletCredits,
        walletCreditsCurrency: wallet && split.walletAmount > 0 ? wallet.creditsCurrency : null,
        freeCancellationDays: offer.freeCancellationDays,
      });
      return { created: true, row };
    });
  } catch (err) {
    if (charged) await refundAfterFailure(charged, input.log);
    throw err;
  }
}

/** Nothing was booked: the card charge goes back. A failing refund is logged for follow-up rather than hiding the first error. */
async function refundAfterFailure({ gateway, chargeId, amount, currency }: Charged, log: FastifyBaseLogger): Promise<void> {
  try {
    await gateway.refund({ chargeId, amount, currency });
  } catch (err) {
    log.error({ err, chargeId, amount, currency }, 'refunding the charge of a failed booking failed');
  }
}
