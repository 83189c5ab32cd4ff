import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type LeadTraveller, type PaymentSplit, splitPayment } from '@travel/contracts';
import { users } from '../db/schema';
import { bookingPayments, bookings, type BookingRow, type NewBookingRow } from '../db/schema-bookings';
import type { Db } from '../db/types';
import type { CardPayment, PaymentGateway } from '../payments/gateway';
import type { Bookable, PricedSelection } from './bookable';
import { bookingErrors } from './booking-errors';
import { newBookingReference } from './reference';
import { abandonBooking, confirmBooking } from './settle';
import { bookingSteps } from './steps';
import { walletOf } from './wallet';
import { debitWallet } from './wallet-ledger';

/** Who books what, whoever writes the row (a booking call, the demo seed). */
export interface BookingParties {
  agencyId: number;
  userId: string | null;
  /** The signed-in agent who booked; null when a traveller booked. */
  agentId: string | null;
  /** The agency's client the agent booked for (already checked to be one the agent may see). */
  clientId: string | null;
  /** The agency's live deal link the visitor came through (already checked), if any. */
  dealLinkId?: string | null;
  idempotencyKey: string;
  requestHash: string;
  bookable: Pick<Bookable, 'service'>;
  /** Priced now and bookable (the caller refused it otherwise). */
  selection: PricedSelection;
  leadTraveller: LeadTraveller;
  displayCurrency: string;
}

/** How the total is paid: the split, the gateway of its card part, and the credits its wallet part took. */
export interface BookingPayment {
  split: PaymentSplit;
  cardGateway: string | null;
  walletCredits: number;
  walletCreditsCurrency: string | null;
}

/** A booking's row but for its reference and status, from what was booked and how it is paid. */
export function bookingRowValues(parties: BookingParties, payment: BookingPayment): Omit<NewBookingRow, 'reference' | 'status'> {
  const { charge, snapshot } = parties.selection;
  return {
    agencyId: parties.agencyId,
    userId: parties.userId,
    agentId: parties.agentId,
    clientId: parties.clientId,
    dealLinkId: parties.dealLinkId ?? null,
    service: parties.bookable.service,
    idempotencyKey: parties.idempotencyKey,
    requestHash: parties.requestHash,
    startDate: snapshot.start,
    endDate: snapshot.end,
    summary: snapshot.summary,
    detail: snapshot.detail,
    terms: snapshot.terms,
    freeCancellationUntil: snapshot.freeCancellationUntil,
    leadTraveller: parties.leadTraveller,
    leadEmail: parties.leadTraveller.email.toLowerCase(),
    currency: charge.currency,
    baseRate: charge.baseRate,
    taxAndFee: charge.taxAndFee,
    totalRate: charge.totalRate,
    markup: parties.selection.markup,
    displayCurrency: parties.displayCurrency,
    cardAmount: payment.split.cardAmount,
    cardGateway: payment.cardGateway,
    walletAmount: payment.split.walletAmount,
    walletCredits: payment.walletCredits,
    walletCreditsCurrency: payment.walletCreditsCurrency,
  };
}

export interface BookInput extends BookingParties {
  bookable: Bookable;
  useWallet: boolean;
  card: CardPayment | undefined;
  /** The agency's gateway; only asked for when the card pays something. */
  gateway: () => PaymentGateway;
  log: FastifyBaseLogger;
}

export type BookingOutcome = { created: boolean; row: BookingRow };

/** How long a retry waits for the first request with its key to finish its payment. */
const SETTLE_WAIT_MS = 15_000;

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

/**
 * The booking made with this key once its payment has finished: a retry that arrives while
 * the first request is charging the card waits for it. Undefined when there is none, or the
 * first attempt was undone (its card declined): the retry books afresh.
 */
export async function settledBookingForKey(db: Db, agencyId: number, idempotencyKey: string, requestHash: string): Promise<BookingRow | undefined> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const row = await bookingForKey(db, agencyId, idempotencyKey, requestHash);
    if (row?.status !== 'pending') return row;
    if (Date.now() > deadline) throw bookingErrors.stillProcessing();
    await sleep(100);
  }
}

/** Inserts the booking under a fresh reference of its service, drawing another on the (rare) collision. */
async function insertWithReference(tx: Db, prefix: string, values: Omit<NewBookingRow, 'reference'>): Promise<BookingRow> {
  for (;;) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reference: newBookingReference(prefix) })
      .onConflictDoNothing({ target: bookings.reference })
      .returning();
    if (row) return row;
  }
}

type Held = { earlier: BookingRow } | { held: BookingRow };

/**
 * Step one, one short transaction: the key's lock, the inventory (never beyond what is
 * left), the wallet debit (never below zero), the booking written as pending, or as
 * confirmed when the wallet pays it all and no money has to move outside.
 */
async function hold(db: Db, input: BookInput): Promise<Held> {
  const { agencyId, userId, idempotencyKey, requestHash, bookable, selection } = input;
  const { charge } = selection;
  return db.transaction(async (tx) => {
    // Requests with the same key queue here; the later ones find the first one's booking.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${agencyId}:${idempotencyKey}`}, 0))`);
    const earlier = await bookingForKey(tx, agencyId, idempotencyKey, requestHash);
    if (earlier) return { earlier };

    let wallet = null;
    if (input.useWallet) {
      // The account's row first, as every debit of its wallet takes it: two bookings of one wallet queue here.
      const [holder] = userId ? await tx.select().from(users).where(eq(users.id, userId)).for('update') : [];
      wallet = await walletOf(tx, holder ?? null);
      if (!wallet) throw bookingErrors.walletUnavailable();
    }
    const split = splitPayment(charge.totalRate, wallet?.balance ?? 0, wallet !== null);
    if (split.cardAmount > 0 && !input.card) throw bookingErrors.cardRequired(split.cardAmount, charge.currency);
    const walletCredits = wallet && split.walletAmount > 0 ? wallet.creditsFor(split.walletAmount) : 0;

    const row = await insertWithReference(tx, bookable.prefix, {
      ...bookingRowValues(input, {
        split,
        cardGateway: split.cardAmount > 0 ? input.gateway().name : null,
        walletCredits,
        walletCreditsCurrency: wallet && split.walletAmount > 0 ? wallet.creditsCurrency : null,
      }),
      status: split.cardAmount > 0 ? 'pending' : 'confirmed',
    });
    if (!(await bookable.hold(tx, row))) throw bookable.soldOut();
    if (wallet && walletCredits > 0 && userId) {
      if (!(await debitWallet(tx, userId, walletCredits, wallet.creditsCurrency, row.id))) throw bookingErrors.walletUnavailable();
      await tx.insert(bookingPayments).values({ bookingId: row.id, kind: 'charge', method: 'wallet', amount: split.walletAmount, currency: charge.currency });
    }
    return { held: row };
  });
}

/**
 * Books a priced selection of any service. Money never moves inside a transaction: the
 * inventory is held and the booking written as pending, then the card is charged (its key
 * the booking's reference), then the booking is confirmed, or undone if the card is
 * declined. A crash between the steps is settled by the sweep (settle.ts).
 */
export async function book(db: Db, input: BookInput): Promise<BookingOutcome> {
  const outcome = await hold(db, input);
  if ('earlier' in outcome) {
    const earlier = await settledBookingForKey(db, input.agencyId, input.idempotencyKey, input.requestHash);
    if (earlier) return { created: false, row: earlier };
    return book(db, input);
  }
  const pending = outcome.held;
  if (pending.status === 'confirmed') return { created: true, row: pending };
  if (!input.card) throw new Error(`booking ${pending.reference} has a card part but no card`);
  const gateway = input.gateway();

  await bookingSteps.reached('held', pending.reference);
  const result = await gateway.charge({
    amount: pending.cardAmount,
    currency: pending.currency,
    card: input.card,
    idempotencyKey: pending.reference,
    description: input.selection.description,
  });
  if (!result.approved) {
    await abandonBooking(db, input.bookable, pending);
    throw bookingErrors.cardDeclined(result.reason);
  }
  await bookingSteps.reached('charged', pending.reference);
  try {
    const confirmed = await confirmBooking(db, pending, result);
    if (!confirmed) throw new Error(`booking ${pending.reference} was settled while it was being confirmed`);
    return { created: true, row: confirmed };
  } catch (err) {
    await undoAfterFailure(db, input, pending, result.chargeId, gateway);
    throw err;
  }
}

/**
 * The card was charged but the booking could not be confirmed (the database failed): the
 * charge goes back and the booking is undone. If that fails too, the booking stays pending
 * and the sweep finishes it; either way no charge is left without a booking.
 */
async function undoAfterFailure(db: Db, input: BookInput, pending: BookingRow, chargeId: string, gateway: PaymentGateway): Promise<void> {
  const amount = pending.cardAmount;
  try {
    await gateway.refund({ chargeId, amount, currency: pending.currency, idempotencyKey: `${pending.reference}:undo` });
    await abandonBooking(db, input.bookable, pending);
  } catch (err) {
    input.log.error({ err, reference: pending.reference, chargeId }, 'undoing a booking after its confirmation failed; the settlement sweep finishes it');
  }
}
