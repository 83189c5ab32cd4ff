import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ERROR_CODES,
  activeServices,
  AUTOSUGGEST_LIMIT,
  dealStayWindow,
  ERROR_CODES,
  normaliseSearch,
  resortAutoSuggestQuerySchema,
  resortAutoSuggestResponseSchema,
  resortAvailabilityBodySchema,
  resortAvailabilityResponseSchema,
  resortDealsBodySchema,
  resortDealsQuerySchema,
  resortHoldBodySchema,
  resortHoldQuerySchema,
  resortHoldResponseSchema,
  resortItineraryQuerySchema,
  type ResortOffer,
  resortOffersResponseSchema,
  resortRegionsQuerySchema,
  resortRegionsResponseSchema,
  resortSearchBodySchema,
  distanceKm,
  roundKm,
} from '@travel/contracts';
import { refuseAnonymousUnlessAllowed } from '../../bookings/access';
import { databaseUnavailable } from '../../db/unavailable';
import { HttpError } from '../../errors';
import { pricerFor, viewerOf, type Pricer } from '../../inventory/pricing';
import type { ResortHolder, ResortHoldRecord, ResortProperty, ResortProvider, Stay } from '../../inventory/providers';
import { activeAgency } from '../../plugins/tenant';
import type { InventoryScopeOptions } from './options';

export const CORRELATION_HEADER = 'x-correlation-id';
/** A caller's id is echoed only if it is a plausible id, never arbitrary header text. */
const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Live holds one visitor (address, session or account) may have at once, across agencies. */
export const MAX_LIVE_HOLDS = 3;
const SESSION_HEADER = 'x-session-id';
/** Resorts a deals call returns, nearest first. */
const RESORT_DEALS = 12;
/** Texts the resort module shows when a call fails (SPEC 8). */
const FAILURE = {
  suggestions: 'Failed to fetch suggestions',
  regions: 'Failed to fetch regions and subregions',
  other: 'Internal Server Error',
} as const;

/**
 * Runs a handler; an unexpected failure answers 500 with the resort module's text for that
 * call. A database that could not answer in time is not such a failure: the error handler
 * answers it 503 with Retry-After.
 */
async function failingAs<T>(request: FastifyRequest, message: string, handler: () => Promise<T>): Promise<T> {
  try {
    return await handler();
  } catch (err) {
    if (err instanceof HttpError || databaseUnavailable(err)) throw err;
    request.log.error({ err }, 'resort call failed');
    throw new HttpError(500, ERROR_CODES.internal, message);
  }
}

/** Who is holding: the client address, the browser's session id if it is a plausible id, the signed-in account. */
function holderOf(request: FastifyRequest): ResortHolder {
  const session = request.headers[SESSION_HEADER];
  return {
    clientAddress: request.ip,
    ...(typeof session === 'string' && CORRELATION_ID.test(session) && { sessionId: session }),
    ...(request.user && { userId: request.user.id }),
  };
}

const toHoldBody = (hold: ResortHoldRecord) => ({ data: { ...hold, expiresAt: hold.expiresAt.toISOString() } });

function resortLink(id: number, stay: Stay, adults: number, children: number): string {
  const params = new URLSearchParams({ propertyId: String(id), checkin: stay.start, checkout: stay.end, adults: String(adults), children: String(children) });
  return `/booknow/resort/details?${params.toString()}`;
}

/** The property with its cheapest room that fits the party and has one left, or nothing. */
async function offerFor(
  resort: ResortProvider,
  property: ResortProperty,
  stay: Stay,
  party: { adults: number; children: number },
  pricer: Pricer,
): Promise<Omit<ResortOffer, 'distance'> | undefined> {
  const rooms = (await resort.rooms(property.id, stay)).filter((room) => room.available > 0 && room.maxGuests >= party.adults + party.children);
  const cheapest = rooms.sort((a, b) => a.net.wholesale + a.net.taxAndFee - (b.net.wholesale + b.net.taxAndFee))[0];
  if (!cheapest) return undefined;
  return {
    ...property,
    checkin: stay.start,
    checkout: stay.end,
    link: resortLink(property.id, stay, party.adults, party.children),
    rates: pricer(cheapest.net),
  };
}

/**
 * The resort module's calls (SPEC 7, under /api/resort). Every response carries the
 * request's correlation id (x-correlation-id, generated when absent), errors included.
 */
export const resortRoutes: FastifyPluginAsync<InventoryScopeOptions> = async (app, { db, providers }) => {
  const resort = providers.resort;
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    const sent = request.headers[CORRELATION_HEADER];
    reply.header(CORRELATION_HEADER, typeof sent === 'string' && CORRELATION_ID.test(sent) ? sent : randomUUID());
  });

  // An agency without an active Resorts item has no resort module: every call is a 404, as its nav shows none.
  app.addHook('onRequest', async (request) => {
    if (!activeServices(activeAgency(request).settings).includes('Resorts')) {
      throw new HttpError(404, ERROR_CODES.notFound, 'Resorts are not offered by this agency');
    }
  });

  // SPEC 7: the release is a PUT with a JSON content type and an empty body, which
  // Fastify's own parser refuses. Here an empty body is no body; anything else is parsed
  // by the default (prototype-poisoning-safe) parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });

  r.get('/auto-suggest', { schema: { querystring: resortAutoSuggestQuerySchema, response: { 200: resortAutoSuggestResponseSchema } } }, async (request) => {
    activeAgency(request);
    return failingAs(request, FAILURE.suggestions, async () => {
      const text = normaliseSearch(request.query.key);
      return { data: text ? await resort.suggest(text, AUTOSUGGEST_LIMIT) : [] };
    });
  });

  r.get('/regions', { schema: { querystring: resortRegionsQuerySchema, response: { 200: resortRegionsResponseSchema } } }, async (request) => {
    activeAgency(request);
    return failingAs(request, FAILURE.regions, async () => {
      const all = await resort.regions();
      const { ids, children } = request.query;
      const regions = all.filter((region) => region.parentId === null && (!ids || ids.includes(region.id)));
      const row = (region: (typeof all)[number]) => ({ id: region.id, name: region.name, parent_id: region.parentId });
      if (!children) return { data: regions.map(row) };
      return { data: regions.map((region) => ({ ...row(region), children: all.filter((s) => s.parentId === region.id).map(row) })) };
    });
  });

  r.post(
    '/properties/deals',
    { schema: { querystring: resortDealsQuerySchema, body: resortDealsBodySchema, response: { 200: resortOffersResponseSchema } } },
    async (request) => {
      const agency = activeAgency(request);
      const pricer = await pricerFor(db, viewerOf(request), agency, 'resort', request.query.currency, 'querystring.currency');
      return failingAs(request, FAILURE.other, async () => {
        const point = { latitude: request.body.lat, longitude: request.body.lon };
        const stay = dealStayWindow(new Date());
        const nearest = (await resort.properties({}))
          .map((property) => ({ property, km: distanceKm(point, property) }))
          .sort((a, b) => a.km - b.km);
        const data: ResortOffer[] = [];
        for (const { property, km } of nearest) {
          if (data.length === RESORT_DEALS) break;
          const offer = await offerFor(resort, property, stay, { adults: 2, children: 0 }, pricer);
          if (offer) data.push({ ...offer, distance: roundKm(km) });
        }
        return { data };
      });
    },
  );

  r.post('/search', { schema: { body: resortSearchBodySchema, response: { 200: resortOffersResponseSchema } } }, async (request) => {
    const agency = activeAgency(request);
    const body = request.body;
    const pricer = await pricerFor(db, viewerOf(request), agency, 'resort', body.currency, 'body.currency');
    return failingAs(request, FAILURE.other, async () => {
      const stay = { start: body.checkin, end: body.checkout };
      const properties = await resort.properties({ regionIds: body.regionIds, subregionIds: body.subregionIds });
      const offers = await Promise.all(properties.map((p) => offerFor(resort, p, stay, body, pricer)));
      return { data: offers.filter((o): o is ResortOffer => o !== undefined) };
    });
  });

  r.post(
    '/properties/availability',
    { schema: { body: resortAvailabilityBodySchema, response: { 200: resortAvailabilityResponseSchema } } },
    async (request) => {
      const agency = activeAgency(request);
      const body = request.body;
      const pricer = await pricerFor(db, viewerOf(request), agency, 'resort', body.currency, 'body.currency');
      const property = await resort.property(body.propertyId);
      if (!property) throw new HttpError(404, ERROR_CODES.notFound, `No resort with propertyId ${body.propertyId}`);
      return failingAs(request, FAILURE.other, async () => {
        const stay = { start: body.checkin, end: body.checkout };
        const rooms = (await resort.rooms(property.id, stay)).filter((room) => room.maxGuests >= body.adults + body.children);
        return {
          data: {
            property: { ...property, checkin: stay.start, checkout: stay.end, link: resortLink(property.id, stay, body.adults, body.children) },
            rooms: rooms.map((room) => ({ roomId: room.roomId, name: room.name, maxGuests: room.maxGuests, available: room.available, rates: pricer(room.net) })),
          },
        };
      });
    },
  );

  r.post('/properties/hold', { schema: { body: resortHoldBodySchema, response: { 201: resortHoldResponseSchema } } }, async (request, reply) => {
    const agency = activeAgency(request);
    // A hold takes a room off sale: only for those who may book it.
    refuseAnonymousUnlessAllowed(request, agency);
    const body = request.body;
    const outcome = await resort.hold({
      agencyId: agency.id,
      propertyId: body.propertyId,
      roomId: body.roomId,
      stay: { start: body.checkin, end: body.checkout },
      guests: body.adults + body.children,
      holder: holderOf(request),
      maxLiveHolds: MAX_LIVE_HOLDS,
    });
    switch (outcome.kind) {
      case 'unavailable':
        throw new HttpError(409, 'ROOM_UNAVAILABLE', 'That room is not available for these dates and guests');
      case 'holder-limit':
        throw new HttpError(
          429,
          ACCOUNT_ERROR_CODES.rateLimited,
          `You already hold ${MAX_LIVE_HOLDS} rooms; release one or wait for one to expire before holding another`,
          { 'retry-after': String(outcome.retryAfterSeconds) },
        );
      case 'held':
        return reply.status(201).send(toHoldBody(outcome.hold));
    }
  });

  r.get('/properties/hold-check', { schema: { querystring: resortHoldQuerySchema, response: { 200: resortHoldResponseSchema } } }, async (request) => {
    const agency = activeAgency(request);
    const hold = await resort.holdStatus(agency.id, request.query.reference_number);
    if (!hold) throw new HttpError(404, ERROR_CODES.notFound, `No hold with reference number ${request.query.reference_number}`);
    return toHoldBody(hold);
  });

  r.put('/itineraries', { schema: { querystring: resortItineraryQuerySchema, response: { 200: resortHoldResponseSchema } } }, async (request) => {
    const agency = activeAgency(request);
    const hold = await resort.release(agency.id, request.query.reference_number);
    if (!hold) throw new HttpError(404, ERROR_CODES.notFound, `No hold with reference number ${request.query.reference_number}`);
    return toHoldBody(hold);
  });
};
