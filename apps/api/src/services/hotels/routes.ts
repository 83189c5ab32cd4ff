import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingSchema, hotelBookingRequestSchema, hotelQuoteRequestSchema, hotelQuoteSchema, IDEMPOTENCY_KEY_HEADER } from '@travel/contracts';
import { refuseAnonymousUnlessAllowed } from '../../bookings/access';
import { book, settledBookingForKey } from '../../bookings/book';
import { bookingErrors } from '../../bookings/booking-errors';
import { cardPayment, requestHash } from '../../bookings/booking-request';
import { bookingView } from '../../bookings/booking-view';
import { idempotencyHeadersSchema } from '../../bookings/idempotency';
import { walletOf } from '../../bookings/wallet';
import { paymentGateway } from '../../payments/gateways';
import { activeAgency } from '../../plugins/tenant';
import type { InventoryScopeOptions } from '../../routes/inventory/options';
import { hotelBookable, hotelSelection } from './bookable';
import { offerFor } from './offer';

/** The hotel checkout (README "Bookings"): a fresh quote, and the booking through the core. The provider here is uncached. */
export const hotelCheckoutRoutes: FastifyPluginAsync<InventoryScopeOptions> = async (app, { db, providers }) => {
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

      const earlier = await settledBookingForKey(db, agency.id, idempotencyKey, hash);
      if (earlier) return reply.status(200).send(bookingView(earlier));

      const card = cardPayment(body.payment.card);
      const offer = await offerFor(db, providers.hotels, request, agency, body);
      if (offer.unavailable?.kind === 'soldOut') throw bookingErrors.soldOut();
      if (offer.unavailable) throw bookingErrors.notBookable(offer.unavailable.reason);
      if (body.expectedTotal !== offer.charge.totalRate) throw bookingErrors.priceChanged(body.expectedTotal, offer.charge.totalRate, offer.charge.currency);

      const { created, row } = await book(db, {
        agencyId: agency.id,
        userId: user?.id ?? null,
        idempotencyKey,
        requestHash: hash,
        bookable: hotelBookable,
        selection: hotelSelection(offer, body),
        leadTraveller: body.leadTraveller,
        displayCurrency: body.currency,
        useWallet: body.payment.useWallet,
        card,
        gateway: () => paymentGateway(agency.settings.currentPaymentGateway),
        log: request.log,
      });
      return reply.status(created ? 201 : 200).send(bookingView(row));
    },
  );
};
