import { and, eq, ne } from 'drizzle-orm';
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
  isoDay,
  tripTiming,
} from '@travel/contracts';
import { currentUser } from '../auth/guards';
import { accessibleBooking } from '../bookings/access';
import { bookableFor } from '../bookings/bookables';
import { bookingView } from '../bookings/booking-view';
import { cancelBooking } from '../bookings/cancel-booking';
import { cancellationQuote } from '../bookings/cancellation-quote';
import { bookings } from '../db/schema-bookings';
import type { Db } from '../db/types';
import { activeAgency } from '../plugins/tenant';

/** My Trips' order: upcoming trips first, soonest first; then past and cancelled ones, latest first. */
function tripOrder(list: Booking[], today: string): Booking[] {
  const upcoming = (b: Booking) => tripTiming(b, today) === 'upcoming';
  return [...list].sort((a, b) => {
    if (upcoming(a) !== upcoming(b)) return upcoming(a) ? -1 : 1;
    const byStart = a.summary.start.localeCompare(b.summary.start) || a.createdAt.localeCompare(b.createdAt);
    return upcoming(a) ? byStart : -byStart;
  });
}

/** The traveller's bookings of every service (README "Bookings"): My Trips, a booking, its cancellation. */
export const bookingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/bookings', { schema: { response: { 200: bookingListSchema } } }, async (request) => {
    const user = currentUser(request);
    const rows = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.agencyId, user.agencyId), eq(bookings.userId, user.id), ne(bookings.status, 'pending')));
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
    return cancellationQuote(bookableFor(booking.service), booking, isoDay(new Date()));
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
