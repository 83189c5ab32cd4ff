import { between, chance, darken, el, gradient, hsl, lighten, mix, num, points, rngFor, svgDocument, type Rng } from './paint';
import { SCENE_HEIGHT, SCENE_WIDTH, glints, hills, lit, mountains, palm, pickSky, pine, shore, skyLayer, treeLine, type Layer, type Sky } from './scenery';

type Scene = (rng: Rng, sky: Sky, hue: number) => Layer & { horizon: number };

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

/** The shades of one hue, far (pale, hazy) to near (deep): what makes the layers read as distance. */
const layerShade = (sky: Sky, hue: number, depth: number): string => lit(sky, mix(hsl(hue, 32 + depth * 12, 30 + (1 - depth) * 28), sky.haze, (1 - depth) * 0.55));

const lake: Scene = (rng, sky, hue) => {
  const waterline = 372;
  const defs = gradient('water', [
    [0, mix(sky.bottom, hsl(hue + 20, 45, 45), 0.35)],
    [1, lit(sky, hsl(hue + 20, 50, 30))],
  ]);
  const body = [
    mountains(rng, 350, 230, 4, layerShade(sky, hue + 40, 0.1), lit(sky, '#f3f6fb')),
    mountains(rng, 360, 130, 5, layerShade(sky, hue, 0.45)),
    hills(rng, waterline, 18, 5, layerShade(sky, hue, 0.7)),
    treeLine(rng, -10, W + 10, waterline - 4, 34, layerShade(sky, hue, 0.75), 'pine'),
    el('rect', { y: waterline, width: W, height: H - waterline, fill: 'url(#water)' }),
    glints(rng, 7, [40, W - 80], [waterline + 12, 460], 0.35),
    hills(rng, 486, 24, 4, layerShade(sky, hue, 0.95)),
    pine(between(rng, 30, 120), 500, 150, layerShade(sky, hue, 1)),
    pine(between(rng, W - 120, W - 30), 505, 180, layerShade(sky, hue, 1)),
  ];
  return { defs, body: body.join(''), horizon: waterline };
};

const beach: Scene = (rng, sky, hue) => {
  const horizon = 300;
  const defs = gradient('sea', [
    [0, lit(sky, hsl(195, 55, 62))],
    [1, lit(sky, hsl(188, 70, 40))],
  ]);
  const sandTop = between(rng, 425, 445);
  const boatX = between(rng, 180, W - 180);
  const boatY = between(rng, 345, 380);
  const sail = lit(sky, '#fbfaf6');
  const palmX = between(rng, 60, 120);
  const left = chance(rng, 0.5);
  const headland = (x0: number, reach: number, top: number, fill: string): string => {
    const s = left ? 1 : -1;
    const edge = left ? x0 : W - x0;
    return el('path', { d: `M${edge},${horizon + 6}L${edge},${top}Q${edge + s * reach * 0.6},${top - 10} ${edge + s * reach},${horizon + 6}Z`, fill });
  };
  const body = [
    el('rect', { y: horizon, width: W, height: H - horizon, fill: 'url(#sea)' }),
    headland(-10, 330, horizon - 70, layerShade(sky, hue, 0.35)),
    headland(-10, 190, horizon - 40, layerShade(sky, hue, 0.75)),
    glints(rng, 9, [0, W], [horizon + 10, sandTop - 20], 0.4),
    // Sailboat: hull, mast, mainsail and a coloured jib.
    el('polygon', { points: points([[boatX - 44, boatY], [boatX + 48, boatY], [boatX + 34, boatY + 14], [boatX - 34, boatY + 14]]), fill: lit(sky, '#2f3d55') }),
    el('rect', { x: boatX - 1.5, y: boatY - 92, width: 3, height: 92, fill: lit(sky, '#5b4a3a') }),
    el('polygon', { points: points([[boatX - 4, boatY - 88], [boatX - 4, boatY - 6], [boatX - 46, boatY - 6]]), fill: sail }),
    el('polygon', { points: points([[boatX + 4, boatY - 80], [boatX + 4, boatY - 6], [boatX + 40, boatY - 6]]), fill: lit(sky, hsl(rng.int(0, 359), 65, 55)) }),
    shore(sandTop, lit(sky, '#efd9ae')),
    // The palm stands on the side away from the boat, leaning in.
    palm(boatX > W / 2 ? palmX : W - palmX, H - 10, 230, boatX > W / 2 ? 0.18 : -0.18, lit(sky, '#8a6a4a'), lit(sky, hsl(hue, 45, 35))),
  ];
  return { defs, body: body.join(''), horizon };
};

const WALLS = ['#f1d9a7', '#ecc59a', '#f4e6cf', '#e7b08c', '#f0d3b8', '#dfc3a0', '#f5ecd9'];
const ROOFS = ['#c0583a', '#b24d32', '#cf6d47', '#a8472f'];

/** One row of houses (gables or hips) with shuttered windows; a bell tower in the back row. */
function houseRow(rng: Rng, sky: Sky, top: number, size: number, haze: number, tower: boolean): string {
  let towerX = tower ? between(rng, 120, W - 120) : -1000;
  let out = '';
  for (let x = between(rng, -60, -10); x < W + 10; ) {
    const w = size * between(rng, 0.8, 1.3);
    const y = top + between(rng, -size * 0.25, size * 0.2);
    const wall = lit(sky, mix(rng.pick(WALLS), sky.haze, haze));
    const roof = lit(sky, mix(rng.pick(ROOFS), sky.haze, haze));
    if (Math.abs(x + w / 2 - towerX) < w) {
      const tw = size * 0.55;
      const tx = x + w / 2 - tw / 2;
      out += el('rect', { x: tx, y: y - size * 1.5, width: tw, height: H, fill: wall });
      out += el('polygon', { points: points([[tx - 4, y - size * 1.5], [tx + tw / 2, y - size * 2.3], [tx + tw + 4, y - size * 1.5]]), fill: roof });
      out += el('rect', { x: tx + tw * 0.3, y: y - size * 1.3, width: tw * 0.4, height: size * 0.35, rx: tw * 0.2, fill: darken(wall, 0.45) });
      towerX = -1000;
    }
    out += el('rect', { x, y, width: w, height: H - y, fill: wall });
    out += chance(rng, 0.6)
      ? el('polygon', { points: points([[x - 4, y + 1], [x + w / 2, y - w * 0.32], [x + w + 4, y + 1]]), fill: roof })
      : el('polygon', { points: points([[x - 4, y + 1], [x + 10, y - size * 0.22], [x + w - 10, y - size * 0.22], [x + w + 4, y + 1]]), fill: roof });
    const win = size * 0.16;
    for (let c = 0; c < 2; c++) {
      const wx = x + w * (c === 0 ? 0.28 : 0.72) - win / 2;
      out += el('rect', { x: wx, y: y + size * 0.22, width: win, height: win * 1.5, fill: sky.time === 'dusk' && chance(rng, 0.5) ? '#ffd37e' : darken(wall, 0.45) });
      out += el('rect', { x: wx - win * 0.4, y: y + size * 0.22, width: win * 0.35, height: win * 1.5, fill: lit(sky, mix('#4f7f6a', sky.haze, haze)) });
    }
    x += w + between(rng, -4, 2);
  }
  return out;
}

const town: Scene = (rng, sky, hue) => ({
  defs: '',
  horizon: 300,
  body: [
    hills(rng, 300, 60, 3, layerShade(sky, hue, 0.2)),
    hills(rng, 330, 40, 4, layerShade(sky, hue, 0.45)),
    houseRow(rng, sky, 330, 62, 0.45, true),
    houseRow(rng, sky, 395, 80, 0.2, false),
    houseRow(rng, sky, 465, 100, 0, false),
  ].join(''),
});

const forest: Scene = (rng, sky, hue) => {
  const vx = between(rng, 340, 460);
  // The trail bends one way or, mirrored about its vanishing point, the other.
  const side = chance(rng, 0.5) ? 1 : -1;
  const x = (dx: number): string => num(vx + dx * side);
  const trail = lit(sky, '#d9c39a');
  const body = [
    mountains(rng, 300, 150, 4, layerShade(sky, hue + 25, 0.1)),
    hills(rng, 330, 50, 4, layerShade(sky, hue, 0.35)),
    treeLine(rng, -10, W + 10, 335, 48, layerShade(sky, hue, 0.4), 'pine'),
    hills(rng, 380, 40, 4, layerShade(sky, hue, 0.6)),
    treeLine(rng, -10, W + 10, 392, 78, layerShade(sky, hue, 0.65), 'pine'),
    hills(rng, 430, 20, 3, layerShade(sky, hue, 0.8)),
    // The trail narrows towards the middle distance.
    el('path', { d: `M${x(-2)},408C${x(-70)},440 ${x(90)},470 ${x(-120)},${H}L${x(120)},${H}C${x(160)},470 ${x(-20)},440 ${x(2)},408Z`, fill: trail }),
    el('path', { d: `M${x(0)},420C${x(-40)},445 ${x(70)},475 ${x(-10)},${H}`, stroke: lighten(trail, 0.3), 'stroke-width': 3, fill: 'none', opacity: 0.7 }),
    pine(between(rng, 20, 110), H + 10, 260, layerShade(sky, hue, 1)),
    pine(between(rng, 130, 200), H + 6, 180, darken(layerShade(sky, hue, 1), 0.1)),
    pine(between(rng, W - 110, W - 20), H + 10, 280, layerShade(sky, hue, 1)),
  ];
  return { defs: '', body: body.join(''), horizon: 300 };
};

const SCENES: readonly [Scene, number, number][] = [
  [lake, 140, 200],
  [beach, 95, 140],
  [town, 70, 105],
  [forest, 100, 150],
];

export function activityArtwork(id: number): string {
  const rng = rngFor('activities', String(id));
  const [scene, minHue, maxHue] = rng.pick(SCENES);
  const sky = pickSky(rng, ['dawn', 'day', 'day', 'dusk']);
  const hue = between(rng, minHue, maxHue);
  const land = scene(rng, sky, hue);
  const skyPart = skyLayer(rng, sky, land.horizon);
  return svgDocument(W, H, 'Activity illustration', skyPart.defs + land.defs, skyPart.body + land.body);
}
