// The hotels journey's results, details and reviews calls (POST /api/hotels/search, GET /api/hotels/:id, GET /api/hotels/:id/reviews),
// answering as apps/api does ("Hotels" in apps/api/README.md): requests checked with the
// contract schemas, the 60-night cap, filters, facets, sort and paging, prices marked up and
// converted like the API's for whoever asks (hotel-rates.ts), over the hotels of hotel-catalogue.ts.
// Checked against the schemas in apps/hotels/test/mock-hotels.test.ts.
import { http, HttpResponse } from 'msw';
import {
  ERROR_CODES,
  hotelDetailsParamsSchema,
  hotelDetailsQuerySchema,
  hotelSearchRequestSchema,
  isoDay,
  type Agency,
  type HotelDetails,
  type HotelPhoto,
  type HotelResult,
  type HotelRoomOffer,
  type HotelSearchFacets,
  type HotelSearchResponse,
  type HotelStay,
  type PriceViewer,
  type VisibleRates,
  distanceKm,
  roundKm,
} from '@travel/contracts';
import { exchangeRatesFixture } from './api-fixtures';
import { viewerOf } from './auth';
import { citiesFixture } from './cities';
import { catalogueHotel, hotelCatalogueFixture, hotelHeroImage, hotelRoomImage, hotelViews, type CatalogueRoom } from './hotel-catalogue';
import { hotelPoliciesOf } from './hotel-policies';
import { hotelReviewsOf } from './hotel-reviews';
import { cancellationOf, priceIn, roomFits, stayFor, stayNet } from './hotel-rates';
import { apiError, bodyOf, forAgency, queryOf, validated } from './respond';
import { noExchangeRate } from './pricing';


/** One room type for the stay and party, as the details call answers it. */
function roomOffer(room: CatalogueRoom, stay: HotelStay, wanted: { adults: number; childAges: number[] }[], currency: string, today: string, viewer: PriceViewer): HotelRoomOffer {
  const rates = priceIn(currency, stayNet(room, stay.nights, wanted.length), viewer) as VisibleRates;
  const fits = wanted.every((request) => roomFits(room, request));
  return {
    roomId: room.roomId,
    name: room.name,
    board: room.board,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    minNights: room.minNights,
    available: room.available,
    fits,
    bookable: fits && room.available >= wanted.length && room.minNights <= stay.nights,
    rates,
    nightly: Math.round(rates.totalRate / stay.nights),
    cancellation: cancellationOf(room.freeCancellationDays, stay.start, rates, today),
    image: hotelRoomImage(room.roomId),
    beds: room.beds,
    sizeSqm: room.sizeSqm,
  };
}

const normalise = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** POST /api/hotels/search over the catalogue, priced for `viewer` (an anonymous visitor unless given). */
export function searchHotels(body: ReturnType<typeof hotelSearchRequestSchema.parse>, viewer: PriceViewer = null): HotelSearchResponse | undefined {
  const stay = stayFor(body.checkIn, body.checkOut);
  const today = isoDay(new Date());
  const { destination } = body;
  const centre = 'cityId' in destination ? citiesFixture.find((c) => c.id === destination.cityId) : destination;
  if (!centre) return undefined;
  const all: HotelResult[] = hotelCatalogueFixture.flatMap((h) => {
    const distance = roundKm(distanceKm(centre, h));
    if (distance > body.radiusKm) return [];
    const offers = body.rooms.map((wanted) =>
      h.rooms.filter((room) => room.available >= body.rooms.length && room.minNights <= stay.nights && roomFits(room, wanted)).sort((a, b) => a.nightlyNet - b.nightlyNet)[0],
    );
    if (offers.some((room) => room === undefined)) return [];
    const chosen = offers as CatalogueRoom[];
    const rates = priceIn(body.currency, chosen.reduce((sum, room) => sum + stayNet(room, stay.nights, 1), 0), viewer) as VisibleRates;
    const free = chosen.every((room) => 'freeUntil' in cancellationOf(room.freeCancellationDays, stay.start, rates, today));
    return [
      {
        hotelId: h.id,
        name: h.name,
        heroImage: hotelHeroImage(h.id),
        stars: h.stars,
        guestRating: h.guestRating,
        distanceKm: distance,
        address: h.address,
        amenities: [...h.amenities],
        freeCancellation: free,
        rates,
        nightly: Math.round(rates.totalRate / stay.nights),
      },
    ];
  });
  const f = body.filters;
  const wantedAmenities = (f.amenities ?? []).map(normalise);
  const passes = (r: HotelResult, skip?: 'price' | 'stars') =>
    (skip === 'price' || ((f.priceMin === undefined || r.nightly >= f.priceMin) && (f.priceMax === undefined || r.nightly <= f.priceMax))) &&
    (skip === 'stars' || !f.stars || f.stars.length === 0 || f.stars.includes(r.stars)) &&
    (f.guestRatingMin === undefined || r.guestRating >= f.guestRatingMin) &&
    (!f.freeCancellation || r.freeCancellation) &&
    wantedAmenities.every((name) => r.amenities.some((a) => normalise(a) === name));
  const found = all.filter((r) => passes(r));
  const order: Record<typeof body.sort, (a: HotelResult, b: HotelResult) => number> = {
    price: (a, b) => a.rates.totalRate - b.rates.totalRate,
    rating: (a, b) => b.guestRating - a.guestRating,
    distance: (a, b) => a.distanceKm - b.distanceKm,
  };
  found.sort((a, b) => order[body.sort](a, b) || a.hotelId - b.hotelId);
  const priced = all.filter((r) => passes(r, 'price')).map((r) => r.nightly);
  const starred = all.filter((r) => passes(r, 'stars'));
  const counts = new Map<string, number>();
  for (const r of found) for (const a of r.amenities) counts.set(a, (counts.get(a) ?? 0) + 1);
  const facets: HotelSearchFacets = {
    price: priced.length > 0 ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
    stars: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, ...Object.fromEntries([1, 2, 3, 4, 5].map((s) => [String(s), starred.filter((r) => r.stars === s).length])) },
    amenities: [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1)),
  };
  const start = (body.page - 1) * body.pageSize;
  return { results: found.slice(start, start + body.pageSize), total: found.length, page: body.page, pageSize: body.pageSize, stay, facets };
}

/** GET /api/hotels/:id for a stay and party, priced for `viewer` (an anonymous visitor unless given); undefined for an unknown hotel. */
export function hotelDetails(hotelId: number, query: ReturnType<typeof hotelDetailsQuerySchema.parse>, viewer: PriceViewer = null): HotelDetails | undefined {
  const h = catalogueHotel(hotelId);
  if (!h) return undefined;
  const stay = stayFor(query.checkIn, query.checkOut);
  const today = isoDay(new Date());
  const photos: HotelPhoto[] = [
    ...hotelViews(h.id).map((url) => ({ url, kind: 'hotel' as const })),
    ...h.rooms.map((room) => ({ url: hotelRoomImage(room.roomId), kind: 'room' as const, roomId: room.roomId })),
  ];
  return {
    id: h.id,
    name: h.name,
    stars: h.stars,
    guestRating: h.guestRating,
    address: h.address,
    city: h.city,
    countryCode: h.countryCode,
    latitude: h.latitude,
    longitude: h.longitude,
    description: `${h.name} is a ${h.stars}-star hotel in ${h.city}, rated ${h.guestRating} out of 5 by its guests. It offers ${h.amenities.slice(0, 3).join(', ').toLowerCase() || 'comfortable rooms'}.`,
    amenities: [...h.amenities],
    images: { hero: hotelHeroImage(h.id), gallery: photos.map((photo) => photo.url), photos },
    stay,
    rooms: h.rooms.map((room) => roomOffer(room, stay, query.rooms, query.currency, today, viewer)),
    policies: hotelPoliciesOf(h),
  };
}


/** msw handlers for the results and details calls, for one agency. */
export function hotelsHandlersFor(agency: Agency | null) {
  return [
    http.post('*/api/hotels/search', async ({ request }) => {
      const body = validated('body', hotelSearchRequestSchema, await bodyOf(request));
      if (!body.ok) return body.response;
      return forAgency(agency, () => {
        if (exchangeRatesFixture.rates[body.data.currency] === undefined) return noExchangeRate('body.currency', body.data.currency);
        const answer = searchHotels(body.data, viewerOf(request));
        if (!answer) return apiError(400, ERROR_CODES.validation, `body.destination.cityId: no city with id ${JSON.stringify(body.data.destination)}`);
        return HttpResponse.json(answer);
      });
    }),
    http.get('*/api/hotels/:hotelId', ({ request, params }) => {
      const path = validated('params', hotelDetailsParamsSchema, params);
      if (!path.ok) return path.response;
      const query = validated('querystring', hotelDetailsQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      return forAgency(agency, () => {
        if (exchangeRatesFixture.rates[query.data.currency] === undefined) return noExchangeRate('querystring.currency', query.data.currency);
        const answer = hotelDetails(path.data.hotelId, query.data, viewerOf(request));
        return answer ? HttpResponse.json(answer) : apiError(404, ERROR_CODES.notFound, `No hotel with id ${path.data.hotelId}`);
      });
    }),
    http.get('*/api/hotels/:hotelId/reviews', ({ params }) => {
      const path = validated('params', hotelDetailsParamsSchema, params);
      if (!path.ok) return path.response;
      return forAgency(agency, () => {
        const h = catalogueHotel(path.data.hotelId);
        return h ? HttpResponse.json(hotelReviewsOf(h)) : apiError(404, ERROR_CODES.notFound, `No hotel with id ${path.data.hotelId}`);
      });
    }),
  ];
}
