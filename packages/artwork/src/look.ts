import { mix, weighted, type Rng } from './paint';
import { pickSky, type Sky, type TimeOfDay } from './scenery';
import { settingParts, type Climate, type Setting } from './setting';

export type Season = 'summer' | 'autumn' | 'winter';

/** A picture's place and moment: the climate and coast of its setting, the season, the sky. */
export interface Look {
  climate: Climate;
  coast: boolean;
  season: Season;
  sky: Sky;
}

/** Snow is the rule in a Nordic picture and the exception in a temperate one; elsewhere it is always summer. */
const SEASONS: Record<Climate, readonly (readonly [Season, number])[]> = {
  nordic: [['winter', 5], ['summer', 3], ['autumn', 2]],
  temperate: [['summer', 6], ['autumn', 3], ['winter', 1]],
  mediterranean: [['summer', 1]],
  desert: [['summer', 1]],
  tropical: [['summer', 1]],
};

/** A winter sky is paler, a desert one hazier with dust. */
function weathered(sky: Sky, climate: Climate, season: Season): Sky {
  const veil = season === 'winter' ? '#dfe5ec' : climate === 'desert' ? '#f0dcb8' : undefined;
  if (!veil || sky.time === 'night') return sky;
  const t = season === 'winter' ? 0.35 : 0.25;
  return { ...sky, top: mix(sky.top, veil, t), bottom: mix(sky.bottom, veil, t), haze: mix(sky.haze, veil, t) };
}

export function pickSeason(rng: Rng, climate: Climate): Season {
  return weighted(rng, SEASONS[climate]);
}

export function lookFor(rng: Rng, setting: Setting | undefined, times: readonly TimeOfDay[], season?: Season): Look {
  const { climate, coast } = settingParts(setting);
  const chosen = season ?? pickSeason(rng, climate);
  return { climate, coast, season: chosen, sky: weathered(pickSky(rng, times), climate, chosen) };
}

export const snowy = (look: Look): boolean => look.season === 'winter';

/** The strip of ground between pavement and building: grass, snow, fallen leaves or sand. */
export function verge(look: Look): string {
  if (snowy(look)) return '#eef3f7';
  if (look.climate === 'desert') return '#e3c48f';
  if (look.season === 'autumn') return '#b9a14f';
  return { nordic: '#7fa765', temperate: '#7fae6a', mediterranean: '#a3a86a', desert: '#e3c48f', tropical: '#5fa45c' }[look.climate];
}

/** Paving: warm sandstone in the sun, grey stone in the north, dusted white in winter. */
export function paving(look: Look): string {
  if (snowy(look)) return '#dfe3e8';
  return { nordic: '#c9c7c0', temperate: '#d3cdc0', mediterranean: '#e2d3b5', desert: '#e8d3aa', tropical: '#ddd5c4' }[look.climate];
}

const LAND_HUES: Record<Climate, readonly [number, number]> = { nordic: [150, 190], temperate: [95, 130], mediterranean: [60, 85], desert: [30, 40], tropical: [110, 140] };

/** Far land: pine-dark in the north, olive in the south, ochre in the desert, lush in the tropics. */
export function landHue(rng: Rng, look: Look): number {
  const [min, max] = LAND_HUES[look.climate];
  return min + rng.next() * (max - min);
}
