import { hotelBuilding } from './hotel-building';
import { hotelLobbyArtwork } from './hotel-lobby';
import type { HotelKey } from './keys';
import { landHue, lookFor, paving, pickSeason, snowy, verge, type Look } from './look';
import { between, chance, darken, el, gradient, lighten, mix, rngFor, svgDocument, type Rng } from './paint';
import { depthShade, glints, hills, lit, mountains, SCENE_HEIGHT, SCENE_WIDTH, skyLayer, type TimeOfDay } from './scenery';
import { settingParts } from './setting';
import { skyline } from './skyline';
import { treeLine, treeOf } from './trees';

const GROUND = 452;
/** Where the far shore meets the water on a coast. */
const SHORE = 400;
const HERO_TIMES: readonly TimeOfDay[] = ['dawn', 'day', 'day', 'day', 'dusk', 'night'];

/** Behind the roofline: fjord walls, forested ridges, olive hills, dunes or green peaks. */
function backdrop(rng: Rng, look: Look, base: number): string {
  const hue = landHue(rng, look);
  const far = (depth: number): string => depthShade(look.sky, hue, depth);
  const snow = lit(look.sky, '#f3f6fb');
  switch (look.climate) {
    case 'nordic':
      return look.coast
        ? mountains(rng, base, between(rng, 120, 170), 3, far(0.2), snow) + hills(rng, base, 40, 4, far(0.45))
        : hills(rng, base - 20, 70, 4, far(0.25)) + treeLine(rng, -10, SCENE_WIDTH + 10, base - 40, 26, far(0.4), 'pine');
    case 'temperate':
      return chance(rng, 0.4) ? hills(rng, base - 10, 50, 3, far(0.15)) : '';
    case 'mediterranean':
      return hills(rng, base - 10, 80, 3, far(0.2)) + treeLine(rng, -10, SCENE_WIDTH + 10, base - 30, 18, far(0.45), 'round');
    case 'desert':
      return look.coast ? '' : hills(rng, base, 60, 3, lit(look.sky, mix('#e0b77a', look.sky.haze, 0.4))) + hills(rng, base, 30, 5, lit(look.sky, mix('#d9a865', look.sky.haze, 0.2)));
    case 'tropical':
      return chance(rng, 0.6) ? mountains(rng, base, between(rng, 90, 150), 3, far(0.25)) : hills(rng, base, 60, 3, far(0.3));
  }
}

/** The bay in front of the far shore, with a boat on it now and then. */
function water(rng: Rng, look: Look): { defs: string; svg: string } {
  const sea = look.climate === 'nordic' ? '#3d6b86' : look.climate === 'temperate' ? '#4f7f9c' : '#2fa0b8';
  const defs = gradient('bay', [
    [0, mix(look.sky.bottom, sea, 0.5)],
    [1, lit(look.sky, darken(sea, 0.15))],
  ]);
  const boatX = between(rng, 80, SCENE_WIDTH - 120);
  const boat = chance(rng, 0.6)
    ? el('path', { d: `M${boatX},${SHORE + 18}h60l-8,9h-44z`, fill: lit(look.sky, '#f4f1ea') }) + el('rect', { x: boatX + 14, y: SHORE + 10, width: 26, height: 8, fill: lit(look.sky, '#d9d4c8') })
    : '';
  return { defs, svg: el('rect', { y: SHORE, width: SCENE_WIDTH, height: GROUND - SHORE, fill: 'url(#bay)' }) + glints(rng, 6, [20, SCENE_WIDTH - 20], [SHORE + 6, GROUND - 14], 0.4) + boat };
}

/** Lamp posts along the pavement, glowing after sunset. */
function lamps(look: Look, xs: number[]): string {
  const on = look.sky.time === 'dusk' || look.sky.time === 'night';
  const post = lit(look.sky, '#3b3f45');
  return xs
    .map(
      (x) =>
        el('rect', { x: x - 2, y: GROUND - 74, width: 4, height: 80, fill: post }) +
        (on ? el('circle', { cx: x, cy: GROUND - 78, r: 22, fill: '#ffd37e', opacity: 0.25 }) : '') +
        el('circle', { cx: x, cy: GROUND - 78, r: 6, fill: on ? '#fff0c4' : post }),
    )
    .join('');
}

/** A hotel's street front, or the same front by evening light (the gallery's second picture). */
function streetFront({ id, setting, view }: HotelKey): string {
  // One stream for the place and the building, one for the lights, one per view for the sky:
  // the evening view keeps the building, trees and roofline and changes only the light.
  const stream = (name: string): Rng => rngFor('hotels', `${id}-${setting ?? ''}/${name}`);
  const build = stream('build');
  const season = pickSeason(build, settingParts(setting).climate);
  const heroSky = lookFor(stream('hero'), setting, HERO_TIMES, season);
  const look: Look = view === 'evening' ? lookFor(stream('evening'), setting, [heroSky.sky.time === 'night' ? 'dusk' : 'night'], season) : heroSky;
  const { sky } = look;
  const skyPart = skyLayer(stream(view ?? 'hero'), sky, GROUND);
  const base = look.coast ? SHORE : GROUND;
  const land = stream('land');
  const bay = look.coast ? water(land, look) : undefined;
  const far = skyline(stream('skyline'), look, base, [0, SCENE_WIDTH], { depth: 0.2, id: 'far' });
  const near = skyline(stream('skyline-near'), look, base, [0, SCENE_WIDTH], { depth: 0.6, scale: 0.7, id: 'near' });
  const hotel = hotelBuilding(build, stream('lights'), look, GROUND, id);
  const trees = [
    treeOf(build, look, between(build, 40, Math.max(50, hotel.left - 50)), GROUND + 6, between(build, 120, 160), 0.1),
    treeOf(build, look, between(build, Math.min(SCENE_WIDTH - 50, hotel.right + 50), SCENE_WIDTH - 40), GROUND + 6, between(build, 120, 160), -0.1),
    treeOf(build, look, hotel.left - 8, GROUND + 8, between(build, 70, 95), -0.05),
  ];
  const pavement = lit(sky, paving(look));
  const road = lit(sky, snowy(look) ? '#8d939b' : darken(paving(look), 0.45));
  const body = [
    skyPart.body,
    backdrop(land, look, base),
    far.body,
    near.body,
    bay?.svg ?? '',
    el('rect', { y: GROUND - 6, width: SCENE_WIDTH, height: SCENE_HEIGHT - GROUND + 6, fill: pavement }),
    el('rect', { y: GROUND - 6, width: SCENE_WIDTH, height: 18, fill: lit(sky, verge(look)) }),
    hotel.svg,
    ...trees,
    lamps(look, [between(build, 30, 80), between(build, SCENE_WIDTH - 80, SCENE_WIDTH - 30)]),
    el('rect', { y: SCENE_HEIGHT - 40, width: SCENE_WIDTH, height: 40, fill: road }),
    el('path', { d: `M0,${SCENE_HEIGHT - 20}h${SCENE_WIDTH}`, stroke: lighten(road, 0.5), 'stroke-width': 3, 'stroke-dasharray': '40 30' }),
  ];
  const title = view === 'evening' ? `Hotel ${id} in the evening` : `Hotel ${id}`;
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, title, skyPart.defs + far.defs + near.defs + (bay?.defs ?? '') + hotel.defs, body.join(''));
}

export function hotelArtwork(key: HotelKey): string {
  return key.view === 'lobby' ? hotelLobbyArtwork(key) : streetFront(key);
}
