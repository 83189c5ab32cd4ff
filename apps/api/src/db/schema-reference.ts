// Tables of the reference area (issue 3). Re-exported by schema.ts, which drizzle-kit reads.
//
// The catalogue tables (countries, currencies, rates, airports, cruise lines) belong to the
// code: apps/api/src/seed/reference writes them once per catalogue version. The agency_*
// tables are each agency's choices among them.
import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import type { ContinentCode } from '@travel/contracts';
import { agencies } from './schema-agencies';

/** One row per reference catalogue version seeded; a warm start finds its version and writes nothing. */
export const referenceCatalogueVersions = pgTable('reference_catalogue_versions', {
  version: text('version').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Narrow symbol ('kr', '$', 'AED' where there is none). */
    symbol: text('symbol').notNull(),
    decimals: smallint('decimals').notNull(),
    /** Two-letter region whose flag stands for the currency ('EU' for the euro). */
    flagRegion: text('flag_region').notNull(),
  },
  (t) => [
    check('currencies_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_flag_region_check', sql`${t.flagRegion} ~ '^[A-Z]{2}$'`),
  ],
);

export const countries = pgTable(
  'countries',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    nativeName: text('native_name').notNull(),
    capital: text('capital').notNull(),
    continent: text('continent').$type<ContinentCode>().notNull(),
    dialCode: text('dial_code').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    /** Position in the English alphabetical list, computed at seed time so no collation decides it. */
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [
    check('countries_code_check', sql`${t.code} ~ '^[A-Z]{2}$'`),
    check('countries_continent_check', sql`${t.continent} in ('AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA')`),
  ],
);

/** Seeded demo rates: units of the currency per 1 US dollar, all as of one day. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currencyCode: text('currency_code')
      .primaryKey()
      .references(() => currencies.code),
    unitsPerUsd: doublePrecision('units_per_usd').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
  },
  (t) => [check('exchange_rates_positive_check', sql`${t.unitsPerUsd} > 0`)],
);

export const airports = pgTable(
  'airports',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    /** By normalised city, then the city's main airport first: the tie-break of a search. */
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [
    index('airports_country_idx').on(t.countryCode),
    check('airports_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('airports_coordinates_check', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

/**
 * Airport search keys (normaliseSearch): the code, the city, the airport name, other
 * names of the city, the country, and every word-start of those phrases ('janeiro',
 * 'de janeiro'), each with the rank of the match it stands for (0 code ... 4 country).
 * A search is a prefix LIKE on `term`: a range scan of the text_pattern_ops index, which
 * works in any collation, on PGlite and PostgreSQL alike, with no extension.
 */
export const airportSearchTerms = pgTable(
  'airport_search_terms',
  {
    airportCode: text('airport_code')
      .notNull()
      .references(() => airports.code, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    rank: smallint('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.airportCode, t.term] }),
    index('airport_search_terms_term_idx').using('btree', t.term.op('text_pattern_ops')),
  ],
);

export const cruisePorts = pgTable(
  'cruise_ports',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [check('cruise_ports_coordinates_check', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`)],
);

export const cruiseLines = pgTable('cruise_lines', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  headquartersCity: text('headquarters_city').notNull(),
  headquartersCountry: text('headquarters_country')
    .notNull()
    .references(() => countries.code),
  regions: jsonb('regions').$type<string[]>().notNull(),
});

/** A line's home ports, in the line's own order (its main port first). */
export const cruiseLinePorts = pgTable(
  'cruise_line_ports',
  {
    cruiseLineId: text('cruise_line_id')
      .notNull()
      .references(() => cruiseLines.id, { onDelete: 'cascade' }),
    portId: text('port_id')
      .notNull()
      .references(() => cruisePorts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cruiseLineId, t.portId] })],
);

/**
 * An agency's country and currency choices. No row means the defaults: every country and
 * DEFAULT_ENABLED_CURRENCIES (src/reference/defaults.ts).
 */
export const agencyReferenceSettings = pgTable('agency_reference_settings', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  /** Country codes the agency enables; null means every country. */
  enabledCountries: jsonb('enabled_countries').$type<string[]>(),
  /** Display currencies in the order the agency lists them. */
  enabledCurrencies: jsonb('enabled_currencies').$type<string[]>().notNull(),
});

/** The cruise lines an agency sells. */
export const agencyCruiseLines = pgTable(
  'agency_cruise_lines',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    cruiseLineId: text('cruise_line_id')
      .notNull()
      .references(() => cruiseLines.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.cruiseLineId] })],
);

export type CountryRow = typeof countries.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
export type AirportRow = typeof airports.$inferSelect;
export type CruisePortRow = typeof cruisePorts.$inferSelect;
export type CruiseLineRow = typeof cruiseLines.$inferSelect;
