import { between, chance, darken, el, lighten, mix, num, points, rects, text, type Rng } from './paint';
import { snowy, type Look } from './look';
import { lit, SCENE_WIDTH } from './scenery';
import type { Climate } from './setting';

// A hotel's front, in one of the building styles of its climate. The shape, size and colours
// come from the hotel's own stream and the lights from another, so the evening view of the
// gallery shows the same building with its windows lit.

export type Style = 'tower' | 'block' | 'classic' | 'brick' | 'wooden' | 'stucco' | 'deco';

/**
 * The building styles of a climate in the order a city's hotels take them, by id: each
 * style as often as it is common there, and no two alike side by side, the last and the
 * first included, nor only two in any four in a row (the tests check both).
 */
export const STYLE_TURNS: Record<Climate, readonly Style[]> = {
  nordic: ['wooden', 'classic', 'block', 'wooden', 'classic', 'tower', 'wooden', 'block', 'classic'],
  temperate: ['classic', 'brick', 'block', 'classic', 'tower', 'brick', 'block', 'classic', 'brick', 'tower'],
  mediterranean: ['stucco', 'classic', 'stucco', 'block', 'stucco', 'tower', 'classic', 'stucco', 'block'],
  desert: ['tower', 'stucco', 'block'],
  tropical: ['deco', 'tower', 'block', 'deco', 'tower', 'stucco', 'deco', 'block', 'tower'],
};

const ACCENTS = ['#1f6f8b', '#b5533c', '#2d6a4f', '#7b4b94', '#c08a2e', '#264e86', '#8c3b52'];
const WARM = '#ffd37e';
const SNOW = '#f4f7fb';

export interface Building {
  defs: string;
  svg: string;
  left: number;
  right: number;
}

/** What every style draws with: where, how lit, which accent, and how many hotels of its style came before it. */
interface Site {
  rng: Rng;
  turn: number;
  lights: Rng;
  look: Look;
  ground: number;
  accent: string;
}

/**
 * The hotel's main colour, taken in turn: the next of its style's palette after the last
 * hotel of the same style, so two alike in style differ in colour (rather than by chance).
 */
const inTurn = (site: Site, palette: readonly string[]): string => palette[site.turn % palette.length]!;

/** Windows by day reflect the sky; by dusk and night most are dark and some glow. */
function glass(look: Look): string {
  const { sky } = look;
  return sky.time === 'day' || sky.time === 'dawn' ? mix(sky.top, '#ffffff', 0.35) : lit(sky, '#3a4a6e');
}

const LIT_SHARE = { dawn: 0.12, day: 0, dusk: 0.4, night: 0.6 } as const;

/**
 * A grid of windows as a pattern (a few hundred bytes however many), the glowing ones on top.
 * `shape` draws one window in its tile; the tile's origin is the grid's top-left corner.
 */
function windowGrid(site: Site, id: string, [x, y]: [number, number], [cols, rows]: [number, number], [pitchX, pitchY]: [number, number], pane: [number, number, number, number], frame?: string, arch = false): { defs: string; svg: string } {
  const [px, py, pw, ph] = pane;
  const paneFill = glass(site.look);
  const window = arch
    ? el('path', { d: `M${num(px)},${num(py + ph)}V${num(py + pw / 2)}a${num(pw / 2)},${num(pw / 2)} 0 0,1 ${num(pw)},0V${num(py + ph)}z`, fill: paneFill })
    : el('rect', { x: px, y: py, width: pw, height: ph, fill: paneFill });
  const framed = frame ? el('rect', { x: px - 2, y: py - 2, width: pw + 4, height: ph + 4, fill: frame }) : '';
  const defs = el('pattern', { id, x, y, width: pitchX, height: pitchY, patternUnits: 'userSpaceOnUse' }, framed + window);
  const glowing: [number, number, number, number][] = [];
  const share = LIT_SHARE[site.look.sky.time];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (site.lights.next() < share) glowing.push([x + c * pitchX + px, y + r * pitchY + py + (arch ? pw * 0.3 : 0), pw, ph - (arch ? pw * 0.3 : 0)]);
  return { defs, svg: el('rect', { x, y, width: cols * pitchX, height: rows * pitchY, fill: `url(#${id})` }) + rects(glowing, { fill: WARM }) };
}

/** The ground floor: glass front, a door, a canopy in the accent colour. */
function lobby(site: Site, left: number, width: number, height: number): string {
  const { look, ground, accent } = site;
  const top = ground - height;
  const inside = look.sky.time === 'day' ? lit(look.sky, '#9cc3dd') : WARM;
  return (
    el('rect', { x: left + 10, y: top + 12, width: width - 20, height: height - 12, fill: inside, opacity: 0.85 }) +
    el('rect', { x: left + width / 2 - 16, y: top + 16, width: 32, height: height - 16, fill: darken(accent, 0.35) }) +
    el('rect', { x: left + width / 2 - 46, y: top + 4, width: 92, height: 10, fill: accent, rx: 3 })
  );
}

/** The word every hotel picture needs, on a board. */
function sign(cx: number, y: number, accent: string, size = 15): string {
  const w = size * 6.4;
  return (
    el('rect', { x: cx - w / 2, y, width: w, height: size * 1.6, fill: accent, rx: 4 }) +
    text('HOTEL', { x: cx, y: y + size * 1.15, 'font-weight': 700, 'font-size': size, 'letter-spacing': 3, 'text-anchor': 'middle', fill: lighten(accent, 0.85) })
  );
}

/** The word down a vertical blade, letter by letter. */
function blade(x: number, top: number, accent: string): string {
  const letters = [...'HOTEL'].map((ch, i) => text(ch, { x: x + 11, y: top + 24 + i * 20, 'font-weight': 700, 'font-size': 16, 'text-anchor': 'middle', fill: lighten(accent, 0.85) }));
  return el('rect', { x, y: top, width: 22, height: 110, fill: accent, rx: 4 }) + letters.join('');
}

/** A side face for depth. */
const side = (right: number, top: number, depth: number, ground: number, fill: string): string =>
  el('polygon', { points: points([[right, top], [right + depth, top + 10], [right + depth, ground], [right, ground]]), fill: darken(fill, 0.22) });

function placed(rng: Rng, width: number): number {
  return between(rng, 120, SCENE_WIDTH - 120 - width);
}

const tower = (site: Site): Building => {
  const { rng, look, ground, accent } = site;
  const floors = rng.int(9, 13);
  const width = between(rng, 160, 230);
  const left = placed(rng, width);
  const top = ground - 40 - floors * 22;
  const skin = lit(look.sky, inTurn(site, ['#5d7f99', '#4f7388', '#6f8fa0', '#8a7a62', '#5f8a88', '#7b8794']));
  const cols = Math.floor((width - 16) / 18);
  const grid = windowGrid(site, 'tw', [left + (width - cols * 18) / 2, top + 8], [cols, floors], [18, 22], [1, 2, 16, 16]);
  const crown = rng.int(0, 2);
  const crownSvg =
    crown === 0
      ? el('polygon', { points: points([[left, top], [left + width, top - 46], [left + width, top]]), fill: darken(skin, 0.15) })
      : crown === 1
        ? el('rect', { x: left + width * 0.2, y: top - 36, width: width * 0.6, height: 36, fill: darken(skin, 0.1) })
        : el('rect', { x: left - 4, y: top - 8, width: width + 8, height: 10, fill: darken(skin, 0.3) });
  const signY = crown === 0 ? top - 36 : top - (crown === 1 ? 64 : 34);
  return {
    defs: grid.defs,
    svg:
      side(left + width, top, 20, ground, skin) +
      crownSvg +
      el('rect', { x: left, y: top, width, height: ground - top, fill: skin }) +
      grid.svg +
      lobby(site, left, width, 40) +
      sign(left + width / 2, signY, accent),
    left,
    right: left + width + 20,
  };
};

const block = (site: Site): Building => {
  const { rng, look, ground, accent } = site;
  const floors = rng.int(5, 9);
  const width = between(rng, 220, 330);
  const left = placed(rng, width);
  const top = ground - 42 - floors * 24;
  const facade = lit(look.sky, inTurn(site, ['#f4ecdc', '#dbe4ec', '#f2ddd0', '#d5ded8', '#ece7df', '#c9d3e0']));
  const ribbons = chance(rng, 0.35);
  const cols = Math.floor((width - 24) / 30);
  const pitch = (width - 24) / cols;
  const grid = windowGrid(site, 'bk', [left + 12, top + 10], [cols, floors], [pitch, 24], ribbons ? [0, 0, pitch, 13] : [(pitch - 18) / 2, 0, 18, 13]);
  const bands = rects(Array.from({ length: floors }, (_, f): [number, number, number, number] => [left, top + 26 + f * 24, width, 3]), { fill: darken(facade, 0.12) });
  return {
    defs: grid.defs,
    svg:
      side(left + width, top, 22, ground, facade) +
      el('rect', { x: left, y: top, width, height: ground - top, fill: facade }) +
      el('rect', { x: left - 4, y: top - 8, width: width + 8, height: 10, fill: darken(facade, 0.3) }) +
      grid.svg +
      bands +
      lobby(site, left, width, 42) +
      sign(left + width / 2, top - 34, accent) +
      (snowy(look) ? el('rect', { x: left - 4, y: top - 12, width: width + 8, height: 6, rx: 3, fill: lit(look.sky, SNOW) }) : ''),
    left,
    right: left + width + 22,
  };
};

/** Stone front, tall windows with balconies, a slate or copper mansard with dormers. */
const classic = (site: Site): Building => {
  const { rng, look, ground, accent } = site;
  const floors = rng.int(4, 6);
  const width = between(rng, 230, 320);
  const left = placed(rng, width);
  const top = ground - 50 - floors * 32;
  const stones = look.climate === 'nordic' ? ['#e8c27a', '#efe6d2', '#d9a38a', '#e4d6bd'] : ['#e9dcc3', '#efe6d2', '#e4d6bd', '#d9cbb0', '#f1e4cc'];
  const facade = lit(look.sky, inTurn(site, stones));
  const roof = lit(look.sky, look.climate === 'nordic' && chance(rng, 0.5) ? '#6d9c8a' : rng.pick(['#5d6b78', '#56606b', '#6a727c']));
  const cols = Math.floor((width - 20) / 30);
  const pitch = (width - 20) / cols;
  const grid = windowGrid(site, 'cl', [left + 10, top + 8], [cols, floors], [pitch, 32], [(pitch - 14) / 2, 0, 14, 22], lighten(facade, 0.4));
  const rails = rects(
    [1, floors - 1].map((f): [number, number, number, number] => [left + 6, top + 8 + f * 32 + 20, width - 12, 3]),
    { fill: lit(look.sky, '#3a3a3a') },
  );
  const roofH = 44;
  const mansard = el('polygon', { points: points([[left - 4, top], [left + 14, top - roofH], [left + width - 14, top - roofH], [left + width + 4, top]]), fill: roof });
  const dormers = rects(
    Array.from({ length: Math.floor((width - 50) / 54) }, (_, i): [number, number, number, number] => [left + 30 + i * 54, top - roofH + 12, 14, 20]),
    { fill: lit(look.sky, look.sky.time === 'night' ? WARM : '#e9eef3') },
  );
  const snowCap = snowy(look) ? el('rect', { x: left + 12, y: top - roofH - 5, width: width - 24, height: 7, rx: 3, fill: lit(look.sky, SNOW) }) : '';
  return {
    defs: grid.defs,
    svg:
      side(left + width, top, 16, ground, facade) +
      mansard +
      dormers +
      snowCap +
      el('rect', { x: left, y: top, width, height: ground - top, fill: facade }) +
      el('rect', { x: left - 5, y: top - 3, width: width + 10, height: 8, fill: darken(facade, 0.15) }) +
      grid.svg +
      rails +
      lobby(site, left, width, 50) +
      sign(left + width / 2, ground - 86, accent, 12),
    left,
    right: left + width + 16,
  };
};

/** Brick with white-framed windows and a cornice; a blade sign, sometimes a water tank on the roof. */
const brick = (site: Site): Building => {
  const { rng, look, ground, accent } = site;
  const floors = rng.int(5, 9);
  const width = between(rng, 200, 300);
  const left = placed(rng, width);
  const top = ground - 44 - floors * 26;
  const facade = lit(look.sky, inTurn(site, ['#9c4a33', '#8a3f2e', '#a85a3c', '#7b4536', '#b0704f']));
  const cols = Math.floor((width - 20) / 28);
  const pitch = (width - 20) / cols;
  const grid = windowGrid(site, 'br', [left + 10, top + 10], [cols, floors], [pitch, 26], [(pitch - 12) / 2, 2, 12, 16], lit(look.sky, '#efe9de'));
  const tank =
    chance(rng, look.coast ? 0.6 : 0.25)
      ? (() => {
          const tx = left + between(rng, 30, width - 70);
          const wood = lit(look.sky, '#6b4a33');
          return (
            rects([[tx + 4, top - 22, 3, 22], [tx + 31, top - 22, 3, 22]], { fill: wood }) +
            el('rect', { x: tx, y: top - 58, width: 38, height: 38, fill: wood }) +
            el('polygon', { points: points([[tx - 3, top - 58], [tx + 19, top - 76], [tx + 41, top - 58]]), fill: darken(wood, 0.3) })
          );
        })()
      : '';
  return {
    defs: grid.defs,
    svg:
      side(left + width, top, 18, ground, facade) +
      tank +
      el('rect', { x: left, y: top, width, height: ground - top, fill: facade }) +
      el('rect', { x: left - 6, y: top - 6, width: width + 12, height: 12, fill: lit(look.sky, '#d8cdb8') }) +
      grid.svg +
      lobby(site, left, width, 44) +
      blade(left + width - 36, top + 30, accent),
    left,
    right: left + width + 18,
  };
};

/** A painted timber house of two to four floors under a steep roof: snow on it in winter. */
const wooden = (site: Site): Building => {
  const { rng, look, ground, accent } = site;
  const floors = rng.int(2, 4);
  const width = between(rng, 230, 320);
  const left = placed(rng, width);
  const top = ground - floors * 40 - 20;
  const wood = lit(look.sky, inTurn(site, ['#a8382b', '#d9a441', '#efe9dc', '#8fae9a', '#c9b48a', '#6f8fb0']));
  const roof = lit(look.sky, rng.pick(['#3f3f46', '#6b2f2a', '#4a4f3a']));
  const roofH = between(rng, 60, 85);
  const cols = Math.floor((width - 30) / 44);
  const pitch = (width - 30) / cols;
  const grid = windowGrid(site, 'wd', [left + 15, top + 12], [cols, floors], [pitch, 40], [(pitch - 20) / 2, 0, 20, 24], lit(look.sky, '#f7f4ec'));
  const planks = el('path', {
    d: Array.from({ length: Math.floor(width / 9) }, (_, i) => `M${num(left + 4 + i * 9)},${num(top)}V${ground}`).join(''),
    stroke: darken(wood, 0.12),
    'stroke-width': 1,
  });
  const roofPts: [number, number][] = [[left - 14, top + 4], [left + width * 0.18, top - roofH], [left + width * 0.82, top - roofH], [left + width + 14, top + 4]];
  const snowCap = snowy(look)
    ? el('polygon', { points: points([[left - 10, top - 2], [left + width * 0.18, top - roofH - 6], [left + width * 0.82, top - roofH - 6], [left + width + 10, top - 2], [left + width * 0.8, top - roofH + 14], [left + width * 0.2, top - roofH + 14]]), fill: lit(look.sky, SNOW) })
    : '';
  const chimney = el('rect', { x: left + width * 0.7, y: top - roofH - 22, width: 16, height: 30, fill: darken(wood, 0.3) });
  return {
    defs: grid.defs,
    svg:
      chimney +
      el('polygon', { points: points(roofPts), fill: roof }) +
      snowCap +
      el('rect', { x: left, y: top, width, height: ground - top, fill: wood }) +
      planks +
      grid.svg +
      el('rect', { x: left + width / 2 - 16, y: ground - 44, width: 32, height: 44, fill: darken(wood, 0.45) }) +
      el('rect', { x: left + width / 2 - 28, y: ground - 52, width: 56, height: 8, fill: lit(look.sky, '#f7f4ec') }) +
      sign(left + width / 2, top - roofH * 0.55, accent, 12),
    left,
    right: left + width + 14,
  };
};

/** Whitewash or sandstone with arched windows and shutters; a tiled roof by the Mediterranean, a parapet in the desert. */
const stucco = (site: Site): Building => {
  const { rng, look, ground, accent } = site;
  const floors = rng.int(3, 6);
  const width = between(rng, 230, 320);
  const left = placed(rng, width);
  const top = ground - 46 - floors * 32;
  const walls = look.climate === 'desert' ? ['#e9d4ad', '#f1e6d0', '#dcc09a', '#f4efe6'] : ['#f6f1e7', '#f0dcb4', '#e9c79a', '#f3e3c9', '#e7b48e'];
  const facade = lit(look.sky, inTurn(site, walls));
  const shutter = lit(look.sky, rng.pick(['#3f6f8f', '#4f7f5a', '#2f5f7f', '#8a5a3a']));
  const cols = Math.floor((width - 20) / 40);
  const pitch = (width - 20) / cols;
  const grid = windowGrid(site, 'st', [left + 10, top + 8], [cols, floors], [pitch, 32], [(pitch - 16) / 2, 0, 16, 24], undefined, true);
  const shutters =
    look.climate === 'desert'
      ? ''
      : rects(
          Array.from({ length: cols * floors }, (_, i): [number, number, number, number] => [left + 10 + (i % cols) * pitch + (pitch - 16) / 2 - 7, top + 12 + Math.floor(i / cols) * 32, 5, 20]),
          { fill: shutter },
        );
  const balconies = rects(
    Array.from({ length: floors - 1 }, (_, f): [number, number, number, number] => [left + 8, top + 8 + (f + 1) * 32 - 6, width - 16, 4]),
    { fill: lit(look.sky, '#3d3a36') },
  );
  const roof =
    look.climate === 'desert'
      ? rects(Array.from({ length: Math.floor(width / 24) + 1 }, (_, i): [number, number, number, number] => [left + i * 24 - 2, top - 12, 14, 12]), { fill: darken(facade, 0.08) })
      : el('polygon', { points: points([[left - 10, top + 2], [left + 20, top - 26], [left + width - 20, top - 26], [left + width + 10, top + 2]]), fill: lit(look.sky, '#b9603f') });
  return {
    defs: grid.defs,
    svg:
      side(left + width, top, 16, ground, facade) +
      roof +
      el('rect', { x: left, y: top, width, height: ground - top, fill: facade }) +
      grid.svg +
      shutters +
      balconies +
      lobby(site, left, width, 46) +
      sign(left + width / 2, ground - 80, accent, 12),
    left,
    right: left + width + 16,
  };
};

/** Pastel art deco: eyebrow ledges over the windows and a fin above the roof with the name down it. */
const deco = (site: Site): Building => {
  const { rng, look, ground, accent } = site;
  const floors = rng.int(4, 8);
  const width = between(rng, 210, 300);
  const left = placed(rng, width);
  const top = ground - 44 - floors * 26;
  const facade = lit(look.sky, inTurn(site, ['#f6c6c0', '#bfe3dc', '#f7e3a6', '#cfe0f2', '#f3f0e8', '#e9c6e6']));
  const cols = Math.floor((width - 24) / 34);
  const pitch = (width - 24) / cols;
  const grid = windowGrid(site, 'dc', [left + 12, top + 12], [cols, floors], [pitch, 26], [(pitch - 22) / 2, 0, 22, 12]);
  const ledges = rects(Array.from({ length: floors }, (_, f): [number, number, number, number] => [left - 4, top + 8 + f * 26, width + 8, 3]), { fill: lighten(facade, 0.6) });
  const finX = left + width / 2 - 11;
  return {
    defs: grid.defs,
    svg:
      side(left + width, top, 16, ground, facade) +
      el('rect', { x: left + width / 2 - 40, y: top - 20, width: 80, height: 24, fill: facade }) +
      blade(finX, top - 120, accent) +
      el('rect', { x: left, y: top, width, height: ground - top, fill: facade, rx: 10 }) +
      grid.svg +
      ledges +
      lobby(site, left, width, 44),
    left,
    right: left + width + 16,
  };
};

const PAINTERS: Record<Style, (site: Site) => Building> = { tower, block, classic, brick, wooden, stucco, deco };

/** Hotel `id`'s style in a climate, and how many hotels of that style came before it in turn. */
function styleOf(climate: Climate, id: number): { style: Style; turn: number } {
  const turns = STYLE_TURNS[climate];
  const style = turns[id % turns.length]!;
  const alike = (list: readonly Style[]): number => list.filter((other) => other === style).length;
  return { style, turn: Math.floor(id / turns.length) * alike(turns) + alike(turns.slice(0, id % turns.length)) };
}

/**
 * Hotel `id`'s front standing on `ground`, in a style of the look's climate. Style, main
 * colour and accent go by the id, the rest by the hotel's own stream.
 */
export function hotelBuilding(rng: Rng, lights: Rng, look: Look, ground: number, id: number): Building {
  const accent = lit(look.sky, ACCENTS[(id * 3) % ACCENTS.length]!);
  const { style, turn } = styleOf(look.climate, id);
  return PAINTERS[style]({ rng, turn, lights, look, ground, accent });
}
