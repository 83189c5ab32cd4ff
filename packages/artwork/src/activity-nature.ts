import type { Scene } from './activity-scene';
import { landHue, snowy, type Look } from './look';
import { between, chance, el, gradient, hsl, inks, lighten, mix, num, points, shape, type Rng } from './paint';
import { depthShade, glints, hills, lit, mountains, SCENE_HEIGHT, SCENE_WIDTH, shore, skyLayer } from './scenery';
import type { Climate } from './setting';
import { houseRow } from './town';
import { cypress, palm, pine, roundTree, treeLine, treeOf } from './trees';

// A day out of town, in the country around the city: a fjord in the north, farmland in
// temperate lands, vineyards and cypresses by the Mediterranean, dunes in the desert, a
// beach or a jungle waterfall in the tropics.

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

type Land = (rng: Rng, look: Look, hue: number) => { horizon: number; defs: string; body: string };

/** Snow lies on a winter picture's near ground instead of grass. */
const ground = (look: Look, hue: number, depth: number): string => (snowy(look) ? lit(look.sky, mix('#eef3f7', look.sky.haze, (1 - depth) * 0.4)) : depthShade(look.sky, hue, depth));

/** A red cabin with white corners on the shore. */
function cabin(x: number, groundY: number, look: Look): string {
  const wall = lit(look.sky, '#a8382b');
  const trim = lit(look.sky, '#f4f1ea');
  return (
    el('rect', { x, y: groundY - 34, width: 60, height: 34, fill: wall }) +
    el('polygon', { points: points([[x - 6, groundY - 32], [x + 30, groundY - 58], [x + 66, groundY - 32]]), fill: lit(look.sky, snowy(look) ? '#f4f7fb' : '#3f3f46') }) +
    el('path', { d: `M${x},${groundY - 34}v34M${x + 60},${groundY - 34}v34`, stroke: trim, 'stroke-width': 3 }) +
    el('rect', { x: x + 22, y: groundY - 24, width: 14, height: 12, fill: look.sky.time === 'dusk' ? '#ffd37e' : trim })
  );
}

const fjord: Land = (rng, look, hue) => {
  const waterline = 372;
  const snow = snowy(look) ? lit(look.sky, '#f4f7fb') : undefined;
  const defs = gradient('water', [
    [0, mix(look.sky.bottom, hsl(hue + 20, 45, 45), 0.35)],
    [1, lit(look.sky, hsl(hue + 20, 50, 30))],
  ]);
  const body = [
    mountains(rng, 350, 230, 4, depthShade(look.sky, hue + 30, 0.1), lit(look.sky, '#f3f6fb')),
    mountains(rng, 362, 130, 5, depthShade(look.sky, hue, 0.45), snow),
    hills(rng, waterline, 18, 5, ground(look, hue, 0.7)),
    treeLine(rng, -10, W + 10, waterline - 4, 30, depthShade(look.sky, hue, 0.75), 'pine'),
    el('rect', { y: waterline, width: W, height: H - waterline, fill: 'url(#water)' }),
    glints(rng, 7, [40, W - 80], [waterline + 12, 460], 0.35),
    hills(rng, 490, 24, 4, ground(look, hue, 0.95)),
    cabin(between(rng, 300, 460), 488, look),
    pine(between(rng, 30, 120), 505, 160, depthShade(look.sky, hue, 1), snow),
    pine(between(rng, W - 120, W - 30), 510, 190, depthShade(look.sky, hue, 1), snow),
  ];
  return { horizon: waterline, defs, body: body.join('') };
};

/** Rolling farmland: hills patched with fields, hedgerows, a church spire, a lane. */
const farmland: Land = (rng, look, hue) => {
  const fields = snowy(look) ? ['#eef3f7', '#e3e9ef'] : look.season === 'autumn' ? ['#c9a04f', '#a88a4a', '#8f9a4f', '#d9b870'] : ['#8fbf5a', '#c9c06a', '#6fa050', '#a9c46a'];
  const patches = inks();
  for (let i = 0; i < 4; i++) {
    const y = 330 + i * 45;
    const fill = lit(look.sky, mix(rng.pick(fields), look.sky.haze, (3 - i) * 0.15));
    patches.add(fill, `M-20,${H}V${num(y + between(rng, -10, 10))}Q${num(between(rng, 150, 350))},${num(y - between(rng, 20, 50))} ${num(between(rng, 400, 600))},${num(y + between(rng, -10, 10))}T${W + 20},${num(y)}V${H}Z`);
  }
  const spireX = between(rng, 420, 680);
  const stone = lit(look.sky, mix('#d9d2c3', look.sky.haze, 0.4));
  const body = [
    hills(rng, 320, 40, 3, depthShade(look.sky, hue, 0.15)),
    patches.svg(),
    treeLine(rng, -10, W + 10, 372, 30, depthShade(look.sky, hue, 0.55), 'round'),
    el('rect', { x: spireX - 30, y: 330, width: 50, height: 36, fill: stone }),
    el('path', { d: `M${num(spireX)},366V322l9,-46l9,46V366Z`, fill: stone }),
    el('path', { d: `M${W * 0.45},${H}C${W * 0.5},470 ${W * 0.62},440 ${W * 0.58},400`, stroke: lit(look.sky, '#d9c39a'), 'stroke-width': 28, fill: 'none' }),
    treeOf(rng, look, between(rng, 40, 140), 520, 190, 0.05),
    treeOf(rng, look, between(rng, 640, 760), 525, 170, -0.05),
  ];
  return { horizon: 320, defs: '', body: body.join('') };
};

/** Vineyard rows down a hillside, a village on the crest, cypresses along the road; the sea beyond on a coast. */
const vineyards: Land = (rng, look, hue) => {
  const rows = el(
    'pattern',
    { id: 'vines', width: 26, height: 26, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(-18)' },
    el('rect', { width: 26, height: 26, fill: lit(look.sky, '#c9a66b') }) + el('rect', { width: 26, height: 12, fill: lit(look.sky, '#6f8a3f') }),
  );
  const sea = look.coast ? el('rect', { y: 300, width: W, height: 40, fill: lit(look.sky, mix(look.sky.bottom, '#2f8fb0', 0.6)) }) : '';
  const dark = lit(look.sky, '#2f4f35');
  const cypresses = Array.from({ length: 6 }, (_, i) => cypress(90 + i * 48, 430 - i * 10, 120 - i * 9, dark)).join('');
  const body = [
    sea,
    hills(rng, 330, 60, 3, depthShade(look.sky, hue, 0.25)),
    houseRow(rng, look, 300, 34, 0.35),
    hills(rng, 360, 30, 3, depthShade(look.sky, hue, 0.5)),
    el('path', { d: `M-20,${H}V400Q${W * 0.4},330 ${W + 20},390V${H}Z`, fill: 'url(#vines)' }),
    cypresses,
    roundTree(between(rng, 620, 740), 520, 150, lit(look.sky, '#8a9a66')),
  ];
  return { horizon: 300, defs: rows, body: body.join('') };
};

/** A camel side-on, for the caravan across the dunes. */
function camel(x: number, y: number, s: number, ink: string): string {
  return el('path', {
    d: `M${num(x)},${num(y)}v${num(-s * 0.5)}q${num(s * 0.1)},${num(-s * 0.35)} ${num(s * 0.3)},${num(-s * 0.3)}q${num(s * 0.15)},${num(-s * 0.25)} ${num(s * 0.3)},0q${num(s * 0.1)},${num(-s * 0.2)} ${num(s * 0.25)},0l${num(s * 0.2)},${num(-s * 0.35)}h${num(s * 0.12)}l${num(-s * 0.12)},${num(s * 0.5)}q${num(-s * 0.05)},${num(s * 0.15)} ${num(-s * 0.12)},${num(s * 0.15)}v${num(s * 0.45)}h${num(-s * 0.06)}v${num(-s * 0.4)}h${num(-s * 0.5)}v${num(s * 0.4)}z`,
    fill: ink,
  });
}

const dunes: Land = (rng, look) => {
  const sand = (t: number): string => lit(look.sky, mix(['#e9c48a', '#dba866', '#cf9450', '#e6b877'][Math.floor(t * 3.99)]!, look.sky.haze, (1 - t) * 0.5));
  const crest = (y: number, t: number): string =>
    el('path', { d: `M-20,${H}V${num(y)}C${num(between(rng, 100, 300))},${num(y - between(rng, 40, 90))} ${num(between(rng, 400, 600))},${num(y + between(rng, 0, 40))} ${W + 20},${num(y - between(rng, 10, 50))}V${H}Z`, fill: sand(t) });
  const caravanY = 395;
  const ink = lit(look.sky, '#5a3f2a');
  const startX = between(rng, 200, 420);
  const body = [
    crest(330, 0.1),
    crest(360, 0.4),
    Array.from({ length: rng.int(3, 5) }, (_, i) => camel(startX + i * 70, caravanY - i * 3, 60, ink)).join(''),
    crest(420, 0.7),
    crest(480, 0.98),
    chance(rng, 0.5) ? palm(between(rng, 40, 120), H, 240, 0.15, lit(look.sky, '#8a6a4a'), lit(look.sky, '#6d8a4f')) : '',
  ];
  return { horizon: 330, defs: '', body: body.join('') };
};

/** Turquoise sea and a beach under a leaning palm. */
const beach: Land = (rng, look, hue) => {
  const horizon = 300;
  const defs = gradient('sea', [
    [0, lit(look.sky, hsl(195, 55, 62))],
    [1, lit(look.sky, hsl(188, 70, 40))],
  ]);
  const sandTop = between(rng, 425, 445);
  const right = chance(rng, 0.5);
  const body = [
    el('rect', { y: horizon, width: W, height: H - horizon, fill: 'url(#sea)' }),
    el('path', { d: right ? `M${W},${horizon + 4}V${horizon - 70}Q${W - 200},${horizon - 80} ${W - 330},${horizon + 4}Z` : `M0,${horizon + 4}V${horizon - 70}Q200,${horizon - 80} 330,${horizon + 4}Z`, fill: depthShade(look.sky, hue, 0.4) }),
    glints(rng, 9, [0, W], [horizon + 10, sandTop - 20], 0.4),
    shore(sandTop, lit(look.sky, '#efd9ae')),
    palm(right ? between(rng, 60, 120) : between(rng, W - 120, W - 60), H - 10, 230, right ? 0.18 : -0.18, lit(look.sky, '#8a6a4a'), lit(look.sky, hsl(hue, 45, 35))),
  ];
  return { horizon, defs, body: body.join('') };
};

/** Green peaks, a waterfall into a pool, lush leaves in front. */
const jungle: Land = (rng, look, hue) => {
  const fallX = between(rng, 300, 480);
  const leaves = lit(look.sky, hsl(hue, 50, 28));
  const body = [
    mountains(rng, 330, 200, 3, depthShade(look.sky, hue, 0.2)),
    hills(rng, 360, 80, 4, depthShade(look.sky, hue, 0.5)),
    el('path', { d: `M${num(fallX)},${250}h46l10,190h-66z`, fill: lit(look.sky, '#e9f6fb') }),
    el('ellipse', { cx: fallX + 23, cy: 450, rx: 120, ry: 22, fill: lit(look.sky, '#5fb8c8') }),
    hills(rng, 470, 30, 4, depthShade(look.sky, hue, 0.85)),
    treeLine(rng, -10, fallX - 100, 470, 60, depthShade(look.sky, hue, 0.8), 'round'),
    treeLine(rng, fallX + 150, W + 10, 470, 60, depthShade(look.sky, hue, 0.8), 'round'),
    el('path', { d: shape([[0, H], [0, 380], [90, 440], [60, 360], [150, 450], [170, 390], [200, H]]) + shape([[W, H], [W, 360], [W - 80, 450], [W - 50, 380], [W - 160, 460], [W - 200, H]]), fill: leaves }),
    palm(between(rng, 640, 720), H, 260, -0.15, lit(look.sky, '#8a6a4a'), lighten(leaves, 0.1)),
  ];
  return { horizon: 330, defs: '', body: body.join('') };
};

const LANDS: Record<Climate, (look: Look) => Land> = {
  nordic: () => fjord,
  temperate: () => farmland,
  mediterranean: () => vineyards,
  desert: () => dunes,
  tropical: (look) => (look.coast ? beach : jungle),
};

export const daytrip: Scene = (rng, look) => {
  const land = LANDS[look.climate](look)(rng, look, landHue(rng, look));
  const sky = skyLayer(rng, look.sky, land.horizon);
  return { defs: sky.defs + land.defs, body: sky.body + land.body };
};
