// Request and response shapes of the inventory calls (issue 3): deals, autosuggest and the
// resort module. Field names are SPEC 7's and SPEC 3's, misspellings included
// (passangerCapacity). Defaults are SPEC 9's; the stay window default depends on the date,
// so the API fills it in (apps/api/src/inventory/stay-window.ts).
import { z } from 'zod';
import { DEALS_DEFAULTS, MIN_DRIVER_AGE } from './deals';
import { dbIdSchema, safeText, startingWithinHorizon } from './request-fields.schema';
import { capStay, MAX_STAY_NIGHTS } from './stay-window';


const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166 alpha-2 code such as US');
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code such as USD');
const radius = z.number().positive().max(200);
const isoDate = z.iso.date();
/** Local times (no offset) are read as UTC. */
const isoDateTime = z.iso.datetime({ local: true, offset: true });
const searchString = safeText().max(100);
/** The home page sends these; the built-in provider treats every search alike. */
const dealFlags = {
  isOTA: z.boolean().optional(),
  isHome: z.boolean().optional(),
  isFromDestination: z.boolean().optional(),
};

/** Money of one offer in minor units (packages/contracts/src/prices.ts); agent-only fields may be absent. */
export const ratesSchema = z.object({
  currency: currencyCode,
  baseRate: z.number().int(),
  taxAndFee: z.number().int(),
  totalRate: z.number().int(),
  publishedRate: z.number().int(),
  savedPrice: z.number().int(),
  discountPercentage: z.number(),
  wholesaleRate: z.number().int().optional(),
  markup: z.number().int().optional(),
});
export type Rates = z.infer<typeof ratesSchema>;

export const occupancySchema = z
  .object({
    numOfRoom: z.number().int().min(1).max(9).default(DEALS_DEFAULTS.numOfRoom),
    numOfAdults: z.number().int().min(1).max(18).default(DEALS_DEFAULTS.numOfAdults),
    numOfChildren: z.number().int().min(0).max(12).default(DEALS_DEFAULTS.numOfChildren),
    childAges: z.array(z.number().int().min(0).max(17)).max(12).default([]),
  })
  .refine((o) => o.childAges.length === o.numOfChildren, { message: 'one age per child', path: ['childAges'] })
  .refine((o) => o.numOfAdults >= o.numOfRoom, { message: 'every room needs an adult', path: ['numOfAdults'] });
export type Occupancy = z.infer<typeof occupancySchema>;

export const stayPeriodSchema = z
  .object({ start: startingWithinHorizon(isoDate), end: isoDate })
  .refine((p) => p.end > p.start, { message: 'end must be after start', path: ['end'] });

export const hotelDealsRequestSchema = z.object({
  occupancies: z.array(occupancySchema).min(1).max(5).default([occupancySchema.parse({})]),
  /** Omitted: SPEC 9's stay window for today. */
  stayPeriod: stayPeriodSchema.optional(),
  /** Omitted: the agency's deals location. */
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  nationality: countryCode.default(DEALS_DEFAULTS.nationality),
  destinationCountryCode: countryCode.default(DEALS_DEFAULTS.destinationCountryCode),
  currency: currencyCode.default(DEALS_DEFAULTS.currency),
  radius: radius.default(DEALS_DEFAULTS.radiusKm),
  /** Narrows the deals to hotels whose name has a word starting with it. */
  searchString: searchString.optional(),
  ...dealFlags,
});
export type HotelDealsRequest = z.input<typeof hotelDealsRequestSchema>;

export const hotelDealSchema = z.object({
  hotel: z.object({
    hotelId: z.number().int(),
    hotelDetails: z.object({
      heroImage: z.string(),
      name: z.string(),
      /** Kilometres from the search point. */
      distance: z.number(),
      /** What the distance is measured from (the nearest city, or 'your location'). */
      distanceFrom: z.string(),
    }),
  }),
  /** Guest rating out of 5 (cards floor it to whole stars). */
  rating: z.number(),
  link: z.string(),
  rates: ratesSchema,
});
export type HotelDeal = z.infer<typeof hotelDealSchema>;
export const hotelDealsResponseSchema = z.object({ response: z.array(hotelDealSchema) });
export type HotelDealsResponse = z.infer<typeof hotelDealsResponseSchema>;

export const activityDealsRequestSchema = z.object({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  radius: radius.default(DEALS_DEFAULTS.radiusKm),
  currency: currencyCode.default(DEALS_DEFAULTS.currency),
  ...dealFlags,
});
export type ActivityDealsRequest = z.input<typeof activityDealsRequestSchema>;

export const activityDealSchema = z.object({
  productCode: z.string(),
  imageUrl: z.string(),
  title: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  isFreeCancellation: z.boolean(),
  rating: z.number(),
  /** Kilometres from the search point. */
  distance: z.number(),
  link: z.string(),
  /** For one traveller. */
  rates: ratesSchema,
});
export type ActivityDeal = z.infer<typeof activityDealSchema>;
/** SPEC 7: the activity and car responses are read as the list itself. */
export const activityDealsResponseSchema = z.array(activityDealSchema);

export const carDealsRequestSchema = z
  .object({
    age: z.number().int().min(MIN_DRIVER_AGE, `drivers must be at least ${MIN_DRIVER_AGE}`).max(99).default(DEALS_DEFAULTS.driverAge),
    countryOfResidence: countryCode.default(DEALS_DEFAULTS.countryOfResidence),
    /** Omitted: 10:00 on the first day of the stay window. */
    pickUpDateTime: startingWithinHorizon(isoDateTime).optional(),
    /** Omitted: 10:00 on the last day of the stay window. */
    returnDateTime: isoDateTime.optional(),
    pickupLatitude: latitude.optional(),
    pickupLongitude: longitude.optional(),
    /** Omitted: the pick-up point. */
    returnLatitude: latitude.optional(),
    returnLongitude: longitude.optional(),
    radius: radius.default(DEALS_DEFAULTS.radiusKm),
    currency: currencyCode.default(DEALS_DEFAULTS.currency),
    /** Narrows the deals to vehicles or suppliers with a word starting with it. */
    searchString: searchString.optional(),
    ...dealFlags,
  })
  .refine((r) => (r.pickupLatitude === undefined) === (r.pickupLongitude === undefined), {
    message: 'send both pickupLatitude and pickupLongitude, or neither',
    path: ['pickupLongitude'],
  })
  .refine((r) => (r.returnLatitude === undefined) === (r.returnLongitude === undefined), {
    message: 'send both returnLatitude and returnLongitude, or neither',
    path: ['returnLongitude'],
  });
export type CarDealsRequest = z.input<typeof carDealsRequestSchema>;

const pointSchema = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });

export const carDealSchema = z.object({
  carId: z.number().int(),
  vehiclePicture: z.string(),
  veh: z.string(),
  name: z.string(),
  logo: z.string(),
  supplierName: z.string(),
  passangerCapacity: z.number().int(),
  bagCapacity: z.number().int(),
  noOfDoors: z.number().int(),
  pickupLocation: pointSchema,
  dropOffLocation: pointSchema,
  /** Kilometres from the pick-up point searched. */
  distance: z.number(),
  link: z.string(),
  /** For the whole rental. */
  rates: ratesSchema,
});
export type CarDeal = z.infer<typeof carDealSchema>;
export const carDealsResponseSchema = z.array(carDealSchema);

/** Autosuggest: 1-60 characters; accents and case do not matter ('sao' finds São Paulo). */
export const autoSuggestRequestSchema = z.object({
  text: safeText().trim().min(1).max(60),
  /** Sent by the product; the built-in provider has no managed locations, so it changes nothing. */
  isManageLocation: z.boolean().optional(),
});
export type AutoSuggestRequest = z.input<typeof autoSuggestRequestSchema>;

export const citySuggestionSchema = z.object({
  type: z.literal('city'),
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const hotelSuggestionSchema = z.object({
  type: z.literal('hotel'),
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const hotelAutoSuggestResponseSchema = z.object({
  /** The matching cities. */
  locationSuggestions: z.array(citySuggestionSchema),
  /** Cities then hotels, at most 10 in all. */
  allData: z.array(z.discriminatedUnion('type', [citySuggestionSchema, hotelSuggestionSchema])),
});
export type HotelAutoSuggestResponse = z.infer<typeof hotelAutoSuggestResponseSchema>;

export const activityDestinationsResponseSchema = z.object({ suggestions: z.array(citySuggestionSchema) });
export type ActivityDestinationsResponse = z.infer<typeof activityDestinationsResponseSchema>;

export const carLocationSchema = z.object({
  type: z.enum(['airport', 'downtown']),
  /** Airport IATA code, or the city's code with '-downtown'. */
  code: z.string(),
  name: z.string(),
  cityId: z.number().int(),
  city: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const carAutoSuggestResponseSchema = z.object({
  /** Pick-up locations: each matching city's airport and downtown office. */
  locations: z.array(carLocationSchema),
  /** The matching cities with their pick-up locations. */
  allData: z.array(citySuggestionSchema.extend({ locations: z.array(carLocationSchema) })),
});
export type CarAutoSuggestResponse = z.infer<typeof carAutoSuggestResponseSchema>;

// Resort module (SPEC 7, resort calls). Responses are read as `data`.

export const resortAutoSuggestQuerySchema = z.object({ key: safeText().trim().min(1).max(60) });
export const resortSuggestionSchema = z.object({
  type: z.enum(['region', 'subregion', 'resort']),
  id: z.number().int(),
  name: z.string(),
  /** The region or subregion it belongs to; null for a region. */
  parentName: z.string().nullable(),
});
export const resortAutoSuggestResponseSchema = z.object({ data: z.array(resortSuggestionSchema) });

export const resortRegionSchema = z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() });
export const resortRegionWithChildrenSchema = resortRegionSchema.extend({ children: z.array(resortRegionSchema) });
export const resortRegionsQuerySchema = z.object({
  /** Comma-joined region ids. */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'expected comma-separated region ids such as 1,2')
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(dbIdSchema))
    .optional(),
  children: z.enum(['true', 'false']).transform((s) => s === 'true').optional(),
});
export const resortRegionsResponseSchema = z.object({
  data: z.array(z.union([resortRegionWithChildrenSchema, resortRegionSchema])),
});

const guests = {
  adults: z.number().int().min(1).max(12).default(2),
  children: z.number().int().min(0).max(12).default(0),
};
/** SPEC 9's date range cap: a stay over MAX_STAY_NIGHTS (60) ends 60 nights after checkin; the answer's dates say so. */
const resortStay = z
  .object({ checkin: startingWithinHorizon(isoDate), checkout: isoDate })
  .refine((s) => s.checkout > s.checkin, { message: 'checkout must be after checkin', path: ['checkout'] })
  .transform((s) => ({ checkin: s.checkin, checkout: capStay(s.checkin, s.checkout, MAX_STAY_NIGHTS).end }));

export const resortDealsQuerySchema = z.object({ currency: currencyCode.default(DEALS_DEFAULTS.currency) });
export const resortDealsBodySchema = z.object({ lat: latitude, lon: longitude });

export const resortOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stars: z.number().int(),
  rating: z.number(),
  allInclusive: z.boolean(),
  imageUrl: z.string(),
  region: z.string(),
  subregion: z.string(),
  subregionId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  /** Kilometres from the point searched, when there was one. */
  distance: z.number().optional(),
  checkin: isoDate,
  checkout: isoDate,
  link: z.string(),
  /** The cheapest room that fits the guests, for the whole stay. */
  rates: ratesSchema,
});
export type ResortOffer = z.infer<typeof resortOfferSchema>;
export const resortOffersResponseSchema = z.object({ data: z.array(resortOfferSchema) });

export const resortSearchBodySchema = z.intersection(
  z.object({
    regionIds: z.array(dbIdSchema).max(50).optional(),
    subregionIds: z.array(dbIdSchema).max(50).optional(),
    currency: currencyCode.default(DEALS_DEFAULTS.currency),
    ...guests,
  }),
  resortStay,
);
export type ResortSearchBody = z.input<typeof resortSearchBodySchema>;

export const resortAvailabilityBodySchema = z.intersection(
  z.object({ propertyId: dbIdSchema, currency: currencyCode.default(DEALS_DEFAULTS.currency), ...guests }),
  resortStay,
);
export const resortRoomAvailabilitySchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  maxGuests: z.number().int(),
  /** Rooms left for every night of the stay, after holds. */
  available: z.number().int(),
  rates: ratesSchema,
});
export const resortAvailabilityResponseSchema = z.object({
  data: z.object({ property: resortOfferSchema.omit({ rates: true, distance: true }), rooms: z.array(resortRoomAvailabilitySchema) }),
});

export const resortHoldBodySchema = z.intersection(
  z.object({ propertyId: dbIdSchema, roomId: dbIdSchema, ...guests }),
  resortStay,
);
export const RESORT_HOLD_STATUSES = ['HELD', 'RELEASED', 'EXPIRED'] as const;
export const resortHoldSchema = z.object({
  referenceNumber: z.string(),
  status: z.enum(RESORT_HOLD_STATUSES),
  propertyId: z.number().int(),
  roomId: z.number().int(),
  checkin: isoDate,
  checkout: isoDate,
  guests: z.number().int(),
  expiresAt: z.string(),
});
export type ResortHold = z.infer<typeof resortHoldSchema>;
export const resortHoldResponseSchema = z.object({ data: resortHoldSchema });
export const resortHoldQuerySchema = z.object({ reference_number: z.string().regex(/^RS[0-9A-Z]{10}$/, 'expected a reference number such as RS7K2M9Q4X1B') });
export const resortItineraryQuerySchema = resortHoldQuerySchema.extend({
  /** Only RELEASE: confirming a booking belongs to the checkout issue. */
  status: z.literal('RELEASE'),
});
