import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityDestinationsResponseSchema,
  AUTOSUGGEST_LIMIT,
  autoSuggestRequestSchema,
  carAutoSuggestResponseSchema,
  hotelAutoSuggestResponseSchema,
  normaliseSearch,
} from '@travel/contracts';
import type { CitySuggestion } from '../../inventory/providers';
import { activeAgency } from '../../plugins/tenant';
import type { InventoryScopeOptions } from './options';

const cityItem = (c: CitySuggestion) => ({
  type: 'city' as const,
  id: c.id,
  name: c.name,
  countryCode: c.countryCode,
  latitude: c.latitude,
  longitude: c.longitude,
});

/** A city's pick-up points: its main airport and its downtown offices. */
const carLocations = (c: CitySuggestion) => [
  {
    type: 'airport' as const,
    code: c.airport.iata,
    name: c.airport.name,
    cityId: c.id,
    city: c.name,
    countryCode: c.countryCode,
    latitude: c.airport.latitude,
    longitude: c.airport.longitude,
  },
  {
    type: 'downtown' as const,
    code: `${c.airport.iata}-downtown`,
    name: `${c.name} downtown`,
    cityId: c.id,
    city: c.name,
    countryCode: c.countryCode,
    latitude: c.latitude,
    longitude: c.longitude,
  },
];

/**
 * SPEC 7's three autosuggest calls: prefix and word-prefix matches, accents and case
 * ignored, at most AUTOSUGGEST_LIMIT items. Text that normalises to nothing ('!!') finds nothing.
 */
export const autoSuggestRoutes: FastifyPluginAsync<InventoryScopeOptions> = async (app, { providers }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/v2/hotel/auto-suggest', { schema: { body: autoSuggestRequestSchema, response: { 200: hotelAutoSuggestResponseSchema } } }, async (request) => {
    activeAgency(request);
    const text = normaliseSearch(request.body.text);
    if (!text) return { locationSuggestions: [], allData: [] };
    const { cities, hotels } = await providers.hotels.suggest(text, AUTOSUGGEST_LIMIT);
    const locationSuggestions = cities.map(cityItem);
    return { locationSuggestions, allData: [...locationSuggestions, ...hotels.map((h) => ({ type: 'hotel' as const, ...h }))] };
  });

  r.post('/api/activities/destinations', { schema: { body: autoSuggestRequestSchema, response: { 200: activityDestinationsResponseSchema } } }, async (request) => {
    activeAgency(request);
    const text = normaliseSearch(request.body.text);
    return { suggestions: text ? (await providers.activities.destinations(text, AUTOSUGGEST_LIMIT)).map(cityItem) : [] };
  });

  r.post('/api/car-rental/auto-suggest', { schema: { body: autoSuggestRequestSchema, response: { 200: carAutoSuggestResponseSchema } } }, async (request) => {
    activeAgency(request);
    const text = normaliseSearch(request.body.text);
    const cities = text ? await providers.cars.locations(text, AUTOSUGGEST_LIMIT) : [];
    return {
      locations: cities.flatMap(carLocations).slice(0, AUTOSUGGEST_LIMIT),
      allData: cities.map((c) => ({ ...cityItem(c), locations: carLocations(c) })),
    };
  });
};
