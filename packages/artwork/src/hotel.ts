import { between, chance, darken, el, lighten, mix, points, rngFor, svgDocument, text, type Rng } from './paint';
import { SCENE_HEIGHT, SCENE_WIDTH, lit, palm, pickSky, roundTree, skyLayer, type Sky } from './scenery';

const GROUND = 452;
const FACADES = ['#f4ecdc', '#e9d6b8', '#dbe4ec', '#f2ddd0', '#d5ded8', '#ece7df', '#c9d3e0'];
const ACCENTS = ['#1f6f8b', '#b5533c', '#2d6a4f', '#7b4b94', '#c08a2e', '#264e86'];
const WARM_WINDOW = '#ffd37e';

/** Two rows of distant towers, hazier the further away. */
function skyline(rng: Rng, sky: Sky): string {
  let out = '';
  for (const [haze, minH, maxH] of [
    [0.55, 60, 170],
    [0.3, 30, 110],
  ] as const) {
    const fill = mix(darken(sky.haze, 0.35), sky.haze, haze);
    for (let x = -10; x < SCENE_WIDTH; ) {
      const w = between(rng, 28, 70);
      const h = between(rng, minH, maxH);
      out += el('rect', { x, y: GROUND - h, width: w + 1, height: h, fill });
      if (chance(rng, 0.2)) out += el('rect', { x: x + w / 2 - 1, y: GROUND - h - 18, width: 2, height: 18, fill });
      x += w;
    }
  }
  return out;
}

/** Windows: glass reflecting the sky by day, a warm random few lit at dusk and night. */
function windowFill(rng: Rng, sky: Sky): string {
  const litShare = { dawn: 0.15, day: 0, dusk: 0.45, night: 0.65 }[sky.time];
  if (chance(rng, litShare)) return WARM_WINDOW;
  return sky.time === 'day' || sky.time === 'dawn' ? mix(sky.top, '#ffffff', between(rng, 0.15, 0.4)) : lit(sky, '#3a4a6e');
}

function building(rng: Rng, sky: Sky): { svg: string; left: number; right: number } {
  const floors = rng.int(5, 12);
  const floorH = 24;
  const lobbyH = 42;
  const width = between(rng, 210, 330);
  const left = between(rng, 170, SCENE_WIDTH - 170 - width);
  const top = GROUND - lobbyH - floors * floorH;
  const facade = lit(sky, rng.pick(FACADES));
  const accent = lit(sky, rng.pick(ACCENTS));
  const depth = between(rng, 16, 30);
  const ribbons = chance(rng, 0.35);
  const parts = [
    // The side face gives the flat facade a little depth.
    el('polygon', { points: points([[left + width, top], [left + width + depth, top + 10], [left + width + depth, GROUND], [left + width, GROUND]]), fill: darken(facade, 0.22) }),
    el('rect', { x: left, y: top, width, height: GROUND - top, fill: facade }),
    el('rect', { x: left - 4, y: top - 8, width: width + 8, height: 10, fill: darken(facade, 0.3) }),
  ];
  const columns = Math.floor((width - 24) / 30);
  const gap = (width - 24 - columns * 18) / (columns - 1);
  for (let f = 0; f < floors; f++) {
    const y = top + 10 + f * floorH;
    if (ribbons) {
      parts.push(el('rect', { x: left + 12, y, width: width - 24, height: 13, fill: windowFill(rng, sky), rx: 1 }));
    } else {
      for (let c = 0; c < columns; c++) parts.push(el('rect', { x: left + 12 + c * (18 + gap), y, width: 18, height: 13, fill: windowFill(rng, sky), rx: 1 }));
    }
    parts.push(el('rect', { x: left, y: y + 16, width, height: 3, fill: darken(facade, 0.12) }));
  }
  // Lobby: glass front, door, a canopy in the accent colour.
  const lobbyTop = GROUND - lobbyH;
  parts.push(el('rect', { x: left + 10, y: lobbyTop + 12, width: width - 20, height: lobbyH - 12, fill: sky.time === 'day' ? '#9cc3dd' : WARM_WINDOW, opacity: 0.85 }));
  parts.push(el('rect', { x: left + width / 2 - 16, y: lobbyTop + 16, width: 32, height: lobbyH - 16, fill: darken(accent, 0.35) }));
  parts.push(el('rect', { x: left + width / 2 - 46, y: lobbyTop + 4, width: 92, height: 10, fill: accent, rx: 3 }));
  // Roof sign: the one word every hotel picture needs.
  const signW = 96;
  parts.push(el('rect', { x: left + width / 2 - signW / 2, y: top - 34, width: signW, height: 24, fill: accent, rx: 4 }));
  parts.push(
    text('HOTEL', { x: left + width / 2, y: top - 16.5, 'font-weight': 700, 'font-size': 15, 'letter-spacing': 3, 'text-anchor': 'middle', fill: lighten(accent, 0.85) }),
  );
  return { svg: parts.join(''), left, right: left + width + depth };
}

export function hotelArtwork(id: number): string {
  const rng = rngFor('hotels', String(id));
  const sky = pickSky(rng, ['dawn', 'day', 'day', 'dusk', 'night']);
  const { defs, body: skySvg } = skyLayer(rng, sky, GROUND);
  const hotel = building(rng, sky);
  const tropical = chance(rng, 0.5);
  const leaf = lit(sky, rng.pick(['#3f8f5a', '#4f8f4a', '#5c9a5b', '#3f7f59']));
  const tree = (x: number, h: number, lean: number): string =>
    tropical ? palm(x, GROUND + 6, h * 1.3, lean, lit(sky, '#8a6a4a'), leaf) : roundTree(x, GROUND + 6, h, leaf);
  // Big trees in the open ground either side, small ones at the corners, hedges along the front.
  const trees = [
    tree(between(rng, 50, hotel.left - 50), between(rng, 120, 160), between(rng, 0.05, 0.15)),
    tree(between(rng, hotel.right + 50, SCENE_WIDTH - 50), between(rng, 120, 160), -between(rng, 0.05, 0.15)),
    tree(hotel.left - 6, between(rng, 70, 90), -0.05),
    tree(hotel.right + 4, between(rng, 70, 90), 0.05),
  ];
  const hedges = [hotel.left + 30, hotel.right - 48].map((x) => el('rect', { x: x - 24, y: GROUND - 14, width: 56, height: 22, rx: 11, fill: darken(leaf, 0.1) }));
  const pavement = lit(sky, '#d9d2c3');
  const body = [
    skySvg,
    skyline(rng, sky),
    el('rect', { y: GROUND, width: SCENE_WIDTH, height: SCENE_HEIGHT - GROUND, fill: pavement }),
    el('rect', { y: GROUND, width: SCENE_WIDTH, height: 14, fill: lit(sky, '#7fae6a') }),
    hotel.svg,
    ...hedges,
    ...trees,
    el('rect', { y: SCENE_HEIGHT - 36, width: SCENE_WIDTH, height: 36, fill: darken(pavement, 0.25) }),
    el('rect', { y: SCENE_HEIGHT - 20, width: SCENE_WIDTH, height: 3, fill: lighten(pavement, 0.4), opacity: 0.6 }),
  ];
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, `Hotel ${id}`, defs, body.join(''));
}
