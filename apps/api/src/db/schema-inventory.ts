// Tables of the inventory area (issue 3). Re-exported by schema.ts, which drizzle-kit reads.
//
// The built-in catalogue: real cities with their main airports, and deterministic generated
// hotels, activities, cars and resorts (apps/api/src/seed/inventory). Money columns are
// integer minor units of `currency` (USD for the seeded catalogue); the agency markup is
// applied when an offer is priced, never stored.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies, users } from './schema-agencies';

/** One row per catalogue version seeded; a warm start finds its version and inserts nothing. */
export const catalogueVersions = pgTable('catalogue_versions', {
  version: text('version').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const catalogueCities = pgTable(
  'catalogue_cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    airportIata: text('airport_iata').notNull(),
    airportName: text('airport_name').notNull(),
    airportLatitude: doublePrecision('airport_latitude').notNull(),
    airportLongitude: doublePrecision('airport_longitude').notNull(),
  },
  (t) => [
    check('catalogue_cities_country_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check('catalogue_cities_iata_check', sql`${t.airportIata} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * Autosuggest keys: for each city and hotel, its normalised name from every word on
 * ('sao paulo', 'paulo'), plus airport codes. A prefix LIKE on `term` is a range scan of
 * the text_pattern_ops index, which works in any collation and needs no extension.
 */
export const catalogueSearchTerms = pgTable(
  'catalogue_search_terms',
  {
    kind: text('kind', { enum: ['city', 'hotel'] }).notNull(),
    refId: integer('ref_id').notNull(),
    term: text('term').notNull(),
    /** Index of the word the term starts at: 0 (the whole name) ranks first. */
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId, t.term] }),
    index('catalogue_search_terms_term_idx').using('btree', t.term.op('text_pattern_ops')),
  ],
);

export const hotels = pgTable(
  'hotels',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => catalogueCities.id),
    name: text('name').notNull(),
    stars: smallint('stars').notNull(),
    /** Guest rating out of 5, one decimal. */
    guestRating: doublePrecision('guest_rating').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    address: text('address').notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull(),
    heroImage: text('hero_image').notNull(),
    /** Months (1-12) the hotel takes no guests: seasonal closures. */
    closedMonths: jsonb('closed_months').$type<number[]>().notNull(),
  },
  (t) => [
    index('hotels_city_idx').on(t.cityId),
    index('hotels_position_idx').on(t.latitude, t.longitude),
    check('hotels_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

export const hotelRooms = pgTable(
  'hotel_rooms',
  {
    id: integer('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    name: text('name').notNull(),
    board: text('board').notNull(),
    maxAdults: smallint('max_adults').notNull(),
    maxChildren: smallint('max_children').notNull(),
    minNights: smallint('min_nights').notNull(),
    /** Rooms of this type the hotel sells per night. */
    allotment: smallint('allotment').notNull(),
    currency: text('currency').notNull(),
    nightlyWholesale: integer('nightly_wholesale').notNull(),
    nightlyTax: integer('nightly_tax').notNull(),
    /** Retail per night, taxes included. */
    nightlyPublished: integer('nightly_published').notNull(),
    /** Free cancellation until this many days before check-in; null: non-refundable. */
    freeCancellationDays: smallint('free_cancellation_days'),
  },
  (t) => [index('hotel_rooms_hotel_idx').on(t.hotelId)],
);

export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => catalogueCities.id),
    productCode: text('product_code').notNull().unique(),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    isFreeCancellation: boolean('is_free_cancellation').notNull(),
    rating: doublePrecision('rating').notNull(),
    imageUrl: text('image_url').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    currency: text('currency').notNull(),
    wholesale: integer('wholesale').notNull(),
    tax: integer('tax').notNull(),
    published: integer('published').notNull(),
  },
  (t) => [index('activities_position_idx').on(t.latitude, t.longitude)],
);

export const carOffers = pgTable(
  'car_offers',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => catalogueCities.id),
    locationKind: text('location_kind', { enum: ['airport', 'downtown'] }).notNull(),
    vehicleName: text('vehicle_name').notNull(),
    vehicleClass: text('vehicle_class').notNull(),
    vehiclePicture: text('vehicle_picture').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierLogo: text('supplier_logo').notNull(),
    passengerCapacity: smallint('passenger_capacity').notNull(),
    bagCapacity: smallint('bag_capacity').notNull(),
    doors: smallint('doors').notNull(),
    pickupName: text('pickup_name').notNull(),
    pickupLatitude: doublePrecision('pickup_latitude').notNull(),
    pickupLongitude: doublePrecision('pickup_longitude').notNull(),
    dropOffName: text('drop_off_name').notNull(),
    dropOffLatitude: doublePrecision('drop_off_latitude').notNull(),
    dropOffLongitude: doublePrecision('drop_off_longitude').notNull(),
    currency: text('currency').notNull(),
    dailyWholesale: integer('daily_wholesale').notNull(),
    dailyTax: integer('daily_tax').notNull(),
    dailyPublished: integer('daily_published').notNull(),
  },
  (t) => [index('car_offers_pickup_idx').on(t.pickupLatitude, t.pickupLongitude)],
);

/** Regions (parent_id null) and their subregions, as the resort module lists them (SPEC 3). */
export const resortRegions = pgTable(
  'resort_regions',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
  },
  (t) => [index('resort_regions_parent_idx').on(t.parentId)],
);

export const resorts = pgTable(
  'resorts',
  {
    id: integer('id').primaryKey(),
    subregionId: integer('subregion_id')
      .notNull()
      .references(() => resortRegions.id),
    name: text('name').notNull(),
    /** Normalised name (see src/search-text.ts) for the resort autosuggest. */
    searchName: text('search_name').notNull(),
    stars: smallint('stars').notNull(),
    rating: doublePrecision('rating').notNull(),
    allInclusive: boolean('all_inclusive').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [index('resorts_search_name_idx').using('btree', t.searchName.op('text_pattern_ops'))],
);

export const resortRooms = pgTable(
  'resort_rooms',
  {
    id: integer('id').primaryKey(),
    resortId: integer('resort_id')
      .notNull()
      .references(() => resorts.id),
    name: text('name').notNull(),
    maxGuests: smallint('max_guests').notNull(),
    allotment: smallint('allotment').notNull(),
    currency: text('currency').notNull(),
    nightlyWholesale: integer('nightly_wholesale').notNull(),
    nightlyTax: integer('nightly_tax').notNull(),
    nightlyPublished: integer('nightly_published').notNull(),
  },
  (t) => [index('resort_rooms_resort_idx').on(t.resortId)],
);

/** A room held for a traveller while they check out; released with PUT /itineraries?status=RELEASE. */
export const resortHolds = pgTable(
  'resort_holds',
  {
    referenceNumber: text('reference_number').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    resortRoomId: integer('resort_room_id')
      .notNull()
      .references(() => resortRooms.id),
    checkin: date('checkin', { mode: 'string' }).notNull(),
    checkout: date('checkout', { mode: 'string' }).notNull(),
    guests: smallint('guests').notNull(),
    status: text('status', { enum: ['HELD', 'RELEASED'] }).notNull().default('HELD'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who holds it, for the per-visitor limit on live holds: the client address, the x-session-id, the account. */
    clientAddress: text('client_address'),
    sessionId: text('session_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('resort_holds_agency_idx').on(t.agencyId),
    index('resort_holds_client_address_idx').on(t.clientAddress, t.expiresAt),
    index('resort_holds_session_idx').on(t.sessionId, t.expiresAt),
    index('resort_holds_user_idx').on(t.userId, t.expiresAt),
    check('resort_holds_status_check', sql`${t.status} in ('HELD', 'RELEASED')`),
    check('resort_holds_dates_check', sql`${t.checkout} > ${t.checkin}`),
  ],
);

export type CityRow = typeof catalogueCities.$inferSelect;
export type HotelRow = typeof hotels.$inferSelect;
export type HotelRoomRow = typeof hotelRooms.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type CarOfferRow = typeof carOffers.$inferSelect;
export type ResortRegionRow = typeof resortRegions.$inferSelect;
export type ResortRow = typeof resorts.$inferSelect;
export type ResortRoomRow = typeof resortRooms.$inferSelect;
export type ResortHoldRow = typeof resortHolds.$inferSelect;
