import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AgencyRow } from '../db/schema-agencies';
import { bookings, type BookingRow } from '../db/schema-bookings';
import type { Db } from '../db/types';
import { bookingErrors } from './booking-errors';

/**
 * The booking a request may see: the signed-in owner's, or one made without an account
 * whose lead traveller's email the request names (`?email=`, any case). Anything else,
 * another agency's booking included, is the same 404 as an unknown reference.
 */
export async function accessibleBooking(
  db: Db,
  request: FastifyRequest,
  agencyId: number,
  reference: string,
  email: string | undefined,
): Promise<BookingRow> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.agencyId, agencyId), eq(bookings.reference, reference)))
    .limit(1);
  const userId = request.user?.id;
  // A pending booking is not a booking yet: its payment has not finished.
  const allowed =
    booking !== undefined &&
    booking.status !== 'pending' &&
    (booking.userId !== null ? booking.userId === userId : email !== undefined && email.toLowerCase() === booking.leadEmail);
  if (!allowed) throw bookingErrors.notFound(reference);
  return booking;
}

/**
 * Booking (or holding a room for it) needs a signed-in account unless the agency takes
 * bookings without login (allowNonLoginFlow). A token that failed is a 401 even there: it
 * would otherwise book without the account.
 */
export function refuseAnonymousUnlessAllowed(request: FastifyRequest, agency: AgencyRow): void {
  if (!request.user && (request.authFailure || !agency.settings.allowNonLoginFlow)) throw bookingErrors.loginRequired(request.authFailure?.code);
}
