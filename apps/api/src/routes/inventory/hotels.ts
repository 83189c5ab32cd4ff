import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  guestReviewsSchema,
  type HotelDestination,
  hotelDetailsParamsSchema,
  hotelDetailsQuerySchema,
  hotelDetailsSchema,
  type HotelResult,
  hotelSearchRequestSchema,
  hotelSearchResponseSchema,
  isoDay,
  roundKm,
  type Point,
} from '@travel/contracts';
import { recordHotelSearch } from '../../command/search-log';
import { HttpError } from '../../errors';
import { fastSerializer } from '../../fast-serializer';
import { cancellationPolicy, cancellationTerms, daysBefore, isFreeToCancel } from '../../inventory/hotel-cancellation';
import { describeHotel } from '../../inventory/hotel-description';
import { stayFor } from '../../inventory/hotel-stay';
import { fitsEveryRoom, netForStay } from '../../inventory/hotel-occupancy';
import { facetsOf, matching, pageOf, sortResults } from '../../inventory/hotel-results';
import { pricerFor, viewerOf } from '../../inventory/pricing';
import type { HotelProvider } from '../../inventory/providers';
import { activeAgency } from '../../plugins/tenant';
import type { InventoryScopeOptions } from './options';


/** The point distances are measured from: the city's centre, or the point sent. */
async function centreOf(hotels: HotelProvider, destination: HotelDestination): Promise<Point> {
  if (!('cityId' in destination)) return destination;
  const city = await hotels.city(destination.cityId);
  if (!city) throw new HttpError(400, ERROR_CODES.validation, `body.destination.cityId: no city with id ${destination.cityId}`);
  return { latitude: city.latitude, longitude: city.longitude };
}

/**
 * The hotels journey's search and details (README "Hotels"). The catalogue part comes
 * from the provider (cached for a minute by withSearchCache); markup, currency, what the
 * viewer may see, cancellation deadlines, filters, facets and paging are per request.
 */
export const hotelRoutes: FastifyPluginAsync<InventoryScopeOptions> = async (app, { db, providers }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The results page asks again on every filter, sort and page change: a hot route (fast-serializer.ts).
  const searchSchema = { body: hotelSearchRequestSchema, response: { 200: hotelSearchResponseSchema } };
  r.post('/api/hotels/search', { schema: searchSchema, serializerCompiler: fastSerializer }, async (request) => {
    const agency = activeAgency(request);
    const body = request.body;
    const stay = stayFor(body.checkIn, body.checkOut);
    const [pricer, center] = await Promise.all([
      pricerFor(db, viewerOf(request), agency, 'hotels', body.currency, 'body.currency'),
      centreOf(providers.hotels, body.destination),
    ]);
    const offers = await providers.hotels.search({ center, radiusKm: body.radiusKm, stay: { start: stay.start, end: stay.end }, rooms: body.rooms });
    const daysToCheckIn = daysBefore(stay.start, isoDay(new Date()));
    const results: HotelResult[] = offers.map((offer) => {
      const rates = pricer(offer.net);
      return {
        hotelId: offer.hotelId,
        name: offer.name,
        heroImage: offer.heroImage,
        stars: offer.stars,
        guestRating: offer.guestRating,
        distanceKm: roundKm(offer.distanceKm),
        address: offer.address,
        // The cached offer's own array, not a copy: the filter and facet memoise its search forms by it (hotel-amenities.ts).
        amenities: offer.amenities,
        freeCancellation: isFreeToCancel(offer.freeCancellationDays, daysToCheckIn),
        rates,
        nightly: Math.round(rates.totalRate / stay.nights),
      };
    });
    const found = sortResults(matching(results, body.filters), body.sort);
    recordHotelSearch(db, request, { hotels: providers.hotels, body, stay, results: found });
    return {
      results: pageOf(found, body.page, body.pageSize),
      total: found.length,
      page: body.page,
      pageSize: body.pageSize,
      stay,
      facets: facetsOf(results, body.filters),
    };
  });

  r.get(
    '/api/hotels/:hotelId',
    { schema: { params: hotelDetailsParamsSchema, querystring: hotelDetailsQuerySchema, response: { 200: hotelDetailsSchema } } },
    async (request) => {
      const agency = activeAgency(request);
      const { hotelId } = request.params;
      const query = request.query;
      const stay = stayFor(query.checkIn, query.checkOut);
      const [pricer, hotel] = await Promise.all([
        pricerFor(db, viewerOf(request), agency, 'hotels', query.currency, 'querystring.currency'),
        providers.hotels.hotel(hotelId, { start: stay.start, end: stay.end }),
      ]);
      if (!hotel) throw new HttpError(404, ERROR_CODES.notFound, `No hotel with id ${hotelId}`);
      const today = isoDay(new Date());
      const wanted = query.rooms.length;
      return {
        id: hotel.hotelId,
        name: hotel.name,
        stars: hotel.stars,
        guestRating: hotel.guestRating,
        address: hotel.address,
        city: hotel.city.name,
        countryCode: hotel.city.countryCode,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        description: describeHotel(hotel),
        amenities: [...hotel.amenities],
        images: { hero: hotel.heroImage, gallery: hotel.photos.map((photo) => photo.url), photos: hotel.photos },
        stay,
        rooms: hotel.rooms.map((room) => {
          const fits = fitsEveryRoom(room, query.rooms);
          const rates = pricer(netForStay(Array.from({ length: wanted }, () => room), stay.nights));
          return {
            roomId: room.roomId,
            name: room.name,
            board: room.board,
            maxAdults: room.maxAdults,
            maxChildren: room.maxChildren,
            minNights: room.minNights,
            available: room.available,
            fits,
            bookable: fits && room.available >= wanted && room.minNights <= stay.nights,
            rates,
            nightly: Math.round(rates.totalRate / stay.nights),
            cancellation: cancellationPolicy(cancellationTerms(stay.start, room.freeCancellationDays, today), rates),
            image: room.image,
            beds: room.beds,
            sizeSqm: room.sizeSqm,
          };
        }),
        policies: hotel.policies,
      };
    },
  );

  // Apart from the stay and the viewer, so the page asks once per hotel while prices change around it.
  r.get('/api/hotels/:hotelId/reviews', { schema: { params: hotelDetailsParamsSchema, response: { 200: guestReviewsSchema } } }, async (request) => {
    activeAgency(request);
    const { hotelId } = request.params;
    const reviews = await providers.hotels.reviews(hotelId);
    if (!reviews) throw new HttpError(404, ERROR_CODES.notFound, `No hotel with id ${hotelId}`);
    return reviews;
  });
};
