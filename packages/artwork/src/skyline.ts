import { between, chance, darken, el, mix, rects, weighted, type Rng } from './paint';
import { lit, type Layer, type TimeOfDay } from './scenery';
import type { Look } from './look';
import type { Climate } from './setting';

type Shape = 'box' | 'setback' | 'antenna' | 'gable' | 'church' | 'dome' | 'minaret' | 'needle';

/** What a city's roofline is made of, and how tall it gets (before the coast's towers). */
const ROOFLINES: Record<Climate, { shapes: readonly (readonly [Shape, number])[]; height: [number, number] }> = {
  nordic: { shapes: [['gable', 4], ['box', 2], ['church', 1], ['antenna', 1]], height: [30, 95] },
  temperate: { shapes: [['box', 4], ['setback', 2], ['antenna', 2], ['gable', 1], ['dome', 0.5], ['church', 0.5]], height: [45, 160] },
  mediterranean: { shapes: [['box', 3], ['gable', 2], ['dome', 1], ['church', 1]], height: [30, 95] },
  desert: { shapes: [['box', 3], ['setback', 2], ['dome', 1], ['minaret', 1], ['needle', 0.5]], height: [45, 170] },
  tropical: { shapes: [['box', 4], ['setback', 1], ['antenna', 1]], height: [55, 170] },
};

/** One building's outline as a closed subpath standing on `base`, in whole pixels (a roofline is long). */
function outline(shape: Shape, x: number, w: number, h: number, base: number): string {
  const r = Math.round;
  const poly = (pts: [number, number][]): string => `M${pts.map(([px, py]) => `${r(px)},${r(py)}`).join(' ')}Z`;
  const box = (bx: number, bw: number, bh: number): string => `M${r(bx)},${r(base)}v${r(-bh)}h${r(bw)}v${r(bh)}z`;
  switch (shape) {
    case 'box':
      return box(x, w, h);
    case 'setback':
      return box(x, w, h * 0.7) + box(x + w * 0.2, w * 0.6, h);
    case 'antenna':
      return box(x, w, h) + box(x + w / 2 - 1, 2, h + 22);
    case 'gable':
      return poly([[x, base], [x, base - h * 0.6], [x + w / 2, base - h], [x + w, base - h * 0.6], [x + w, base]]);
    case 'church':
      return box(x, w, h * 0.45) + poly([[x + w * 0.35, base], [x + w * 0.35, base - h * 0.8], [x + w * 0.5, base - h * 1.35], [x + w * 0.65, base - h * 0.8], [x + w * 0.65, base]]);
    case 'dome':
      return box(x, w, h * 0.65) + `M${r(x + w * 0.1)},${r(base - h * 0.64)}a${r(w * 0.4)},${r(h * 0.35)} 0 0,1 ${r(w * 0.8)},0z`;
    case 'minaret':
      return box(x, w, h * 0.35) + poly([[x + w / 2 - 4, base], [x + w / 2 - 4, base - h * 1.1], [x + w / 2, base - h * 1.25], [x + w / 2 + 4, base - h * 1.1], [x + w / 2 + 4, base]]);
    case 'needle':
      return poly([[x, base], [x + w * 0.3, base - h * 1.4], [x + w * 0.45, base - h * 1.9], [x + w * 0.5, base - h * 2.3], [x + w * 0.55, base - h * 1.9], [x + w * 0.7, base - h * 1.4], [x + w, base]]);
  }
}

/** Where a roofline stands and what names its lights. */
export interface Roofline {
  /** 0 far and hazy to 1 near and dark. */
  depth: number;
  /** Height and width of the buildings against the climate's own. */
  scale?: number;
  /** The id of its lights pattern: unique within the picture. */
  id: string;
}

/** The roofline's paint after sunset: its colour with a tile of window cells, some lit. */
function lights(rng: Rng, id: string, time: TimeOfDay, fill: string): string {
  const cells: [number, number, number, number][] = [];
  for (let row = 0; row < 4; row++) for (let col = 0; col < 5; col++) if (chance(rng, time === 'night' ? 0.45 : 0.25)) cells.push([col * 9 + 2, row * 12 + 3, 4, 6]);
  return el('pattern', { id, width: 45, height: 48, patternUnits: 'userSpaceOnUse' }, el('rect', { width: 45, height: 48, fill }) + rects(cells, { fill: '#ffd98a', opacity: time === 'night' ? 0.9 : 0.6 }));
}

/**
 * A city's roofline along `base`, across `[fromX, toX]`: one path, shaped by the climate
 * (gables and church spires in the north, domes and minarets in the desert, towers where
 * cities are tall), taller on a coast, hazier the further away; its windows lit after sunset.
 */
export function skyline(rng: Rng, look: Look, base: number, [fromX, toX]: [number, number], { depth, scale = 1, id }: Roofline): Layer {
  const { shapes, height } = ROOFLINES[look.climate];
  const tall = (look.coast ? 1.25 : 1) * scale;
  let d = '';
  for (let x = fromX - 10; x < toX; ) {
    const shape = weighted(rng, shapes);
    const w = between(rng, 26, 64) * Math.min(1, scale * 1.2);
    const h = between(rng, height[0], height[1]) * tall;
    d += outline(shape, x, w, h, base);
    x += w + (chance(rng, 0.2) ? between(rng, 4, 20) : -2);
  }
  const { sky } = look;
  const fill = lit(sky, mix(darken(sky.haze, 0.45), sky.haze, 0.55 - depth * 0.45));
  if (sky.time !== 'night' && sky.time !== 'dusk') return { defs: '', body: el('path', { d, fill }) };
  return { defs: lights(rng, id, sky.time, fill), body: el('path', { d, fill: `url(#${id})` }) };
}
