import { snowy, type Look } from './look';
import { between, box, chance, darken, el, inks, mix, num, rects, shape, type Rng } from './paint';
import { lit, SCENE_HEIGHT, SCENE_WIDTH } from './scenery';
import type { Climate } from './setting';

// The old-town streets of the activities: houses as each climate builds them, and the
// people walking past.

interface HouseStyle {
  walls: readonly string[];
  roofs: readonly string[];
  /** Roof height as a share of the house's width: steep in the north, flat in the desert. */
  pitch: number;
  shutters?: string;
  /** Arched doors and windows. */
  arches?: true;
}

const HOUSES: Record<Climate, HouseStyle> = {
  nordic: { walls: ['#a8382b', '#d9a441', '#efe9dc', '#8fae9a', '#e3c07a', '#6f8fb0', '#c4573a'], roofs: ['#3f3f46', '#5a2f2a', '#4a4f3a'], pitch: 0.55 },
  temperate: { walls: ['#9c4a33', '#b0704f', '#e9dcc3', '#d9cbb0', '#8a5a44', '#efe6d2', '#c9b79a'], roofs: ['#5d6b78', '#6a4a3a', '#56606b'], pitch: 0.3 },
  mediterranean: { walls: ['#f1d9a7', '#ecc59a', '#f4e6cf', '#e7b08c', '#f0d3b8', '#f5ecd9', '#f6f1e7'], roofs: ['#c0583a', '#b24d32', '#cf6d47'], pitch: 0.18, shutters: '#4f7f6a' },
  desert: { walls: ['#e3c08e', '#d9a86f', '#ecd6b0', '#c98f5e', '#f1e2c6'], roofs: [], pitch: 0, arches: true },
  tropical: { walls: ['#f6c6c0', '#bfe3dc', '#f7e3a6', '#cfe0f2', '#f3f0e8', '#f2b880', '#9fd3c7'], roofs: ['#c0583a', '#b24d32'], pitch: 0.16, shutters: '#3f6f8f' },
};

/**
 * One row of houses with their tops around `top`, `size` wide on average, faded towards the
 * sky's haze by `haze`. Colours are batched: a row costs a handful of paths.
 */
export function houseRow(rng: Rng, look: Look, top: number, size: number, haze: number): string {
  const style = HOUSES[look.climate];
  const tone = (color: string): string => lit(look.sky, mix(color, look.sky.haze, haze));
  const walls = inks();
  const roofs = inks();
  const details = inks();
  const snow = snowy(look) ? tone('#f4f7fb') : undefined;
  const litShare = look.sky.time === 'night' ? 0.6 : look.sky.time === 'dusk' ? 0.4 : 0;
  for (let x = between(rng, -60, -10); x < SCENE_WIDTH + 10; ) {
    const w = size * between(rng, 0.75, 1.2);
    const y = top + between(rng, -size * 0.3, size * 0.2);
    const wall = tone(rng.pick(style.walls));
    walls.add(wall, box(x, y, w, SCENE_HEIGHT - y));
    if (style.pitch > 0) {
      const roof = tone(rng.pick(style.roofs));
      const peak = y - w * style.pitch;
      roofs.add(roof, shape([[x - 3, y + 1], [x + w / 2, peak], [x + w + 3, y + 1]]));
      if (snow) roofs.add(snow, shape([[x + w * 0.2, y - w * style.pitch * 0.6], [x + w / 2, peak - 2], [x + w * 0.8, y - w * style.pitch * 0.6]]));
    } else {
      // Flat roofs behind a parapet; now and then a dome.
      walls.add(darken(wall, 0.06), box(x - 2, y - 6, w + 4, 8));
      if (chance(rng, 0.2)) walls.add(wall, `M${num(x + w * 0.2)},${num(y - 4)}a${num(w * 0.3)},${num(w * 0.3)} 0 0,1 ${num(w * 0.6)},0z`);
    }
    const win = size * 0.15;
    // Far rows get one storey of windows and no shutters: too small to see more.
    const near = haze < 0.3;
    for (let row = 0; row < (near ? 2 : 1); row++) {
      for (const c of [0.28, 0.72]) {
        const wx = x + w * c - win / 2;
        const wy = y + size * (0.2 + row * 0.38);
        const glow = chance(rng, litShare);
        const pane = glow ? '#ffd37e' : tone(darken(wall, 0.5));
        details.add(pane, style.arches ? `M${num(wx)},${num(wy + win * 1.5)}V${num(wy + win / 2)}a${num(win / 2)},${num(win / 2)} 0 0,1 ${num(win)},0V${num(wy + win * 1.5)}z` : box(wx, wy, win, win * 1.5));
        if (style.shutters && near) details.add(tone(style.shutters), box(wx - win * 0.45, wy, win * 0.35, win * 1.5) + box(wx + win * 1.1, wy, win * 0.35, win * 1.5));
      }
    }
    x += w + between(rng, -3, 1);
  }
  return walls.svg() + roofs.svg() + details.svg();
}

/** A walker seen from afar: head, coat, legs. */
export function person(x: number, ground: number, h: number, coat: string, skin = '#c99a74'): string {
  const legs = darken(coat, 0.5);
  return (
    rects([[x - h * 0.08, ground - h * 0.42, h * 0.07, h * 0.42], [x + h * 0.01, ground - h * 0.42, h * 0.07, h * 0.42]], { fill: legs }) +
    el('rect', { x: x - h * 0.13, y: ground - h * 0.8, width: h * 0.26, height: h * 0.42, rx: h * 0.08, fill: coat }) +
    el('circle', { cx: x, cy: ground - h * 0.89, r: h * 0.1, fill: skin })
  );
}

const COATS = ['#2f4f6f', '#8c3b52', '#c08a2e', '#2d6a4f', '#5a5a6a', '#b5533c', '#264e86', '#e0e0e0'];

/** A few people along a street at `ground`, smaller further up the picture. */
export function passersBy(rng: Rng, look: Look, ground: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += person(between(rng, 40, SCENE_WIDTH - 40), ground + between(rng, -4, 4), h * between(rng, 0.85, 1.1), lit(look.sky, rng.pick(COATS)));
  return out;
}

/** A paved street from `top` down: stone setts in a running bond (a pattern), snow along the kerb in winter. */
export function street(look: Look, top: number): { defs: string; svg: string } {
  const stone = lit(look.sky, snowy(look) ? '#cfd5dc' : look.climate === 'desert' ? '#d9bf94' : '#b9b2a6');
  const setts = el(
    'pattern',
    { id: 'setts', width: 30, height: 20, patternUnits: 'userSpaceOnUse' },
    el('rect', { width: 30, height: 20, fill: stone }) + el('path', { d: 'M0,9.5h30M0,19.5h30M14.5,0v10M29.5,10v10', stroke: darken(stone, 0.18), 'stroke-width': 1.5 }),
  );
  return {
    defs: setts,
    svg: el('rect', { y: top, width: SCENE_WIDTH, height: SCENE_HEIGHT - top, fill: 'url(#setts)' }) + (snowy(look) ? rects([[0, top, SCENE_WIDTH, 6]], { fill: lit(look.sky, '#f4f7fb') }) : ''),
  };
}
