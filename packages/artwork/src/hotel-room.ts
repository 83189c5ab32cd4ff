import type { RoomKey } from './keys';
import { lookFor, type Look } from './look';
import { between, chance, darken, el, lighten, rects, rngFor, svgDocument, type Rng } from './paint';
import type { RoomKind } from './room-kind';
import { SCENE_HEIGHT, SCENE_WIDTH } from './scenery';
import { windowView } from './window-view';

const WALLS = ['#efe6d8', '#e4e9ee', '#f1e2d6', '#e2e8df', '#ece4ec', '#f3efe6', '#dfe3ea'];
const THROWS = ['#1f6f8b', '#b5533c', '#2d6a4f', '#7b4b94', '#c08a2e', '#264e86', '#8c3b52'];
const FLOORS = ['#a57c55', '#8b6a4f', '#b89470', '#c9b8a3', '#7d6a5c'];
const FLOOR_Y = 400;

interface Room {
  rng: Rng;
  look: Look;
  wall: string;
  floor: string;
  accent: string;
}

/** A made bed: headboard, mattress, pillows and a coloured throw; `w` wide with its head against the wall. */
function bed(x: number, w: number, accent: string, floor: string, head = 110): string {
  const pillows = w > 200 ? [[x + 16, 116], [x + w - 132, 116]] : [[x + 14, w - 28]];
  return (
    el('rect', { x: x - 10, y: 340 - head, width: w + 20, height: head, fill: darken(floor, 0.25), rx: 10 }) +
    el('rect', { x, y: 300, width: w, height: 90, fill: '#ffffff', rx: 8 }) +
    rects(pillows.map(([px, pw]): [number, number, number, number] => [px!, 275, pw!, 40]), { fill: '#f4f4f2' }) +
    el('rect', { x, y: 345, width: w, height: 40, fill: accent }) +
    el('rect', { x, y: 385, width: w, height: 30, fill: darken('#ffffff', 0.08) })
  );
}

/** A bedside table with its lamp, lit or not. */
function nightstand(rng: Rng, x: number, floor: string): string {
  const glow = chance(rng, 0.6);
  return (
    el('rect', { x, y: 330, width: 56, height: 70, fill: darken(floor, 0.35), rx: 4 }) +
    el('rect', { x: x + 26, y: 290, width: 4, height: 40, fill: '#555555' }) +
    (glow ? el('circle', { cx: x + 28, cy: 285, r: 40, fill: '#ffd37e', opacity: 0.25 }) : '') +
    el('polygon', { points: `${x + 12},300 ${x + 44},300 ${x + 38},270 ${x + 18},270`, fill: glow ? '#ffe2a6' : '#efe9dc' })
  );
}

/** A framed picture on the wall. */
function picture(cx: number, accent: string, wall: string): string {
  return (
    el('rect', { x: cx - 70, y: 100, width: 140, height: 90, fill: '#fbfaf7', stroke: darken(wall, 0.4), 'stroke-width': 5 }) +
    el('circle', { cx: cx - 20, cy: 140, r: 22, fill: lighten(accent, 0.3) }) +
    el('rect', { x: cx - 2, y: 125, width: 48, height: 48, fill: accent, opacity: 0.7 })
  );
}

/** Sofa from the front, for the suites. */
function sofa(x: number, w: number, fabric: string): string {
  return (
    el('rect', { x, y: 400, width: w, height: 50, rx: 12, fill: darken(fabric, 0.1) }) +
    el('rect', { x: x + 6, y: 440, width: w - 12, height: 30, rx: 8, fill: fabric }) +
    rects([[x - 12, 420, 24, 56], [x + w - 12, 420, 24, 56]], { fill: darken(fabric, 0.2) })
  );
}

/** The window on the left of the room, with curtains and its view of the setting. */
function sideWindow(room: Room, [x, y, w, h]: [number, number, number, number]): { defs: string; svg: string } {
  const view = windowView(room.rng, room.look, 'pane', [x, y, x + w, y + h], el('rect', { x, y, width: w, height: h }));
  const frame = '#fbfaf7';
  return {
    defs: view.defs,
    svg:
      rects([[x - 34, y - 20, 30, FLOOR_Y - y + 20], [x + w + 4, y - 20, 30, FLOOR_Y - y + 20]], { fill: lighten(room.accent, 0.55), rx: 6 }) +
      view.svg +
      el('rect', { x: x - 8, y: y - 8, width: w + 16, height: h + 16, fill: 'none', stroke: frame, 'stroke-width': 16 }) +
      el('rect', { x: x + w / 2 - 4, y, width: 8, height: h, fill: frame }),
  };
}

/** The furniture of each kind of room, and the window it has. */
const FURNISH: Record<RoomKind, (room: Room) => { window: [number, number, number, number]; svg: string }> = {
  double: ({ rng, accent, floor, wall }) => ({
    window: [70, 70, 230, 230],
    svg: picture(560, accent, wall) + bed(420, 280, accent, floor) + nightstand(rng, 350, floor) + nightstand(rng, 716, floor),
  }),
  king: ({ rng, accent, floor, wall }) => ({
    window: [70, 70, 200, 240],
    svg:
      picture(555, accent, wall) +
      bed(385, 340, accent, floor, 150) +
      rects([[420, 232, 4, 100], [460, 232, 4, 100], [500, 232, 4, 100], [540, 232, 4, 100], [580, 232, 4, 100], [620, 232, 4, 100], [660, 232, 4, 100]], { fill: darken(floor, 0.35) }) +
      nightstand(rng, 310, floor) +
      nightstand(rng, 738, floor) +
      el('rect', { x: 420, y: 430, width: 270, height: 40, rx: 6, fill: darken(accent, 0.2) }),
  }),
  twin: ({ rng, accent, floor, wall }) => ({
    window: [70, 70, 200, 230],
    svg: picture(560, accent, wall) + bed(370, 150, accent, floor) + bed(610, 150, accent, floor) + nightstand(rng, 538, floor),
  }),
  family: ({ accent, floor, wall }) => {
    const wood = darken(floor, 0.3);
    const bunk = (y: number): string =>
      el('rect', { x: 632, y, width: 150, height: 36, rx: 6, fill: '#ffffff' }) + el('rect', { x: 632, y: y + 14, width: 150, height: 22, fill: lighten(accent, 0.25) });
    return {
      window: [60, 70, 200, 220],
      svg:
        picture(450, accent, wall) +
        bed(340, 240, accent, floor) +
        rects([[624, 120, 10, 290], [780, 120, 10, 290], [624, 218, 166, 8], [624, 370, 166, 8]], { fill: wood }) +
        bunk(182) +
        bunk(334) +
        rects([[598, 150, 6, 230], [598, 190, 26, 5], [598, 250, 26, 5], [598, 310, 26, 5]], { fill: wood }) +
        el('circle', { cx: 120, cy: 470, r: 18, fill: '#f2c14e' }) +
        el('rect', { x: 170, y: 452, width: 44, height: 36, rx: 4, fill: lighten(accent, 0.35) }),
    };
  },
  suite: ({ rng, accent, floor, wall }) => ({
    window: [60, 70, 220, 220],
    svg:
      // The bedroom through a wide opening, the sitting room in front.
      el('rect', { x: 420, y: 60, width: 360, height: 340, fill: darken(wall, 0.08) }) +
      el('rect', { x: 408, y: 50, width: 12, height: 350, fill: darken(wall, 0.2) }) +
      bed(460, 250, accent, floor) +
      nightstand(rng, 724, floor) +
      sofa(70, 260, rng.pick(['#6f7f8f', '#b98a5e', '#5f7a62', '#8f5f6f'])) +
      el('rect', { x: 370, y: 470, width: 130, height: 14, rx: 4, fill: darken(floor, 0.45) }) +
      rects([[380, 484, 6, 30], [484, 484, 6, 30]], { fill: darken(floor, 0.45) }) +
      el('circle', { cx: 420, cy: 462, r: 9, fill: lighten(accent, 0.4) }),
  }),
  penthouse: ({ rng, accent, floor }) => ({
    window: [30, 40, 740, 330],
    svg: bed(440, 300, accent, floor, 70) + nightstand(rng, 370, floor) + sofa(60, 240, rng.pick(['#e9e4da', '#d6c6a8', '#6f7f8f'])),
  }),
};

/** A guest room furnished as its kind says, its window on the hotel's setting. */
export function hotelRoomArtwork({ id, kind = 'double', setting }: RoomKey): string {
  const rng = rngFor('hotel-rooms', `${id}-${kind}-${setting ?? ''}`);
  const look = lookFor(rng, setting, ['day', 'day', 'dusk', 'dawn']);
  const room: Room = { rng, look, wall: rng.pick(WALLS), floor: rng.pick(FLOORS), accent: rng.pick(THROWS) };
  const furniture = FURNISH[kind](room);
  const view = sideWindow(room, furniture.window);
  const parts = [
    el('rect', { width: SCENE_WIDTH, height: FLOOR_Y, fill: room.wall }),
    el('rect', { y: FLOOR_Y, width: SCENE_WIDTH, height: SCENE_HEIGHT - FLOOR_Y, fill: room.floor }),
    el('rect', { y: FLOOR_Y - 10, width: SCENE_WIDTH, height: 10, fill: darken(room.wall, 0.18) }),
    el('rect', { x: between(rng, 60, 120), y: FLOOR_Y + 60, width: 200, height: 50, fill: lighten(room.accent, 0.7), rx: 12, opacity: 0.8 }),
    view.svg,
    furniture.svg,
  ];
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, `Hotel room ${id}: ${kind === 'penthouse' ? 'a penthouse' : `a ${kind} room`}`, view.defs, parts.join(''));
}
