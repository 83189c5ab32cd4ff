import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Booking,
  bookingListSchema,
  bookingLookupQuerySchema,
  bookingParamsSchema,
  bookingSchema,
  cancelBookingRequestSchema,
  cancellationQuoteSchema,
  cardExpired,
  hotelBookingRequestSchema,
  hotelQuoteRequestSchema,
  hotelQuoteSchema,
  IDEMPOTENCY_KEY_HEADER,
  isoDay,
  parseExpiry,
  tripTiming,
} from '@travel/contracts';
import { currentUser } from '../auth/guards';
import { accessibleBooking, refuseAnonymousUnlessAllowed } from '../bookings/access';
import { bookHotel, bookingForKey, type ParsedBookingRequest } from '../bookings/book-hotel';
import { bookingErrors } from '../bookings/booking-errors';
import { bookingView } from '../bookings/booking-view';
import { cancelBooking } from '../bookings/cancel-booking';
import { cancellationQuote } from '../bookings/cancellation-quote';
import { offerFor } from '../bookings/hotel-offer';
import { canonicalJson, idempotencyHeadersSchema, sha256Hex } from '../bookings/idempotency';
import { walletOf } from '../bookings/wallet';
import { bookings } from '../db/schema-bookings';
import type { CardPayment } from '../payments/gateway';
import { paymentGateway } from '../payments/gateways';
import { activeAgency } from '../plugins/tenant';
import type { InventoryScopeOptions } from './inventory/options';

/** The request as a retry must repeat it: the card as its last four, expiry and holder (its number and CVC are never kept). */
function requestHash(body: ParsedBookingRequest, userId: string | null): string {
  const { card, ...payment } = body.payment;
  const cardIdentity = card ? { last4: card.number.slice(-4), expiry: card.expiry, holderName: card.holderName } : null;
  return sha256Hex(canonicalJson({ ...body, payment: { ...payment, card: cardIdentity }, userId }));
}

/** The card to charge, refused when expired (UTC month). */
function cardPayment(card: ParsedBookingRequest['payment']['card']): CardPayment | undefined {
  if (!card) return undefined;
  const expiry = parseExpiry(card.expiry);
  if (!expiry || cardExpired(expiry.month, expiry.year, isoDay(new Date()))) throw bookingErrors.cardExpired();
  return { number: card.number, expiry, cvc: card.cvc, holderName: card.holderName };
}

/** My Trips' order: upcoming stays first, soonest check-in first; then past and cancelled ones, latest check-in first. */
function tripOrder(list: Booking[], today: string): Booking[] {
  const upcoming = (b: Booking) => tripTiming(b, today) === 'upcoming';
  return [...list].sort((a, b) => {
    if (upcoming(a) !== upcoming(b)) return upcoming(a) ? -1 : 1;
    const byCheckIn = a.stay.start.localeCompare(b.stay.start) || a.createdAt.localeCompare(b.createdAt);
    return upcoming(a) ? byCheckIn : -byCheckIn;
  });
}

/**
 * The hotel checkout (quote, book) and the traveller's bookings (README "Bookings"). The
 * providers here are uncached: a quote and a booking read what is left now.
 */
export const bookingRoutes: FastifyPluginAsync<InventoryScopeOptions> = async (app, { db, providers }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/hotels/quote', { schema: { body: hotelQuoteRequestSchema, response: { 200: hotelQuoteSchema } } }, async (request) => {
    const agency = activeAgency(request);
    const [offer, wallet] = await Promise.all([offerFor(db, providers.hotels, request, agency, request.body), walletOf(db, request.user)]);
    return {
      hotel: offer.hotel,
      room: offer.room,
      stay: offer.stay,
      rooms: offer.rooms,
      available: offer.available,
      bookable: offer.unavailable === undefined,
      ...(offer.unavailable ? { unavailableReason: offer.unavailable.reason } : {}),
      charge: offer.charge,
      display: offer.display,
      cancellation: offer.cancellation,
      wallet: wallet && { balance: wallet.balance, currency: wallet.currency },
    };
  });

  r.post(
    '/api/hotels/bookings',
    { schema: { body: hotelBookingRequestSchema, headers: idempotencyHeadersSchema, response: { 200: bookingSchema, 201: bookingSchema } } },
    async (request, reply) => {
      const agency = activeAgency(request);
      const user = request.user;
      refuseAnonymousUnlessAllowed(request, agency);
      const body = request.body;
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      const hash = requestHash(body, user?.id ?? null);

      const earlier = await bookingForKey(db, agency.id, idempotencyKey, hash);
      if (earlier) return reply.status(200).send(bookingView(earlier));

      const card = cardPayment(body.payment.card);
      const offer = await offerFor(db, providers.hotels, request, agency, body);
      if (offer.unavailable?.kind === 'soldOut') throw bookingErrors.soldOut();
      if (offer.unavailable) throw bookingErrors.notBookable(offer.unavailable.reason);
      if (body.expectedTotal !== offer.charge.totalRate) throw bookingErrors.priceChanged(body.expectedTotal, offer.charge.totalRate, offer.charge.currency);

      const { created, row } = await bookHotel(db, {
        agencyId: agency.id,
        userId: user?.id ?? null,
        idempotencyKey,
        requestHash: hash,
        body,
        offer,
        card,
        gateway: () => paymentGateway(agency.settings.currentPaymentGateway),
        log: request.log,
      });
      return reply.status(created ? 201 : 200).send(bookingView(row));
    },
  );

  r.get('/api/bookings', { schema: { response: { 200: bookingListSchema } } }, async (request) => {
    const user = currentUser(request);
    const rows = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.agencyId, user.agencyId), eq(bookings.userId, user.id)));
    return { bookings: tripOrder(rows.map(bookingView), isoDay(new Date())) };
  });

  const lookup = { params: bookingParamsSchema, querystring: bookingLookupQuerySchema };

  r.get('/api/bookings/:reference', { schema: { ...lookup, response: { 200: bookingSchema } } }, async (request) => {
    const agency = activeAgency(request);
    return bookingView(await accessibleBooking(db, request, agency.id, request.params.reference, request.query.email));
  });

  r.get('/api/bookings/:reference/cancellation', { schema: { ...lookup, response: { 200: cancellationQuoteSchema } } }, async (request) => {
    const agency = activeAgency(request);
    const booking = await accessibleBooking(db, request, agency.id, request.params.reference, request.query.email);
    return cancellationQuote(booking, isoDay(new Date()));
  });

  r.post(
    '/api/bookings/:reference/cancel',
    { schema: { ...lookup, body: cancelBookingRequestSchema, response: { 200: bookingSchema } } },
    async (request) => {
      const agency = activeAgency(request);
      const booking = await accessibleBooking(db, request, agency.id, request.params.reference, request.query.email);
      return bookingView(await cancelBooking(db, booking.id, request.body.expectedRefund));
    },
  );
};
