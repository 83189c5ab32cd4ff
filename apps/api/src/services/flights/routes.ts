import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingSchema,
  ERROR_CODES,
  flightBookingRequestSchema,
  flightQuoteRequestSchema,
  flightQuoteSchema,
  flightSearchQuerySchema,
  flightSearchResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  passengerCountsOf,
} from '@travel/contracts';
import { answerBookingCall } from '../../bookings/booking-call';
import { recordFlightSearch } from '../../command/search-log';
import { idempotencyHeadersSchema } from '../../bookings/idempotency';
import { walletOf } from '../../bookings/wallet';
import { HttpError } from '../../errors';
import { viewerOf } from '../../inventory/pricing';
import { fastSerializer } from '../../fast-serializer';
import { activeAgency } from '../../plugins/tenant';
import type { InventoryScopeOptions } from '../../routes/inventory/options';
import { flightPoint } from './airports';
import { journeyView } from './journeys';
import { type FlightNetwork, networkFor } from './network';
import { flightOfferFor, journeyOffers } from './offer';
import { passportIssues } from './passengers';
import { flightBookable, flightSelection } from './bookable';
import { flightPricing } from './pricing';

function knownAirport(network: FlightNetwork, code: string, field: string) {
  const airport = network.airport(code);
  if (!airport) throw new HttpError(400, ERROR_CODES.validation, `querystring.${field}: no airport with the code ${code}`);
  return airport;
}

/**
 * The flights journey (README "Flights"): the search, a fresh quote and the booking through
 * the core. A day's timetable and net fares are pure and kept (day-journeys.ts); seats left come from the ledger and prices are worked out per request.
 */
export const flightRoutes: FastifyPluginAsync<InventoryScopeOptions> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const searchSchema = { querystring: flightSearchQuerySchema, response: { 200: flightSearchResponseSchema } };
  r.get('/api/flights/search', { schema: searchSchema, serializerCompiler: fastSerializer }, async (request) => {
    const query = request.query;
    const network = await networkFor(db);
    const from = knownAirport(network, query.from, 'from');
    const to = knownAirport(network, query.to, 'to');
    const pricing = await flightPricing(db, viewerOf(request), activeAgency(request), query.currency, 'querystring.currency');
    const [outbound, inbound] = await Promise.all([
      journeyOffers(db, network, { from, to, date: query.depart }, query.cabin, query, pricing),
      query.return === undefined ? null : journeyOffers(db, network, { from: to, to: from, date: query.return }, query.cabin, query, pricing),
    ]);
    // The log has the cheapest whole trip, whichever leg was asked for; the flights back are logged with the outbound.
    if (query.leg !== 'inbound') recordFlightSearch(db, request, query, { outbound, inbound });
    return {
      from: flightPoint(from, null),
      to: flightPoint(to, null),
      outbound: query.leg === 'inbound' ? [] : outbound,
      inbound: query.leg === 'outbound' ? null : inbound,
      currency: query.currency,
    };
  });

  r.post('/api/flights/quote', { schema: { body: flightQuoteRequestSchema, response: { 200: flightQuoteSchema } } }, async (request) => {
    const body = request.body;
    const pricing = await flightPricing(db, viewerOf(request), activeAgency(request), body.currency, 'body.currency');
    const [offer, wallet] = await Promise.all([flightOfferFor(db, await networkFor(db), body, body.passengers, pricing), walletOf(db, request.user)]);
    return {
      outbound: journeyView(offer.outbound),
      inbound: offer.inbound && journeyView(offer.inbound),
      brand: pricing.displayBrand(offer.brand),
      passengers: offer.counts,
      perPassenger: offer.perPassenger,
      seatsLeft: offer.seatsLeft,
      bookable: offer.unavailable === undefined,
      ...(offer.unavailable ? { unavailableReason: offer.unavailable.reason } : {}),
      international: offer.international,
      lastFlightDate: offer.lastFlightDate,
      charge: offer.charge,
      display: offer.display,
      wallet: wallet && { balance: wallet.balance, currency: wallet.currency },
    };
  });

  r.post(
    '/api/flights/bookings',
    { schema: { body: flightBookingRequestSchema, headers: idempotencyHeadersSchema, response: { 200: bookingSchema, 201: bookingSchema } } },
    async (request, reply) => {
      const body = request.body;
      return answerBookingCall(db, request, reply, {
        bookable: flightBookable,
        body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        price: async (agency) => {
          const pricing = await flightPricing(db, viewerOf(request), agency, body.currency, 'body.currency');
          const offer = await flightOfferFor(db, await networkFor(db), body, passengerCountsOf(body.passengers), pricing);
          const issues = passportIssues(body.passengers, offer.international);
          if (issues.length > 0) throw new HttpError(400, ERROR_CODES.validation, issues.join('; '));
          return offer;
        },
        selection: (offer) => flightSelection(offer, body.passengers),
        quoteRequest: { outbound: body.outbound, inbound: body.inbound, cabin: body.cabin, brand: body.brand, currency: body.currency, passengers: passengerCountsOf(body.passengers) },
      });
    },
  );
};
