import type { Scene } from './activity-scene';
import { landHue, paving, snowy, type Look } from './look';
import { between, chance, darken, el, gradient, hsl, mix, num, points, rects, text, type Rng } from './paint';
import { depthShade, glints, hills, lit, mountains, SCENE_HEIGHT, SCENE_WIDTH, skyLayer } from './scenery';
import { skyline } from './skyline';
import { houseRow, passersBy } from './town';
import { treeOf } from './trees';

// The sights: a museum's front, the city from a viewpoint at sunset, the city by night,
// and a boat tour on the bay, or on the river of a city without a coast.

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

/** Stone of the place: marble in the south, sandstone in the desert, granite grey in the north. */
const STONE = { nordic: '#d7d6d0', temperate: '#e4ddcc', mediterranean: '#f1ece0', desert: '#e6cfa3', tropical: '#eee8dc' } as const;

export const museum: Scene = (rng, look) => {
  const sky = skyLayer(rng, look.sky, 300);
  const stone = lit(look.sky, STONE[look.climate]);
  const shade = darken(stone, 0.18);
  const columns = rng.pick([6, 8]);
  const width = columns === 6 ? 420 : 500;
  const left = (W - width) / 2;
  const base = 430;
  const colTop = base - 190;
  const pitch = (width - 40) / (columns - 1);
  const banner = lit(look.sky, hsl(rng.int(0, 359), 60, 45));
  const banners = [1, columns - 3].map((c) => el('path', { d: `M${num(left + 20 + c * pitch + 18)},${colTop + 14}h${num(pitch - 36)}v120l${num(-(pitch - 36) / 2)},-14l${num(-(pitch - 36) / 2)},14z`, fill: banner })).join('');
  const body = [
    sky.body,
    hills(rng, 330, 40, 3, depthShade(look.sky, landHue(rng, look), 0.2)),
    houseRow(rng, look, 300, 70, 0.4),
    el('rect', { y: base, width: W, height: H - base, fill: lit(look.sky, paving(look)) }),
    // Pediment, entablature with the word, columns, the wall behind them, steps.
    el('polygon', { points: points([[left - 20, colTop - 40], [W / 2, colTop - 40 - width * 0.16], [left + width + 20, colTop - 40]]), fill: stone }),
    el('polygon', { points: points([[left + 10, colTop - 46], [W / 2, colTop - 34 - width * 0.16], [left + width - 10, colTop - 46]]), fill: shade }),
    el('rect', { x: left - 20, y: colTop - 40, width: width + 40, height: 40, fill: stone }),
    text('MUSEUM', { x: W / 2, y: colTop - 13, 'font-size': 20, 'font-weight': 700, 'letter-spacing': 8, 'text-anchor': 'middle', fill: darken(stone, 0.5) }),
    el('rect', { x: left, y: colTop, width, height: base - colTop, fill: darken(stone, 0.3) }),
    el('rect', { x: W / 2 - 30, y: base - 110, width: 60, height: 110, fill: darken(stone, 0.55), rx: 30 }),
    rects(Array.from({ length: columns }, (_, c): [number, number, number, number] => [left + 8 + c * pitch, colTop, 24, base - colTop - 20]), { fill: stone }),
    rects(Array.from({ length: columns }, (_, c): [number, number, number, number] => [left + 2 + c * pitch, colTop, 36, 10]), { fill: shade }),
    banners,
    rects([[left - 30, base - 20, width + 60, 10], [left - 45, base - 10, width + 90, 10], [left - 60, base, width + 120, 10]], { fill: shade }),
    treeOf(rng, look, between(rng, 40, left - 30), base + 10, 170, 0.08),
    treeOf(rng, look, between(rng, left + width + 30, W - 40), base + 10, 170, -0.08),
    passersBy(rng, look, base + 70, 60, rng.int(2, 4)),
  ];
  return { defs: sky.defs, body: body.join('') };
};

/** A camera on a tripod, dark against the sky. */
function tripod(x: number, ground: number, ink: string): string {
  return (
    el('path', { d: `M${x},${ground - 120}L${x - 40},${ground}M${x},${ground - 120}L${x + 38},${ground}M${x},${ground - 120}L${x + 4},${ground}`, stroke: ink, 'stroke-width': 5 }) +
    el('rect', { x: x - 28, y: ground - 156, width: 56, height: 36, rx: 6, fill: ink }) +
    el('rect', { x: x - 8, y: ground - 166, width: 20, height: 10, fill: ink }) +
    el('circle', { cx: x + 34, cy: ground - 138, r: 14, fill: ink })
  );
}

export const photo: Scene = (rng, look) => {
  const horizon = 360;
  const sky = skyLayer(rng, look.sky, horizon);
  const hue = landHue(rng, look);
  const water = look.coast ? el('rect', { y: horizon + 20, width: W, height: 80, fill: lit(look.sky, mix(look.sky.bottom, '#2f6f90', 0.45)) }) + glints(rng, 6, [20, W - 20], [horizon + 28, horizon + 90], 0.5) : '';
  const ink = lit(look.sky, darken(hsl(hue, 25, 22), 0.2));
  const city = skyline(rng, look, horizon + 20, [0, W], { depth: 0.4, scale: 0.9, id: 'city' });
  const body = [
    sky.body,
    look.climate === 'nordic' || look.climate === 'tropical' ? mountains(rng, horizon + 10, 120, 3, depthShade(look.sky, hue, 0.15), snowy(look) ? '#f3f6fb' : undefined) : hills(rng, horizon + 10, 50, 3, depthShade(look.sky, hue, 0.15)),
    city.body,
    water,
    // The lookout: a dark hilltop in front, a railing, the camera waiting for the light.
    hills(rng, 470, 50, 3, ink),
    rects([[0, 440, W * 0.55, 5], ...Array.from({ length: 8 }, (_, i): [number, number, number, number] => [i * 60 + 10, 440, 5, 60])], { fill: darken(ink, 0.3) }),
    tripod(between(rng, 560, 680), 500, darken(ink, 0.4)),
  ];
  return { defs: sky.defs + city.defs, body: body.join('') };
};

/** Light from the shore drawn down the water in streaks. */
function reflections(rng: Rng, top: number, bottom: number, count: number): string {
  return rects(
    Array.from({ length: count }, (): [number, number, number, number] => [between(rng, 0, W), between(rng, top + 4, bottom - 30), between(rng, 3, 8), between(rng, 10, 30)]),
    { fill: '#ffd98a', opacity: 0.45 },
  );
}

export const night: Scene = (rng, look) => {
  const shore = 380;
  const sky = skyLayer(rng, look.sky, shore);
  const defs = gradient('river', [
    [0, lit(look.sky, '#2a3a66')],
    [1, lit(look.sky, '#101830')],
  ]);
  const far = skyline(rng, look, shore, [0, W], { depth: 0.3, scale: 1.1, id: 'far' });
  const near = skyline(rng, look, shore, [0, W], { depth: 0.7, scale: 0.8, id: 'near' });
  const bridge = look.coast
    ? ''
    : el('path', { d: `M0,${shore + 30}H${W}v14H0z` + [0, 1, 2, 3].map((i) => `M${60 + i * 200},${shore + 44}h80v40a40,40 0 0,0 -80,0z`).join(''), fill: lit(look.sky, '#4a4f66') }) +
      rects(Array.from({ length: 16 }, (_, i): [number, number, number, number] => [i * 52 + 10, shore + 22, 4, 8]), { fill: '#ffe2a6' });
  const body = [
    sky.body,
    far.body,
    near.body,
    el('rect', { y: shore, width: W, height: H - shore, fill: 'url(#river)' }),
    reflections(rng, shore, H, 40),
    bridge,
    el('rect', { y: H - 40, width: W, height: 40, fill: lit(look.sky, '#1f2440') }),
    rects([[0, H - 44, W, 4]], { fill: '#ffd98a', opacity: 0.5 }),
  ];
  return { defs: sky.defs + defs + far.defs + near.defs, body: body.join('') };
};

/** A tour boat side-on: hull, a glazed cabin with people at the windows, a flag. */
function tourBoat(rng: Rng, look: Look, x: number, waterline: number, length: number): string {
  const hull = lit(look.sky, rng.pick(['#f4f1ea', '#1f3a5f', '#8c2f2f', '#2d5a4a']));
  const cabin = lit(look.sky, '#f7f5ef');
  const windows = lit(look.sky, look.sky.time === 'dusk' ? '#ffd37e' : '#7fa8c4');
  const pane = length * 0.07;
  const heads = Array.from({ length: 6 }, (_, i) => el('circle', { cx: x + length * 0.2 + i * pane * 1.4 + pane / 2, cy: waterline - 52, r: 6, fill: lit(look.sky, rng.pick(['#6b4a33', '#2b2b2b', '#c99a74', '#e6c79c'])) })).join('');
  return (
    el('path', { d: `M${num(x)},${num(waterline - 40)}H${num(x + length)}l-${num(length * 0.08)},40H${num(x + length * 0.06)}Z`, fill: hull }) +
    el('rect', { x: x + length * 0.15, y: waterline - 80, width: length * 0.65, height: 42, rx: 10, fill: cabin }) +
    rects(Array.from({ length: 6 }, (_, i): [number, number, number, number] => [x + length * 0.2 + i * pane * 1.4, waterline - 70, pane, 22]), { fill: windows }) +
    heads +
    el('path', { d: `M${num(x + length * 0.9)},${num(waterline - 40)}V${num(waterline - 100)}l28,10l-28,10`, stroke: lit(look.sky, '#555555'), 'stroke-width': 3, fill: lit(look.sky, hsl(rng.int(0, 359), 65, 50)) }) +
    el('path', { d: `M${num(x - 60)},${num(waterline + 6)}q30,-8 60,0`, stroke: '#ffffff', 'stroke-width': 3, fill: 'none', opacity: 0.7 })
  );
}

export const boat: Scene = (rng, look) => {
  const shore = 330;
  const sky = skyLayer(rng, look.sky, shore);
  const hue = landHue(rng, look);
  const water = look.climate === 'tropical' || look.climate === 'desert' || look.climate === 'mediterranean' ? '#2fa0b8' : '#3f6f8f';
  const defs = gradient('water', [
    [0, mix(look.sky.bottom, water, 0.5)],
    [1, lit(look.sky, darken(water, 0.25))],
  ]);
  // Open water under the mountains of a coast; a river between stone quays under a bridge inland.
  const city = look.coast ? skyline(rng, look, shore, [0, W], { depth: 0.4, scale: 0.8, id: 'city' }) : undefined;
  const far = city
    ? (look.climate === 'nordic' ? mountains(rng, shore, 170, 3, depthShade(look.sky, hue, 0.2), '#f3f6fb') : hills(rng, shore, 60, 3, depthShade(look.sky, hue, 0.2))) + city.body
    : houseRow(rng, look, shore - 70, 70, 0.25) + el('rect', { y: shore - 14, width: W, height: 16, fill: lit(look.sky, STONE[look.climate]) });
  // Inland, a stone bridge spans the river in the middle distance: a deck over arches cut out of its piers.
  const deck = shore + 36;
  const bridge = city
    ? ''
    : el('path', {
        d: `M0,${deck - 12}H${W}v52H0z` + [0, 1, 2, 3].map((i) => `M${40 + i * 200},${deck + 40}v-18a60,20 0 0,1 120,0v18z`).join(''),
        fill: lit(look.sky, darken(STONE[look.climate], 0.15)),
        'fill-rule': 'evenodd',
      });
  const body = [
    sky.body,
    far,
    el('rect', { y: shore + 2, width: W, height: H - shore, fill: 'url(#water)' }),
    glints(rng, 10, [0, W], [shore + 20, H - 10], 0.4),
    bridge,
    tourBoat(rng, look, between(rng, 90, 260), between(rng, 450, 480), between(rng, 380, 440)),
    !look.coast && chance(rng, 0.6) ? treeOf(rng, look, between(rng, 20, 80), shore - 16, 110, 0.05) : '',
  ];
  return { defs: sky.defs + defs + (city?.defs ?? ''), body: body.join('') };
};
