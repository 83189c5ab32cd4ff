import { between, chance, darken, el, lighten, rngFor, svgDocument, type Rng } from './paint';
import { SCENE_HEIGHT, SCENE_WIDTH, pickSky, skyLayer } from './scenery';

const WALLS = ['#efe6d8', '#e4e9ee', '#f1e2d6', '#e2e8df', '#ece4ec', '#f3efe6'];
const THROWS = ['#1f6f8b', '#b5533c', '#2d6a4f', '#7b4b94', '#c08a2e', '#264e86', '#8c3b52'];
const FLOORS = ['#a57c55', '#8b6a4f', '#b89470', '#c9b8a3', '#7d6a5c'];
const FLOOR_Y = 400;

/** A window on the city: its own small sky and a row of towers, framed. */
function window(rng: Rng, x: number, y: number, w: number, h: number): { defs: string; svg: string } {
  const sky = pickSky(rng, ['day', 'day', 'dusk', 'dawn']);
  const { defs, body } = skyLayer(rng, sky, y + h);
  let towers = '';
  for (let tx = x; tx < x + w; ) {
    const tw = between(rng, 18, 40);
    const th = between(rng, 30, h * 0.6);
    towers += el('rect', { x: tx, y: y + h - th, width: tw + 1, height: th, fill: darken(sky.haze, 0.3) });
    tx += tw;
  }
  const clip = el('clipPath', { id: 'pane' }, el('rect', { x, y, width: w, height: h }));
  const frame = '#fbfaf7';
  return {
    defs: defs + clip,
    svg:
      el('g', { 'clip-path': 'url(#pane)' }, body + towers) +
      el('rect', { x: x - 8, y: y - 8, width: w + 16, height: h + 16, fill: 'none', stroke: frame, 'stroke-width': 16 }) +
      el('rect', { x: x + w / 2 - 4, y, width: 8, height: h, fill: frame }),
  };
}

/** A guest room: window on the city, a made bed with a coloured throw, bedside lamps and a picture. */
export function hotelRoomArtwork(id: number): string {
  const rng = rngFor('hotel-rooms', String(id));
  const wall = rng.pick(WALLS);
  const floor = rng.pick(FLOORS);
  const accent = rng.pick(THROWS);
  const view = window(rng, 70, 70, 230, 230);
  const bedX = between(rng, 410, 430);
  const bedW = 280;
  const parts = [
    el('rect', { width: SCENE_WIDTH, height: FLOOR_Y, fill: wall }),
    el('rect', { y: FLOOR_Y, width: SCENE_WIDTH, height: SCENE_HEIGHT - FLOOR_Y, fill: floor }),
    el('rect', { y: FLOOR_Y - 10, width: SCENE_WIDTH, height: 10, fill: darken(wall, 0.18) }),
    // Curtains either side of the window.
    el('rect', { x: 36, y: 50, width: 30, height: FLOOR_Y - 50, fill: lighten(accent, 0.55), rx: 6 }),
    el('rect', { x: 304, y: 50, width: 30, height: FLOOR_Y - 50, fill: lighten(accent, 0.55), rx: 6 }),
    view.svg,
    // A picture over the bed.
    el('rect', { x: bedX + bedW / 2 - 70, y: 100, width: 140, height: 90, fill: '#fbfaf7', stroke: darken(wall, 0.4), 'stroke-width': 5 }),
    el('circle', { cx: bedX + bedW / 2 - 20, cy: 140, r: 22, fill: lighten(accent, 0.3) }),
    el('rect', { x: bedX + bedW / 2 - 2, y: 125, width: 48, height: 48, fill: accent, opacity: 0.7 }),
    // Headboard, mattress, pillows, throw.
    el('rect', { x: bedX - 10, y: 230, width: bedW + 20, height: 110, fill: darken(floor, 0.25), rx: 10 }),
    el('rect', { x: bedX, y: 300, width: bedW, height: 90, fill: '#ffffff', rx: 8 }),
    el('rect', { x: bedX + 16, y: 275, width: 116, height: 40, fill: '#f4f4f2', rx: 14 }),
    el('rect', { x: bedX + bedW - 132, y: 275, width: 116, height: 40, fill: '#f4f4f2', rx: 14 }),
    el('rect', { x: bedX, y: 345, width: bedW, height: 40, fill: accent }),
    el('rect', { x: bedX, y: 385, width: bedW, height: 30, fill: darken('#ffffff', 0.08) }),
  ];
  // Bedside tables with lamps, lit or not.
  for (const x of [bedX - 70, bedX + bedW + 16]) {
    const glow = chance(rng, 0.6);
    parts.push(el('rect', { x, y: 330, width: 56, height: 70, fill: darken(floor, 0.35), rx: 4 }));
    parts.push(el('rect', { x: x + 26, y: 290, width: 4, height: 40, fill: '#555555' }));
    if (glow) parts.push(el('circle', { cx: x + 28, cy: 285, r: 40, fill: '#ffd37e', opacity: 0.25 }));
    parts.push(el('polygon', { points: `${x + 12},300 ${x + 44},300 ${x + 38},270 ${x + 18},270`, fill: glow ? '#ffe2a6' : '#efe9dc' }));
  }
  parts.push(el('rect', { x: 90, y: FLOOR_Y + 40, width: 200, height: 70, fill: lighten(accent, 0.7), rx: 12, opacity: 0.8 }));
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, `Hotel ${id}: a guest room`, view.defs, parts.join(''));
}
