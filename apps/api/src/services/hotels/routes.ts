import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingSchema, type HotelBookingRequest, hotelBookingRequestSchema, type HotelQuoteRequest, hotelQuoteOf, hotelQuoteRequestSchema, hotelQuoteSchema, IDEMPOTENCY_KEY_HEADER } from '@travel/contracts';
import { answerBookingCall } from '../../bookings/booking-call';
import { idempotencyHeadersSchema } from '../../bookings/idempotency';
import { walletOf } from '../../bookings/wallet';
import { viewerOf } from '../../inventory/pricing';
import { activeAgency } from '../../plugins/tenant';
import type { InventoryScopeOptions } from '../../routes/inventory/options';
import { hotelBookable, hotelSelection } from './bookable';
import { offerFor } from './offer';

/** The stay a booking request books, as the quote call takes it. */
function hotelQuoteRequestOf({ hotelId, roomId, checkIn, checkOut, rooms, currency }: HotelBookingRequest): HotelQuoteRequest {
  return { hotelId, roomId, checkIn, checkOut, rooms, currency };
}

/** The hotel checkout (README "Bookings"): a fresh quote, and the booking through the core. The provider here is uncached. */
export const hotelCheckoutRoutes: FastifyPluginAsync<InventoryScopeOptions> = async (app, { db, providers }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/hotels/quote', { schema: { body: hotelQuoteRequestSchema, response: { 200: hotelQuoteSchema } } }, async (request) => {
    const agency = activeAgency(request);
    const [offer, wallet] = await Promise.all([offerFor(db, providers.hotels, viewerOf(request), agency, request.body), walletOf(db, request.user)]);
    return hotelQuoteOf(offer, wallet && { balance: wallet.balance, currency: wallet.currency });
  });

  r.post(
    '/api/hotels/bookings',
    { schema: { body: hotelBookingRequestSchema, headers: idempotencyHeadersSchema, response: { 200: bookingSchema, 201: bookingSchema } } },
    async (request, reply) =>
      answerBookingCall(db, request, reply, {
        bookable: hotelBookable,
        body: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        price: (agency) => offerFor(db, providers.hotels, viewerOf(request), agency, request.body),
        selection: (offer) => hotelSelection(offer, request.body),
        quoteRequest: hotelQuoteRequestOf(request.body),
      }),
  );
};
