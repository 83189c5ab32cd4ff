// Plain constants of the inventory calls (no zod, so the browser can bundle them); the shapes are in deals.schema.ts.
import type { DealsTab } from './services/registry';

/** SPEC 2.3: the home page's query parameter that names its deals tab. */
export const DEALS_TAB_PARAM = 'tab';

/** SPEC 2.4: the home page on a deals tab, where 'Reveal Price' sends an anonymous visitor. */
export const dealsTabPath = (tab: DealsTab): string => `/?${new URLSearchParams({ [DEALS_TAB_PARAM]: tab }).toString()}`;

/** SPEC 9 deals search defaults. */
export const DEALS_DEFAULTS = {
  numOfRoom: 1,
  numOfAdults: 2,
  numOfChildren: 0,
  radiusKm: 15,
  nationality: 'IN',
  destinationCountryCode: 'IN',
  currency: 'USD',
  driverAge: 25,
  countryOfResidence: 'US',
} as const;

/** Youngest driver a car deal is offered to: rental suppliers do not rent to younger drivers. */
export const MIN_DRIVER_AGE = 21;
/** Most deals one search returns. */
export const MAX_DEALS = 20;
/** Most suggestions one autosuggest answers. */
export const AUTOSUGGEST_LIMIT = 10;
