import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LeadTraveller, Rates } from '@travel/contracts';
import type { AgencyRow } from '../db/schema-agencies';
import type { Db } from '../db/types';
import { paymentGateway } from '../payments/gateways';
import { activeAgency } from '../plugins/tenant';
import { refuseAnonymousUnlessAllowed } from './access';
import { book, settledBookingForKey } from './book';
import type { Bookable, PricedSelection } from './bookable';
import { bookingErrors } from './booking-errors';
import { cardPayment, requestHash } from './booking-request';
import { bookingView } from './booking-view';

/** What every service's booking request carries besides its selection. */
export interface BookingRequestBody {
  currency: string;
  /** The total the traveller saw; anything else is PRICE_CHANGED. */
  expectedTotal: number;
  leadTraveller: LeadTraveller;
  payment: { useWallet: boolean; card?: Parameters<typeof cardPayment>[0] };
}

/** A service's offer priced now: bookable, or why not. */
export interface FreshOffer {
  unavailable?: { kind: string; reason: string };
  charge: Pick<Rates, 'totalRate' | 'currency'>;
}

export interface ServiceBooking<Offer extends FreshOffer> {
  bookable: Bookable;
  body: BookingRequestBody;
  idempotencyKey: string;
  /** Prices the request now (never from a cache); throws a 400 for what only the offer can check. */
  price: (agency: AgencyRow) => Promise<Offer>;
  /** The booking's snapshot, from the offer the traveller pays. */
  selection: (offer: Offer) => PricedSelection;
}

/**
 * The booking call every service answers the same way (README "Bookings"): sign-in where the
 * agency needs it, the same key answering the booking it made, a fresh price compared with
 * the one shown, then the core. 201 for a new booking, 200 for the one a retry finds.
 */
export async function answerBookingCall<Offer extends FreshOffer>(db: Db, request: FastifyRequest, reply: FastifyReply, call: ServiceBooking<Offer>) {
  const agency = activeAgency(request);
  const user = request.user;
  refuseAnonymousUnlessAllowed(request, agency);
  const { body, idempotencyKey, bookable } = call;
  const hash = requestHash(body, user?.id ?? null);

  const earlier = await settledBookingForKey(db, agency.id, idempotencyKey, hash);
  if (earlier) return reply.status(200).send(bookingView(earlier));

  const card = cardPayment(body.payment.card);
  const offer = await call.price(agency);
  if (offer.unavailable?.kind === 'soldOut') throw bookable.soldOut();
  if (offer.unavailable) throw bookingErrors.notBookable(offer.unavailable.reason);
  if (body.expectedTotal !== offer.charge.totalRate) throw bookingErrors.priceChanged(body.expectedTotal, offer.charge.totalRate, offer.charge.currency);

  const { created, row } = await book(db, {
    agencyId: agency.id,
    userId: user?.id ?? null,
    idempotencyKey,
    requestHash: hash,
    bookable,
    selection: call.selection(offer),
    leadTraveller: body.leadTraveller,
    displayCurrency: body.currency,
    useWallet: body.payment.useWallet,
    card,
    gateway: () => paymentGateway(agency.settings.currentPaymentGateway),
    log: request.log,
  });
  return reply.status(created ? 201 : 200).send(bookingView(row));
}
