import type { HotelKey } from './keys';
import { lookFor, type Look } from './look';
import { between, chance, darken, el, lighten, rects, rngFor, svgDocument, text, type Rng } from './paint';
import { SCENE_HEIGHT, SCENE_WIDTH } from './scenery';
import { palm, pine, roundTree } from './trees';
import { windowView } from './window-view';

const FLOOR_Y = 380;
const WALLS = ['#efe3cf', '#e6ddd2', '#dfe4e2', '#f0e4dc', '#e8e0cc'];
const ACCENTS = ['#1f6f8b', '#b5533c', '#2d6a4f', '#7b4b94', '#c08a2e', '#264e86', '#8c3b52'];

/** A plant in a pot: a palm where palms grow, a little fir in the north, a fig elsewhere. */
function pottedPlant(rng: Rng, look: Look, x: number): string {
  const pot = el('path', { d: `M${x - 24},${FLOOR_Y + 40}h48l-8,46h-32z`, fill: rng.pick(['#c9c2b5', '#3f3f46', '#b9603f']) });
  const ground = FLOOR_Y + 42;
  const plant =
    look.climate === 'tropical' || look.climate === 'desert' || look.climate === 'mediterranean'
      ? palm(x, ground, 150, between(rng, -0.1, 0.1), '#8a6a4a', '#3f8f5a')
      : look.climate === 'nordic'
        ? pine(x, ground, 140, '#2f5d45')
        : roundTree(x, ground, 120, '#3f7f49');
  return plant + pot;
}

/** Sofa seen from the front: back, seat, arms, in one fabric. */
function sofa(x: number, y: number, w: number, fabric: string): string {
  return (
    el('rect', { x, y: y - 60, width: w, height: 46, rx: 12, fill: darken(fabric, 0.1) }) +
    el('rect', { x: x + 6, y: y - 24, width: w - 12, height: 24, rx: 8, fill: fabric }) +
    rects([[x - 10, y - 40, 22, 46], [x + w - 12, y - 40, 22, 46]], { fill: darken(fabric, 0.2) })
  );
}

/** The hotel's lobby: tall windows on its setting, the front desk, a sofa on a rug, pendant lights, a plant. */
export function hotelLobbyArtwork({ id, setting }: HotelKey): string {
  const rng = rngFor('hotels', `${id}-${setting ?? ''}/lobby`);
  const look = lookFor(rng, setting, ['day', 'day', 'dusk']);
  const wall = rng.pick(WALLS);
  const accent = rng.pick(ACCENTS);
  const floor = rng.pick(['#d8d2c8', '#c9bfae', '#e4e0d8', '#a89886']);
  const panes = [70, 250, 430].map((x) => el('rect', { x, y: 60, width: 130, height: 250, rx: 6 })).join('');
  const view = windowView(rng, look, 'panes', [70, 60, 560, 310], panes);
  const deskRight = chance(rng, 0.5);
  const deskX = deskRight ? 560 : 40;
  const tiles = el(
    'pattern',
    { id: 'tile', width: 80, height: 40, patternUnits: 'userSpaceOnUse', patternTransform: 'skewX(-30)' },
    el('rect', { width: 80, height: 40, fill: floor }) + el('rect', { width: 40, height: 20, fill: darken(floor, 0.07) }) + el('rect', { x: 40, y: 20, width: 40, height: 20, fill: darken(floor, 0.07) }),
  );
  const parts = [
    el('rect', { width: SCENE_WIDTH, height: FLOOR_Y, fill: wall }),
    el('rect', { y: FLOOR_Y, width: SCENE_WIDTH, height: SCENE_HEIGHT - FLOOR_Y, fill: 'url(#tile)' }),
    el('rect', { y: FLOOR_Y - 8, width: SCENE_WIDTH, height: 8, fill: darken(wall, 0.2) }),
    view.svg,
    // Frames and mullions over the view.
    [70, 250, 430].map((x) => el('rect', { x: x - 6, y: 54, width: 142, height: 262, rx: 8, fill: 'none', stroke: darken(wall, 0.45), 'stroke-width': 10 })).join(''),
    rects([70, 250, 430].map((x): [number, number, number, number] => [x, 180, 130, 5]), { fill: darken(wall, 0.45) }),
    // Pendant lights on long cords.
    [150, 400, 650].map((x) => el('path', { d: `M${x},0V${90}`, stroke: '#5a5048', 'stroke-width': 2 }) + el('circle', { cx: x, cy: 104, r: 34, fill: '#ffe2a6', opacity: 0.3 }) + el('path', { d: `M${x - 22},${110}a22,20 0 0,1 44,0z`, fill: lighten(accent, 0.2) })).join(''),
    // The front desk with its sign.
    el('rect', { x: deskX, y: FLOOR_Y - 30, width: 200, height: 110, fill: accent, rx: 4 }),
    el('rect', { x: deskX - 8, y: FLOOR_Y - 40, width: 216, height: 14, fill: darken(accent, 0.35), rx: 3 }),
    rects([[deskX + 20, FLOOR_Y + 36, 160, 4]], { fill: lighten(accent, 0.3) }),
    el('circle', { cx: deskX + 170, cy: FLOOR_Y - 46, r: 7, fill: '#d9b44a' }),
    text('RECEPTION', { x: deskX + 100, y: FLOOR_Y + 18, 'font-size': 14, 'font-weight': 700, 'letter-spacing': 3, 'text-anchor': 'middle', fill: lighten(accent, 0.8) }),
    // A rug, a sofa and a low table where the desk is not.
    el('ellipse', { cx: deskRight ? 300 : 500, cy: 470, rx: 200, ry: 42, fill: lighten(accent, 0.55) }),
    sofa(deskRight ? 190 : 390, 470, 220, rng.pick(['#6f7f8f', '#b98a5e', '#5f7a62', '#8f5f6f', '#d6c6a8'])),
    el('rect', { x: deskRight ? 250 : 450, y: 484, width: 100, height: 14, rx: 4, fill: darken(floor, 0.5) }),
    pottedPlant(rng, look, deskRight ? 40 : 740),
  ];
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, `Hotel ${id}: the lobby`, view.defs + tiles, parts.join(''));
}
