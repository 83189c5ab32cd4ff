import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  airportSearchQuerySchema,
  airportsResponseSchema,
  carRentalCountriesParamsSchema,
  carRentalCountriesResponseSchema,
  countriesResponseSchema,
  currenciesResponseSchema,
  exchangeRatesResponseSchema,
  nearestAirportQuerySchema,
  nearestAirportResponseSchema,
  shipLinesResponseSchema,
} from '@travel/contracts';
import type { Db } from '../db/types';
import { activeAgency } from '../plugins/tenant';
import { nearestAirport, searchAirports } from '../reference/airport-search';
import { referenceCatalogue } from '../reference/catalogue';

/**
 * The reference calls of SPEC 7: countries, currencies, rates, car-rental countries,
 * cruise lines and airports. Each answers only an active agency (404/403 otherwise),
 * even where the data is the same for all, like every other agency call.
 */
export const referenceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = referenceCatalogue(db);

  r.get('/api/code', { schema: { response: { 200: countriesResponseSchema } } }, async (request) => {
    activeAgency(request);
    return { data: await catalogue.countries() };
  });

  r.get('/api/admin/country/enable', { schema: { response: { 200: countriesResponseSchema } } }, async (request) => ({
    data: await catalogue.enabledCountries(activeAgency(request).id),
  }));

  r.get('/api/admin/country/enableCurrencies', { schema: { response: { 200: currenciesResponseSchema } } }, async (request) => ({
    data: await catalogue.enabledCurrencies(activeAgency(request).id),
  }));

  r.get('/api/multi-currency/exchange', { schema: { response: { 200: exchangeRatesResponseSchema } } }, async (request) => {
    activeAgency(request);
    return catalogue.rates();
  });

  r.get(
    '/api/car-rental/findCountries/:lang',
    { schema: { params: carRentalCountriesParamsSchema, response: { 200: carRentalCountriesResponseSchema } } },
    async (request) => ({ countries: await catalogue.carRentalCountries(activeAgency(request).id, request.params.lang) }),
  );

  r.get('/api/cruise/ship-lines', { schema: { response: { 200: shipLinesResponseSchema } } }, async (request) => ({
    data: await catalogue.shipLines(activeAgency(request).id),
  }));

  r.get('/api/flight/airports', { schema: { querystring: airportSearchQuerySchema, response: { 200: airportsResponseSchema } } }, async (request) => {
    activeAgency(request);
    return { airports: await searchAirports(db, request.query.search) };
  });

  r.get(
    '/api/flight/airports/nearest',
    { schema: { querystring: nearestAirportQuerySchema, response: { 200: nearestAirportResponseSchema } } },
    async (request) => {
      activeAgency(request);
      return { airport: await nearestAirport(db, { latitude: request.query.lat, longitude: request.query.long }) };
    },
  );
};
