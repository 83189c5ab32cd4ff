// Request and response shapes of the hotels journey's first step: the results page
// (/booknow/hotels/search-details) and the details page (/booknow/hotels/details).
// Money is integer minor units of the display currency, priced like the deals (prices.ts).
import { z } from 'zod';
import { ratesSchema } from './deals.schema';
import { isoDay } from './stay-window';
import { dbIdSchema, dbIdTextSchema, safeText, startingWithinHorizon } from './request-fields.schema';
import { BED_TYPES, HOTEL_PHOTO_KINDS, HOTEL_SEARCH_DEFAULTS, HOTEL_SEARCH_LIMITS, HOTEL_SORTS, PET_POLICIES, PROPERTY_PAYMENT_METHODS, STAR_KEYS } from './hotel-rooms';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as USD');
const isoDate = z.iso.date();
/** Compared as UTC calendar dates, so every API process agrees whatever its time zone. */
export const checkInDateSchema = startingWithinHorizon(isoDate).refine((day) => day >= isoDay(new Date()), { message: 'check-in is in the past' });

export const hotelRoomRequestSchema = z.object({
  adults: z.number().int().min(1).max(HOTEL_SEARCH_LIMITS.maxAdultsPerRoom),
  /** One age (0-17) per guest under 18. */
  childAges: z.array(z.number().int().min(0).max(17)).max(HOTEL_SEARCH_LIMITS.maxChildrenPerRoom).default([]),
});
export const hotelRoomsSchema = z.array(hotelRoomRequestSchema).min(1).max(HOTEL_SEARCH_LIMITS.maxRooms);

/** `2`, `2-5-8`, `2-5-8,1`: see roomsQuery. */
const roomsQuerySchema = z
  .string()
  .max(80)
  .regex(/^\d{1,2}(-\d{1,2})*(,\d{1,2}(-\d{1,2})*)*$/, "expected rooms such as 2 or 2-5-8,1 (adults, then each child's age; rooms separated by commas)")
  .transform((text): z.input<typeof hotelRoomsSchema> =>
    text.split(',').map((room) => {
      const [adults = 0, ...childAges] = room.split('-').map(Number);
      return { adults, childAges };
    }),
  )
  .pipe(hotelRoomsSchema);

export const hotelDestinationSchema = z.union([z.object({ cityId: dbIdSchema }), z.object({ latitude, longitude })], {
  error: 'expected { cityId } from the hotel autosuggest, or { latitude, longitude }',
});
export type HotelDestination = z.infer<typeof hotelDestinationSchema>;

export const hotelSearchFiltersSchema = z
  .object({
    /** Per night for the whole party, in minor units of the display currency; both ends included. */
    priceMin: z.number().int().min(0).optional(),
    priceMax: z.number().int().min(0).optional(),
    /** Any of these star ratings; empty means any. */
    stars: z.array(z.number().int().min(1).max(5)).max(5).optional(),
    guestRatingMin: z.number().min(0).max(5).optional(),
    /** true: only hotels whose cheapest fitting rate can still be cancelled free. false is no filter. */
    freeCancellation: z.boolean().optional(),
    /** Every one must be present; names as the facets list them (case and accents ignored). */
    amenities: z.array(safeText().trim().min(1).max(60)).max(20).optional(),
  })
  .refine((f) => f.priceMin === undefined || f.priceMax === undefined || f.priceMin <= f.priceMax, {
    message: 'priceMax must not be below priceMin',
    path: ['priceMax'],
  });
export type HotelSearchFilters = z.infer<typeof hotelSearchFiltersSchema>;

export const hotelSearchRequestSchema = z
  .object({
    destination: hotelDestinationSchema,
    checkIn: checkInDateSchema,
    /** A stay over MAX_STAY_NIGHTS (60) ends 60 nights after check-in (SPEC 5); the answer's `stay` says which. */
    checkOut: isoDate,
    rooms: hotelRoomsSchema,
    radiusKm: z.number().positive().max(HOTEL_SEARCH_LIMITS.maxRadiusKm).default(HOTEL_SEARCH_DEFAULTS.radiusKm),
    currency: currencyCode.default(HOTEL_SEARCH_DEFAULTS.currency),
    filters: hotelSearchFiltersSchema.default({}),
    /** price: cheapest first; rating: best first; distance: nearest first. Ties by hotel id. */
    sort: z.enum(HOTEL_SORTS).default(HOTEL_SEARCH_DEFAULTS.sort),
    page: z.number().int().min(1).max(10_000).default(HOTEL_SEARCH_DEFAULTS.page),
    pageSize: z.number().int().min(1).max(HOTEL_SEARCH_LIMITS.maxPageSize).default(HOTEL_SEARCH_DEFAULTS.pageSize),
  })
  .refine((r) => r.checkOut > r.checkIn, { message: 'check-out must be after check-in', path: ['checkOut'] });
export type HotelSearchRequest = z.input<typeof hotelSearchRequestSchema>;

export const hotelStaySchema = z.object({ start: isoDate, end: isoDate, nights: z.number().int().positive() });
export type HotelStay = z.infer<typeof hotelStaySchema>;

export const hotelResultSchema = z.object({
  hotelId: z.number().int(),
  name: z.string(),
  heroImage: z.string(),
  stars: z.number().int().min(1).max(5),
  /** Out of 5, one decimal. */
  guestRating: z.number(),
  /** From the destination (the city centre for a cityId), two decimals. */
  distanceKm: z.number(),
  address: z.string(),
  amenities: z.array(z.string()),
  /** The cheapest fitting rate can be cancelled free until at least a day before check-in, and that day has not passed. */
  freeCancellation: z.boolean(),
  /** The cheapest rooms that fit every requested room, for the whole stay. */
  rates: ratesSchema,
  /** rates.totalRate / nights, rounded: what the price filter and facet compare. */
  nightly: z.number().int(),
});
export type HotelResult = z.infer<typeof hotelResultSchema>;


export const hotelSearchFacetsSchema = z.object({
  /** Nightly price range over the results matching every filter but the price; null when there are none. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Hotels per star rating, over the results matching every filter but the stars. */
  stars: z.record(z.enum(STAR_KEYS), z.number().int()),
  /** How many of the results (every filter applied) have each amenity; most common first. */
  amenities: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type HotelSearchFacets = z.infer<typeof hotelSearchFacetsSchema>;

export const hotelSearchResponseSchema = z.object({
  results: z.array(hotelResultSchema),
  /** Results over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  stay: hotelStaySchema,
  facets: hotelSearchFacetsSchema,
});
export type HotelSearchResponse = z.infer<typeof hotelSearchResponseSchema>;

export const hotelDetailsParamsSchema = z.object({
  hotelId: dbIdTextSchema('expected a hotel id such as 12'),
});

export const hotelDetailsQuerySchema = z
  .object({
    checkIn: checkInDateSchema,
    checkOut: isoDate,
    /** Omitted: one room for 2 adults. */
    rooms: roomsQuerySchema.default([{ adults: 2, childAges: [] }]),
    currency: currencyCode.default(HOTEL_SEARCH_DEFAULTS.currency),
  })
  .refine((q) => q.checkOut > q.checkIn, { message: 'check-out must be after check-in', path: ['checkOut'] });
export type HotelDetailsQuery = z.input<typeof hotelDetailsQuerySchema>;

/** Free until the end of `freeUntil` (UTC); or what cancelling costs now, of the room's `rates`. */
export const hotelCancellationSchema = z.union([
  z.object({ freeUntil: isoDate, explanation: z.string() }),
  z.object({
    penalty: z.object({ percentage: z.number().min(0).max(100), amount: z.number().int(), currency: currencyCode }),
    explanation: z.string(),
  }),
]);
export type HotelCancellation = z.infer<typeof hotelCancellationSchema>;

export const hotelRoomOfferSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  board: z.string(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  minNights: z.number().int(),
  /** Rooms of this type left for every night of the stay (0 when the hotel is closed then). */
  available: z.number().int(),
  /** Every requested room's guests fit one room of this type (age bands above). */
  fits: z.boolean(),
  /** Fits, enough left for every requested room, and the stay is long enough. */
  bookable: z.boolean(),
  /** One room of this type per requested room, for the whole stay. */
  rates: ratesSchema,
  nightly: z.number().int(),
  cancellation: hotelCancellationSchema,
  /** A picture of a room of this type. */
  image: z.string(),
  /** Every bed of one room, by type: [{ type: 'queen', count: 1 }, { type: 'bunk', count: 1 }]. */
  beds: z.array(z.object({ type: z.enum(BED_TYPES), count: z.number().int().min(1) })).min(1),
  /** Floor area of one room, square metres. */
  sizeSqm: z.number().int().positive(),
});
export type HotelRoomOffer = z.infer<typeof hotelRoomOfferSchema>;

/** A local time of day at the hotel, 24-hour: '15:00'. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time such as 15:00');

/** The house rules the details page shows under "Good to know". */
export const hotelPoliciesSchema = z.object({
  /** From `from`; until `until`, or at any later hour when null (a front desk open all night). */
  checkIn: z.object({ from: clockTime, until: clockTime.nullable() }),
  checkOut: z.object({ until: clockTime }),
  children: z.object({
    allowed: z.boolean(),
    /** An infant (under 2) sleeps in a cot the hotel puts in the room free of charge, on request. */
    freeCots: z.boolean(),
    /** Beds beyond the room's own can be added. */
    extraBeds: z.boolean(),
  }),
  pets: z.enum(PET_POLICIES),
  /** What the property takes for extras; the stay itself is paid when booking. */
  payment: z.object({ methods: z.array(z.enum(PROPERTY_PAYMENT_METHODS)).min(1), depositAtCheckIn: z.boolean() }),
});
export type HotelPolicies = z.infer<typeof hotelPoliciesSchema>;

export const hotelPhotoSchema = z.object({
  url: z.string(),
  kind: z.enum(HOTEL_PHOTO_KINDS),
  /** For a room's picture: its room type (`rooms[].roomId`). */
  roomId: z.number().int().optional(),
});
export type HotelPhoto = z.infer<typeof hotelPhotoSchema>;

export const hotelDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  guestRating: z.number(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  description: z.string(),
  amenities: z.array(z.string()),
  images: z.object({
    hero: z.string(),
    /** The URLs of `photos`, in order: for clients that only want the pictures. */
    gallery: z.array(z.string()),
    /** Every picture, each different: the hero first, the hotel's others, then one per room type. */
    photos: z.array(hotelPhotoSchema).min(1),
  }),
  stay: hotelStaySchema,
  rooms: z.array(hotelRoomOfferSchema),
  policies: hotelPoliciesSchema,
});
export type HotelDetails = z.infer<typeof hotelDetailsSchema>;
