import { Readable } from 'node:stream';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AgencyBookingDetail,
  agencyBookingDetailSchema,
  agencyBookingFiltersSchema,
  agencyBookingListQuerySchema,
  agencyBookingListSchema,
  bookingParamsSchema,
  bookingSchema,
  cancelBookingRequestSchema,
  cancellationQuoteSchema,
  isoDay,
} from '@travel/contracts';
import { currentUser, requireArea } from '../auth/guards';
import { bookableFor } from '../bookings/bookables';
import { bookingView } from '../bookings/booking-view';
import { cancelBooking } from '../bookings/cancel-booking';
import { cancellationQuote } from '../bookings/cancellation-quote';
import { users } from '../db/schema-agencies';
import { bookingPayments, bookings, type BookingRow } from '../db/schema-bookings';
import { clients } from '../db/schema-command';
import type { Db } from '../db/types';
import { activeAgency } from '../plugins/tenant';
import { BOOKING_CSV_COLUMNS, bookingCsvFilename, bookingCsvRecord, csvRecord } from './booking-csv';
import { bookingBatches, listBookings } from './booking-list';
import { commandErrors } from './errors';
import { personRef } from './person-ref';
import { commandScope, visibleBookings } from './scope';

/** Rows per query of the export: a batch of this many is all it holds in memory. */
const EXPORT_BATCH = 1000;
/** UTF-8's byte order mark: without it Excel reads the file in the machine's legacy encoding and garbles names like José. */
const BOM = '\uFEFF';

const agents = alias(users, 'agent');

/** The booking by reference if the scope (visibleBookings) holds it; anything else is the same 404. */
async function visibleBooking(db: Db, scope: SQL, reference: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(scope, eq(bookings.reference, reference)))
    .limit(1);
  if (!row) throw commandErrors.bookingNotFound(reference);
  return row;
}

/** The booking as its traveller sees it, who sold it and for whom, and the money it moved. */
async function bookingDetail(db: Db, row: BookingRow): Promise<AgencyBookingDetail> {
  const [[names], payments] = await Promise.all([
    db
      .select({ agentFirstName: agents.firstName, agentLastName: agents.lastName, clientFirstName: clients.firstName, clientLastName: clients.lastName })
      .from(bookings)
      .leftJoin(agents, eq(agents.id, bookings.agentId))
      .leftJoin(clients, eq(clients.id, bookings.clientId))
      .where(eq(bookings.id, row.id)),
    db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, row.id)).orderBy(asc(bookingPayments.createdAt), asc(bookingPayments.id)),
  ]);
  return {
    booking: bookingView(row),
    agent: personRef(row.agentId, names?.agentFirstName ?? null, names?.agentLastName ?? null),
    client: personRef(row.clientId, names?.clientFirstName ?? null, names?.clientLastName ?? null),
    payments: payments.map((payment) => ({
      kind: payment.kind,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      gatewayReference: payment.gatewayReference,
      at: payment.createdAt.toISOString(),
    })),
  };
}

/**
 * The Command Center's Bookings (README "Command Center"): every booking of the agency the
 * user may see (scope.ts), its CSV export, one booking with its payments, and cancelling on
 * the traveller's behalf by exactly the quote and steps of My Trips.
 */
export const agencyBookingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireArea('bookings');
  const scopeOf = (request: FastifyRequest) => commandScope(currentUser(request));
  const visibleTo = (request: FastifyRequest) => visibleBookings(db, scopeOf(request));

  r.get('/api/agency/bookings', { preHandler, schema: { querystring: agencyBookingListQuerySchema, response: { 200: agencyBookingListSchema } } }, async (request) =>
    listBookings(db, scopeOf(request), request.query),
  );

  r.get('/api/agency/bookings/export.csv', { preHandler, schema: { querystring: agencyBookingFiltersSchema } }, async (request, reply) => {
    const batches = bookingBatches(db, scopeOf(request), request.query, EXPORT_BATCH);
    // The first batch is read before any byte goes out: a database that cannot answer is still a clean 503, not a cut-off file.
    const first = await batches.next();
    async function* lines(): AsyncGenerator<string> {
      yield BOM + csvRecord(BOOKING_CSV_COLUMNS);
      if (first.done) return;
      yield first.value.map(bookingCsvRecord).join('');
      for await (const batch of batches) yield batch.map(bookingCsvRecord).join('');
    }
    const filename = bookingCsvFilename(activeAgency(request).subdomain, isoDay(new Date()));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Readable.from(lines()));
  });

  const lookup = { params: bookingParamsSchema };

  r.get('/api/agency/bookings/:reference', { preHandler, schema: { ...lookup, response: { 200: agencyBookingDetailSchema } } }, async (request) =>
    bookingDetail(db, await visibleBooking(db, await visibleTo(request), request.params.reference)),
  );

  r.get('/api/agency/bookings/:reference/cancellation', { preHandler, schema: { ...lookup, response: { 200: cancellationQuoteSchema } } }, async (request) => {
    const booking = await visibleBooking(db, await visibleTo(request), request.params.reference);
    return cancellationQuote(bookableFor(booking.service), booking, isoDay(new Date()));
  });

  r.post(
    '/api/agency/bookings/:reference/cancel',
    // Answered as the traveller's own cancellation is: the booking (the dialog is the same one).
    { preHandler, schema: { ...lookup, body: cancelBookingRequestSchema, response: { 200: bookingSchema } } },
    async (request) => {
      const booking = await visibleBooking(db, await visibleTo(request), request.params.reference);
      return bookingView(await cancelBooking(db, booking.id, request.body.expectedRefund));
    },
  );
};
