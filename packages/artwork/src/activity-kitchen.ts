import type { Scene } from './activity-scene';
import { between, darken, el, inks, lighten, num, rects } from './paint';
import { SCENE_HEIGHT, SCENE_WIDTH } from './scenery';
import { windowView } from './window-view';

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;
const COUNTER = 360;

/** A cooking class: a tiled kitchen with a window on the place, pots steaming on the stove, vegetables on a board. */
export const cooking: Scene = (rng, look) => {
  const tile = rng.pick(['#f3efe6', '#dfe9ec', '#f1e2d6', '#e6ecdf']);
  const wood = rng.pick(['#b8875a', '#a57c55', '#c9a27a']);
  const pot = rng.pick(['#b5533c', '#2f4f6f', '#3f3f46', '#c08a2e']);
  const tiles = el(
    'pattern',
    { id: 'tiles', width: 40, height: 40, patternUnits: 'userSpaceOnUse' },
    el('rect', { width: 40, height: 40, fill: tile }) + el('path', { d: 'M0,39.5h40M39.5,0v40', stroke: darken(tile, 0.12), 'stroke-width': 2 }),
  );
  const view = windowView(rng, look, 'pane', [60, 50, 290, 250], el('rect', { x: 60, y: 50, width: 230, height: 200 }));
  const veg = inks();
  for (let i = 0; i < 7; i++) {
    const r = between(rng, 12, 20);
    veg.add(rng.pick(['#d9412b', '#f2a33a', '#7fb24a', '#f2d13a', '#8c3b8c', '#e9e2cf']), `M${num(470 + i * 38 + between(rng, -6, 6))},${num(COUNTER + 4 - r)}a${num(r)},${num(r)} 0 1,0 0.1,0z`);
  }
  const steam = [130, 260]
    .map((x) => el('path', { d: `M${x},${COUNTER - 70}c-14,-20 14,-30 0,-50c-14,-20 14,-30 0,-50`, stroke: '#ffffff', 'stroke-width': 6, fill: 'none', opacity: 0.7, 'stroke-linecap': 'round' }))
    .join('');
  const parts = [
    el('rect', { width: W, height: COUNTER, fill: 'url(#tiles)' }),
    view.svg,
    el('rect', { x: 52, y: 42, width: 246, height: 216, fill: 'none', stroke: '#fbfaf7', 'stroke-width': 16 }),
    // A rail of hanging pans and ladles.
    rects([[340, 70, 420, 6]], { fill: '#6b6b6b' }),
    [380, 470, 560, 650, 730].map((x, i) => (i % 2 ? el('path', { d: `M${x},76v70a14,14 0 0,0 28,0`, stroke: '#7a7a7a', 'stroke-width': 5, fill: 'none' }) : el('path', { d: `M${x},76v30`, stroke: '#555555', 'stroke-width': 4 }) + el('circle', { cx: x, cy: 132, r: 28, fill: darken(pot, 0.2) }))).join(''),
    // Counter, stove and pots.
    el('rect', { y: COUNTER, width: W, height: 24, fill: wood }),
    el('rect', { y: COUNTER + 24, width: W, height: H - COUNTER - 24, fill: darken(wood, 0.35) }),
    rects([[30, COUNTER + 60, 220, 6], [280, COUNTER + 60, 220, 6], [530, COUNTER + 60, 240, 6]], { fill: darken(wood, 0.5) }),
    el('rect', { x: 70, y: COUNTER - 8, width: 260, height: 10, fill: '#3a3a3a' }),
    el('rect', { x: 90, y: COUNTER - 70, width: 90, height: 62, rx: 8, fill: pot }),
    el('rect', { x: 210, y: COUNTER - 56, width: 100, height: 48, rx: 8, fill: lighten(pot, 0.15) }),
    rects([[80, COUNTER - 74, 110, 8], [200, COUNTER - 60, 120, 8]], { fill: darken(pot, 0.35) }),
    steam,
    el('rect', { x: 440, y: COUNTER - 10, width: 300, height: 14, rx: 4, fill: lighten(wood, 0.25) }),
    veg.svg(),
    el('path', { d: `M${num(between(rng, 600, 680))},${COUNTER - 14}l90,-8l2,6l-90,8z`, fill: '#c9ced3' }),
  ];
  return { defs: tiles + view.defs, body: parts.join('') };
};
