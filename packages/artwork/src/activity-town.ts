import type { Scene } from './activity-scene';
import { paving, snowy, type Look } from './look';
import { between, box, chance, darken, el, hsl, inks, mix, num, rects, shape, type Rng } from './paint';
import { glints, lit, SCENE_HEIGHT, SCENE_WIDTH, skyLayer } from './scenery';
import { skyline } from './skyline';
import { houseRow, passersBy, street } from './town';
import { treeOf } from './trees';

// The activities that happen in town: a walk through the old streets, a food tour among
// market stalls, a bike ride along the water or through a park, a wall of street art.

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

/** Vivid paint for awnings and murals. */
const vivid = (rng: Rng, look: Look, l = 55): string => lit(look.sky, hsl(rng.int(0, 359), 70, l));

/** Lamp posts along a street, glowing after sunset. */
function streetLamps(look: Look, ground: number, xs: readonly number[]): string {
  const on = look.sky.time === 'dusk' || look.sky.time === 'night';
  const post = lit(look.sky, '#2f3338');
  return (
    rects(xs.map((x): [number, number, number, number] => [x - 2, ground - 90, 4, 90]), { fill: post }) +
    (on ? xs.map((x) => el('circle', { cx: x, cy: ground - 94, r: 20, fill: '#ffd37e', opacity: 0.3 })).join('') : '') +
    rects(xs.map((x): [number, number, number, number] => [x - 6, ground - 100, 12, 10]), { fill: on ? '#fff0c4' : post })
  );
}

export const walk: Scene = (rng, look) => {
  const sky = skyLayer(rng, look.sky, 330);
  const paved = street(look, 468);
  const city = skyline(rng, look, 330, [0, W], { depth: 0.1, scale: 0.8, id: 'city' });
  const body = [
    sky.body,
    city.body,
    houseRow(rng, look, 320, 64, 0.4),
    houseRow(rng, look, 390, 96, 0.05),
    paved.svg,
    treeOf(rng, look, between(rng, 20, 90), 478, 150, 0.08),
    streetLamps(look, 470, [between(rng, 180, 260), between(rng, 540, 640)]),
    passersBy(rng, look, 505, 70, rng.int(3, 5)),
  ];
  return { defs: sky.defs + paved.defs + city.defs, body: body.join('') };
};

/** A market stall: posts, a striped awning, a counter heaped with produce. */
function stall(rng: Rng, look: Look, x: number, w: number, ground: number): string {
  const cloth = vivid(rng, look);
  const stripes = inks();
  const top = ground - 130;
  for (let i = 0; i < 6; i++) stripes.add(i % 2 ? lit(look.sky, '#fbfaf6') : cloth, shape([[x + (i * w) / 6, top], [x + ((i + 1) * w) / 6, top], [x + ((i + 1) * w) / 6 + 4, top + 36], [x + (i * w) / 6 + 4, top + 36]]));
  const produce = inks();
  for (let i = 0; i < 14; i++) {
    const r = between(rng, 7, 11);
    produce.add(lit(look.sky, rng.pick(['#d9412b', '#f2a33a', '#7fb24a', '#f2d13a', '#8c3b8c', '#e2683c'])), `M${num(x + 14 + (i % 7) * ((w - 20) / 7))},${num(ground - 62 - Math.floor(i / 7) * 12)}a${num(r)},${num(r)} 0 1,0 0.1,0z`);
  }
  const wood = lit(look.sky, '#7a5536');
  return rects([[x + 4, top, 6, 130], [x + w - 6, top, 6, 130]], { fill: wood }) + stripes.svg() + el('rect', { x, y: ground - 60, width: w + 6, height: 60, fill: wood }) + produce.svg();
}

/** A table in the foreground: checked cloth, plates of food, glasses. */
function table(rng: Rng, look: Look): { defs: string; svg: string } {
  const check = lit(look.sky, rng.pick(['#c0392b', '#2d6a4f', '#264e86']));
  const cloth = el('pattern', { id: 'check', width: 24, height: 24, patternUnits: 'userSpaceOnUse' }, el('rect', { width: 24, height: 24, fill: lit(look.sky, '#fbfaf6') }) + el('path', { d: 'M0,0h12v24h12v-12h-24z', fill: check, opacity: 0.55 }));
  const plates = inks();
  const food = inks();
  for (let i = 0; i < 3; i++) {
    const cx = 190 + i * 210 + between(rng, -20, 20);
    const cy = 492 + between(rng, -6, 6);
    plates.add(lit(look.sky, '#ffffff'), `M${num(cx - 60)},${num(cy)}a60,18 0 1,0 120,0a60,18 0 1,0 -120,0z`);
    for (let j = 0; j < 4; j++) food.add(lit(look.sky, rng.pick(['#c86b2c', '#e3b04b', '#7fb24a', '#b5402b', '#f1e3c2', '#8a5a3a'])), `M${num(cx - 30 + j * 18)},${num(cy - 4)}a12,8 0 1,0 0.1,0z`);
  }
  const glassesX = [120, 360, 600].map((x) => x + between(rng, -10, 10));
  return {
    defs: cloth,
    svg:
      el('rect', { y: 460, width: W, height: H - 460, fill: 'url(#check)' }) +
      plates.svg() +
      food.svg() +
      rects(glassesX.map((x): [number, number, number, number] => [x, 440, 18, 40]), { fill: lit(look.sky, '#e8f2f6'), opacity: 0.8 }) +
      rects(glassesX.map((x): [number, number, number, number] => [x, 456, 18, 24]), { fill: lit(look.sky, rng.pick(['#b8334a', '#f2c14e', '#8fc4d6'])), opacity: 0.8 }),
  };
}

export const food: Scene = (rng, look) => {
  const sky = skyLayer(rng, look.sky, 320);
  const paved = street(look, 440);
  const dinner = table(rng, look);
  const stallW = between(rng, 170, 200);
  const body = [
    sky.body,
    houseRow(rng, look, 290, 80, 0.35),
    houseRow(rng, look, 340, 112, 0.05),
    paved.svg,
    [20, 20 + stallW + 60, 20 + 2 * (stallW + 60)].map((x) => stall(rng, look, x, stallW, 450)).join(''),
    passersBy(rng, look, 452, 80, 2),
    dinner.svg,
  ];
  return { defs: sky.defs + paved.defs + dinner.defs, body: body.join('') };
};

/** A bicycle standing side-on: two wheels, a diamond frame in `paint`, saddle and bars. */
function bicycle(x: number, ground: number, r: number, paint: string, dark: string): string {
  const [rear, front] = [x, x + r * 2.6];
  const hub = ground - r;
  const crank: [number, number] = [x + r * 1.15, hub];
  const seat: [number, number] = [x + r * 0.8, hub - r * 1.1];
  const head: [number, number] = [front - r * 0.35, hub - r * 1.05];
  const frame = `M${num(rear)},${num(hub)}L${num(crank[0])},${num(crank[1])}L${num(seat[0])},${num(seat[1])}Z M${num(seat[0])},${num(seat[1])}L${num(head[0])},${num(head[1])}L${num(crank[0])},${num(crank[1])} M${num(head[0])},${num(head[1])}L${num(front)},${num(hub)}`;
  const wheel = (cx: number): string => `M${num(cx - r)},${num(hub)}a${num(r)},${num(r)} 0 1,0 ${num(2 * r)},0a${num(r)},${num(r)} 0 1,0 ${num(-2 * r)},0`;
  return (
    el('path', { d: wheel(rear) + wheel(front), stroke: dark, 'stroke-width': r * 0.09, fill: 'none' }) +
    el('path', { d: frame, stroke: paint, 'stroke-width': r * 0.08, 'stroke-linejoin': 'round', fill: 'none' }) +
    el('path', { d: `M${num(seat[0] - r * 0.2)},${num(seat[1] - r * 0.08)}h${num(r * 0.35)} M${num(head[0] - r * 0.1)},${num(head[1] - r * 0.2)}h${num(r * 0.3)}`, stroke: dark, 'stroke-width': r * 0.1, 'stroke-linecap': 'round' })
  );
}

export const bike: Scene = (rng, look) => {
  const horizon = 330;
  const sky = skyLayer(rng, look.sky, horizon);
  const grass = lit(look.sky, snowy(look) ? '#eef3f7' : look.climate === 'desert' ? '#e3c48f' : look.season === 'autumn' ? '#b9a14f' : '#7fae6a');
  const path = lit(look.sky, paving(look));
  const water = look.coast
    ? el('rect', { y: horizon, width: W, height: 60, fill: lit(look.sky, mix(look.sky.bottom, '#2f7fa0', 0.55)) }) + glints(rng, 5, [20, W - 20], [horizon + 8, horizon + 50], 0.45)
    : '';
  const ground = look.coast ? horizon + 60 : horizon;
  const paint = vivid(rng, look, 45);
  const city = skyline(rng, look, horizon, [0, W], { depth: 0.4, scale: 0.9, id: 'city' });
  const body = [
    sky.body,
    city.body,
    water,
    el('rect', { y: ground, width: W, height: H - ground, fill: grass }),
    // The path sweeps from the far left to the whole width of the foreground.
    el('path', { d: `M0,${num(ground + 16)}C${W * 0.4},${num(ground + 10)} ${W * 0.7},${num(ground + 60)} ${W},${num(ground + 90)}V${H}H0Z`, fill: path }),
    treeOf(rng, look, between(rng, 60, 160), ground + 40, 130, 0.05),
    treeOf(rng, look, between(rng, 560, 740), ground + 30, 120, -0.05),
    passersBy(rng, look, ground + 40, 50, 1),
    bicycle(between(rng, 230, 330), H - 22, 62, paint, lit(look.sky, '#2b2b2b')),
    chance(rng, 0.6) ? bicycle(between(rng, 520, 560), ground + 62, 24, vivid(rng, look, 50), lit(look.sky, '#2b2b2b')) : '',
  ];
  return { defs: sky.defs + city.defs, body: body.join('') };
};

/** Murals across a long wall: big discs, waves, zigzags and a face, in vivid paint with drips. */
function murals(rng: Rng, look: Look, top: number, bottom: number): string {
  const paint = inks();
  const span = bottom - top;
  for (let x = between(rng, -40, 0); x < W; x += between(rng, 110, 170)) {
    const color = vivid(rng, look);
    const cy = top + span * between(rng, 0.35, 0.65);
    const r = span * between(rng, 0.22, 0.4);
    switch (rng.int(0, 3)) {
      case 0:
        paint.add(color, `M${num(x)},${num(cy)}a${num(r)},${num(r)} 0 1,0 ${num(2 * r)},0a${num(r)},${num(r)} 0 1,0 ${num(-2 * r)},0z`);
        break;
      case 1:
        paint.add(color, `M${num(x)},${num(cy)}q${num(r * 0.5)},${num(-r)} ${num(r)},0t${num(r)},0t${num(r)},0v${num(r * 0.5)}q${num(-r * 0.5)},${num(-r)} ${num(-r)},0t${num(-r)},0t${num(-r)},0z`);
        break;
      case 2:
        paint.add(color, shape([[x, bottom], [x + r * 0.5, top + 10], [x + r, bottom - 20], [x + r * 1.5, top + 30], [x + r * 2, bottom]]));
        break;
      default: {
        paint.add(color, `M${num(x)},${num(cy)}a${num(r)},${num(r)} 0 1,0 ${num(2 * r)},0a${num(r)},${num(r)} 0 1,0 ${num(-2 * r)},0z`);
        const eye = lit(look.sky, '#1f1f2a');
        paint.add(eye, box(x + r * 0.6, cy - r * 0.3, r * 0.18, r * 0.3) + box(x + r * 1.2, cy - r * 0.3, r * 0.18, r * 0.3));
        paint.add(eye, `M${num(x + r * 0.55)},${num(cy + r * 0.25)}q${num(r * 0.45)},${num(r * 0.4)} ${num(r * 0.9)},0v4q${num(-r * 0.45)},${num(r * 0.4)} ${num(-r * 0.9)},0z`);
      }
    }
    for (let d = rng.int(1, 3); d > 0; d--) paint.add(color, box(x + between(rng, 0, r * 1.5), cy + r * 0.6, 4, between(rng, 10, 40)));
  }
  return paint.svg();
}

export const streetart: Scene = (rng, look) => {
  const sky = skyLayer(rng, look.sky, 260);
  const wallTop = between(rng, 200, 240);
  const wall = lit(look.sky, rng.pick(['#c9c2b5', '#b9b3aa', '#a85a3c', '#d9d2c3']));
  const paved = street(look, 470);
  const body = [
    sky.body,
    houseRow(rng, look, wallTop - 40, 90, 0.25),
    el('rect', { y: wallTop, width: W, height: 470 - wallTop, fill: wall }),
    el('rect', { y: wallTop - 8, width: W, height: 10, fill: darken(wall, 0.25) }),
    murals(rng, look, wallTop + 14, 460),
    paved.svg,
    passersBy(rng, look, 510, 120, rng.int(1, 2)),
    chance(rng, 0.5) ? treeOf(rng, look, between(rng, 680, 760), 500, 190, -0.05) : '',
  ];
  return { defs: sky.defs + paved.defs, body: body.join('') };
};
