import { SERVICE_TITLES, type ServiceTitle } from '@travel/contracts';

/** Our short key for each booking service (markups, inventory providers), by the spec's title. */
const SERVICE_KEY_BY_TITLE = {
  Hotels: 'hotels',
  'Air Travel': 'flights',
  Resorts: 'resort',
  Cars: 'cars',
  Activities: 'activities',
  Cruise: 'cruise',
} as const satisfies Record<ServiceTitle, string>;

export type ServiceKey = (typeof SERVICE_KEY_BY_TITLE)[ServiceTitle];
/** In the spec's nav order. */
export const SERVICE_KEYS: ServiceKey[] = SERVICE_TITLES.map((title) => SERVICE_KEY_BY_TITLE[title]);

export const serviceKeyOf = (title: ServiceTitle): ServiceKey => SERVICE_KEY_BY_TITLE[title];
