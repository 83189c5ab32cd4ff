// The Command Center's Searches (SPEC 2.2 /searches) and the markup simulator's samples.
// apps/api/README.md ("Command Center") documents the calls.
import { z } from 'zod';
import { pageQueryFields, pagedListFields } from './paging.schema';
import { SEARCHED_SERVICES } from './searches';

const isoDate = z.iso.date();
const minor = z.number().int().min(0);
const searchedService = z.enum(SEARCHED_SERVICES);

export const searchListQuerySchema = z.object({
  ...pageQueryFields,
  service: searchedService.optional(),
});
export type SearchListQuery = z.input<typeof searchListQuerySchema>;

/** The dates and party searched: a stay (end = check-out) or a trip (end = the return, null one way). */
export const searchTripSchema = z.object({
  start: isoDate,
  end: isoDate.nullable(),
  travellers: z.number().int().min(1),
  /** Hotels: rooms asked for. */
  rooms: z.number().int().min(1).optional(),
});
export type SearchTrip = z.infer<typeof searchTripSchema>;

/** The cheapest result shown: what the traveller was asked, and the wholesale before the agency's markup for an agent who may see it (SPEC 1, 6). */
export const searchPriceSchema = z.object({
  currency: z.string().length(3),
  traveller: minor,
  wholesale: minor.optional(),
});
export type SearchPrice = z.infer<typeof searchPriceSchema>;

export const agencySearchSchema = z.object({
  id: z.uuid(),
  service: searchedService,
  /** 'Lisbon' or 'OSL → JFK'. */
  destination: z.string(),
  /** The results page's path and query: the same search again. */
  path: z.string(),
  trip: searchTripSchema,
  /** Null when nothing was found. */
  lowest: searchPriceSchema.nullable(),
  searchedAt: z.iso.datetime(),
});
export type AgencySearch = z.infer<typeof agencySearchSchema>;

export const topDestinationSchema = z.object({ service: searchedService, destination: z.string(), searches: z.number().int() });
export type TopDestination = z.infer<typeof topDestinationSchema>;

export const searchListSchema = z.object({
  ...pagedListFields,
  searches: z.array(agencySearchSchema),
  /** The most searched destinations of the last 30 days, per service, most first. */
  topDestinations: z.array(topDestinationSchema),
});
export type SearchList = z.infer<typeof searchListSchema>;

/** A recent search's cheapest net price, for the markup simulator. */
export const markupSampleSchema = z.object({
  service: searchedService,
  destination: z.string(),
  currency: z.string().length(3),
  wholesale: minor,
  taxAndFee: minor,
});
export type MarkupSample = z.infer<typeof markupSampleSchema>;

export const markupSimulationSchema = z.object({ samples: z.array(markupSampleSchema) });
export type MarkupSimulation = z.infer<typeof markupSimulationSchema>;
