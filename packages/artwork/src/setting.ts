/**
 * Where a picture is set: the climate that decides its trees, light, ground and buildings,
 * and whether the place is on open water. It travels in the picture's key (`12-nordic-coast`),
 * so the painter needs nothing but the URL.
 */
export const CLIMATES = ['nordic', 'temperate', 'mediterranean', 'desert', 'tropical'] as const;
export type Climate = (typeof CLIMATES)[number];
export type Setting = Climate | `${Climate}-coast`;

export interface Place {
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2; the Nordic countries are Nordic whatever their latitude. */
  countryCode?: string;
  /** On a sea, or on a lake big enough to look like one from its shore. */
  coastal?: boolean;
}

const NORDIC_COUNTRIES = new Set(['NO', 'SE', 'FI', 'IS', 'DK', 'FO', 'GL']);
/** Beyond this latitude winters are long and snowy wherever the place is. */
const NORDIC_LATITUDE = 58;
/** Within it palms grow in the open: the tropics and the humid subtropics. */
const TROPICAL_LATITUDE = 30;

/** [climate, south, north, west, east]: the dry and the dry-summer regions a latitude alone misses. */
const REGIONS: readonly (readonly [Climate, number, number, number, number])[] = [
  ['desert', 15, 33, -17, 70], // Sahara, Arabia, the Gulf, Sindh
  ['desert', 22, 37.5, -116.5, -103], // Mojave, Sonora, Baja California
  ['desert', -30, -5, -81.5, -70.5], // the Peruvian and Atacama coast
  ['desert', -31, -19, 118, 145], // inland Australia
  ['desert', -28, -17, 11, 25], // Namib, Kalahari
  ['mediterranean', 30, 44.5, -10, 37], // the Mediterranean basin
  ['mediterranean', 32, 42, -125, -116.5], // California
  ['mediterranean', -38, -30, -75, -69], // central Chile
  ['mediterranean', -35, -32, 17, 23], // the Western Cape
  ['mediterranean', -36, -30, 114, 140], // southern Australia
];

/** The climate a place's pictures show: by country, then the regions, then latitude. */
function climateOf({ latitude, longitude, countryCode }: Place): Climate {
  if ((countryCode !== undefined && NORDIC_COUNTRIES.has(countryCode.toUpperCase())) || Math.abs(latitude) >= NORDIC_LATITUDE) return 'nordic';
  const region = REGIONS.find(([, south, north, west, east]) => latitude >= south && latitude <= north && longitude >= west && longitude <= east);
  if (region) return region[0];
  return Math.abs(latitude) < TROPICAL_LATITUDE ? 'tropical' : 'temperate';
}

export function settingOf(place: Place): Setting {
  const climate = climateOf(place);
  return place.coastal ? `${climate}-coast` : climate;
}

export interface SettingParts {
  climate: Climate;
  coast: boolean;
}

/** What a key without a setting (an older URL) is painted in. */
const DEFAULT_SETTING: Setting = 'temperate';

export function settingParts(setting: Setting = DEFAULT_SETTING): SettingParts {
  const coast = setting.endsWith('-coast');
  return { climate: (coast ? setting.slice(0, -'-coast'.length) : setting) as Climate, coast };
}

/** Every setting, for the key grammar and the tests. */
export const SETTINGS: readonly Setting[] = CLIMATES.flatMap((climate): Setting[] => [climate, `${climate}-coast`]);
