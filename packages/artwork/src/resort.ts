import type { Keyed } from './keys';
import { lookFor, type Look } from './look';
import { between, chance, darken, el, gradient, lighten, num, points, rngFor, svgDocument, type Rng } from './paint';
import { SCENE_HEIGHT, SCENE_WIDTH, glints, lit, shore, skyLayer } from './scenery';
import type { Climate, Setting } from './setting';
import { treeOf } from './trees';

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;
const HORIZON = 285;
const FABRICS = ['#f26b5b', '#f4a340', '#2a9d8f', '#e76f91', '#3d7dd8', '#f2c14e'];

/** A sun lounger seen from the side, back raised towards the right. */
function lounger(x: number, ground: number, size: number, cushion: string, frame: string): string {
  const seat = ground - size * 0.2;
  const stroke = (pts: [number, number][], color: string, width: number): string =>
    el('polyline', { points: points(pts), stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', fill: 'none' });
  return (
    stroke([[x + size * 0.08, ground], [x + size * 0.12, seat]], frame, size * 0.035) +
    stroke([[x + size * 0.62, ground], [x + size * 0.58, seat]], frame, size * 0.035) +
    stroke([[x, seat], [x + size * 0.68, seat], [x + size * 0.95, seat - size * 0.32]], cushion, size * 0.08)
  );
}

/** A beach umbrella: striped dome with a scalloped hem, on a pole. */
function umbrella(x: number, ground: number, size: number, fabric: string, pole: string): string {
  const top = ground - size;
  const hem = top + size * 0.2;
  const w = size * 0.62;
  let scallops = '';
  // White panels from the crown to the hem; the dome's curve keeps them inside it.
  const crown = (hem + top - size * 0.3) / 2;
  const stripes = [-0.6, 0.2]
    .map((f) => el('polygon', { points: points([[x, crown], [x + w * f, hem + 3], [x + w * (f + 0.4), hem + 3]]), fill: '#ffffff', opacity: 0.85 }))
    .join('');
  for (let i = 4; i > 0; i--) scallops += `Q${num(x - w + (i - 0.5) * w * 0.5)},${num(hem + 10)} ${num(x - w + (i - 1) * w * 0.5)},${num(hem)}`;
  return (
    el('rect', { x: x - 2, y: top, width: 4, height: size, fill: pole }) +
    el('path', { d: `M${num(x - w)},${num(hem)}Q${num(x)},${num(top - size * 0.3)} ${num(x + w)},${num(hem)}${scallops}Z`, fill: fabric }) +
    stripes
  );
}

const LAND: Record<Climate, string> = { nordic: '#5d7f7a', temperate: '#5d8f6a', mediterranean: '#9a9a6a', desert: '#c98f5e', tropical: '#5d8f8a' };

/** The far side of the bay: a green island in the tropics, a whitewashed village on a headland by the Mediterranean, bare rock in the desert. */
function farShore(rng: Rng, look: Look): string {
  const { sky } = look;
  const x = between(rng, 80, W - 260);
  const w = between(rng, 140, 240);
  const h = between(rng, 30, 60);
  const land = LAND[look.climate];
  const hill = el('path', { d: `M${points([[x, HORIZON + 1]])}Q${points([[x + w * 0.45, HORIZON - h * 2], [x + w, HORIZON + 1]])}Z`, fill: lit(sky, land), opacity: 0.85 });
  if (look.climate !== 'mediterranean') return hill;
  const houses = Array.from({ length: 7 }, (_, i): [number, number, number, number] => [x + w * 0.2 + i * w * 0.09, HORIZON - h * 0.7 + Math.abs(i - 3) * 6 - 10, w * 0.07, 12]);
  return hill + houses.map(([hx, hy, hw, hh]) => el('rect', { x: hx, y: hy, width: hw, height: hh, fill: lit(sky, '#f6f3ec') })).join('');
}

function sea(rng: Rng, look: Look): { defs: string; body: string } {
  const { sky } = look;
  const deep = look.climate === 'mediterranean' ? ['#5fb4d8', '#2a86bf', '#165f9a'] : ['#7fd8de', '#33b8c4', '#1590a6'];
  const defs = gradient('sea', [
    [0, lit(sky, deep[0]!)],
    [0.45, lit(sky, deep[1]!)],
    [1, lit(sky, deep[2]!)],
  ]);
  const body = [el('rect', { y: HORIZON, width: W, height: H - HORIZON, fill: 'url(#sea)' }), farShore(rng, look), glints(rng, 10, [0, W], [HORIZON + 8, 380], 0.45)];
  return { defs, body: body.join('') };
}

/** A key without a setting (an older URL) paints a resort as they all were then: a tropical one. */
const RESORT_SETTING: Setting = 'tropical-coast';

export function resortArtwork({ id, setting = RESORT_SETTING }: Keyed): string {
  const rng = rngFor('resorts', `${id}-${setting}`);
  const look = lookFor(rng, setting, ['dawn', 'day', 'day', 'dusk']);
  const { sky } = look;
  const skyPart = skyLayer(rng, sky, HORIZON);
  const water = sea(rng, look);
  const withPool = chance(rng, 0.6);
  const poolLeft = chance(rng, 0.5);
  const sandTop = between(rng, 385, 400);
  const fabric = lit(sky, rng.pick(FABRICS));
  const frame = lit(sky, '#f7f3ea');
  const parts = [
    skyPart.body,
    water.body,
    shore(sandTop, lit(sky, '#f3dfb5')),
  ];
  // Loungers on a pool deck (the pool on one side of them) or straight on the sand.
  let loungeX = between(rng, 230, 330);
  const loungeGround = withPool ? 512 : 500;
  if (withPool) {
    const deck = lit(sky, '#c99a6b');
    parts.push(el('rect', { y: 440, width: W, height: H - 440, fill: deck }));
    for (let y = 456; y < H; y += 16) parts.push(el('rect', { y, width: W, height: 2, fill: darken(deck, 0.15) }));
    const poolW = between(rng, 300, 360);
    const poolX = poolLeft ? between(rng, 40, 80) : W - poolW - between(rng, 40, 80);
    loungeX = poolLeft ? poolX + poolW + 50 : between(rng, 50, 90);
    parts.push(el('rect', { x: poolX - 8, y: 458, width: poolW + 16, height: 90, rx: 18, fill: lit(sky, '#f4f1ea') }));
    parts.push(el('rect', { x: poolX, y: 466, width: poolW, height: 90, rx: 12, fill: lit(sky, '#5fd6e0') }));
    parts.push(glints(rng, 5, [poolX + 20, poolX + poolW - 30], [478, 525], 0.6));
  }
  const size = withPool ? 120 : 140;
  parts.push(umbrella(loungeX + size * 1.1, loungeGround - 4, size * 1.25, fabric, frame));
  for (let i = 0; i < 2; i++) parts.push(lounger(loungeX + i * size * 1.3, loungeGround, size, i === 0 ? fabric : lighten(fabric, 0.35), frame));
  // Trees of the place frame the picture from both edges, leaning inwards.
  parts.push(treeOf(rng, look, between(rng, 30, 90), H + 5, between(rng, 230, 280), between(rng, 0.12, 0.25)));
  if (chance(rng, 0.7)) parts.push(treeOf(rng, look, between(rng, W - 110, W - 40), H + 5, between(rng, 200, 250), -between(rng, 0.1, 0.22)));
  return svgDocument(W, H, 'Resort illustration', skyPart.defs + water.defs, parts.join(''));
}
