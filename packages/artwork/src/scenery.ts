import { between, el, gradient, hsl, mix, num, points, rects, type Rng } from './paint';

/** Shared by the landscape kinds (hotels, activities, resorts): 3:2 like a photo. */
export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 533;

export type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night';

export interface Sky {
  time: TimeOfDay;
  top: string;
  bottom: string;
  /** Sun or moon. */
  light: string;
  /** What far layers fade into. */
  haze: string;
  /** How much foreground colours sink into the night ink: 0 by day. */
  dim: number;
}

const SKIES: Record<TimeOfDay, Omit<Sky, 'time'>> = {
  dawn: { top: '#9fb4e3', bottom: '#fdd8bd', light: '#fff3d1', haze: '#f1cdbf', dim: 0.08 },
  day: { top: '#5ba6e8', bottom: '#d4ecfb', light: '#fff6d8', haze: '#c3ddf0', dim: 0 },
  dusk: { top: '#4a3f86', bottom: '#f7a26e', light: '#ffd98f', haze: '#d39a93', dim: 0.22 },
  night: { top: '#0f1b3d', bottom: '#34508a', light: '#f5f0dc', haze: '#3d5488', dim: 0.5 },
};
const NIGHT_INK = '#141a38';

export function pickSky(rng: Rng, times: readonly TimeOfDay[]): Sky {
  const time = rng.pick(times);
  return { time, ...SKIES[time] };
}

/** A foreground colour as the sky's light shows it. */
export const lit = (sky: Sky, color: string): string => mix(color, NIGHT_INK, sky.dim);

export interface Layer {
  defs: string;
  body: string;
}

/** Gradient, sun (low at dawn and dusk) or crescent moon with stars, and a few flat clouds. */
export function skyLayer(rng: Rng, sky: Sky, horizon: number): Layer {
  const defs = gradient('sky', [
    [0, sky.top],
    [1, sky.bottom],
  ]);
  const parts = [el('rect', { width: SCENE_WIDTH, height: horizon + 40, fill: 'url(#sky)' })];
  const x = between(rng, 110, SCENE_WIDTH - 110);
  const low = sky.time === 'dawn' || sky.time === 'dusk';
  const y = low ? between(rng, horizon - 130, horizon - 70) : between(rng, 70, 130);
  const r = sky.time === 'night' ? 26 : between(rng, 30, 44);
  if (sky.time === 'night') {
    const stars = Array.from({ length: 40 }, (): [number, number, number, number] => {
      const size = between(rng, 1, 3);
      return [between(rng, 0, SCENE_WIDTH), between(rng, 0, horizon - 60), size, size];
    });
    parts.push(rects(stars, { fill: '#ffffff', opacity: 0.75 }));
    parts.push(el('circle', { cx: x, cy: y, r: r * 2.4, fill: sky.light, opacity: 0.08 }));
    parts.push(el('circle', { cx: x, cy: y, r, fill: sky.light }));
    parts.push(el('circle', { cx: x + r * 0.45, cy: y - r * 0.25, r: r * 0.9, fill: sky.top }));
  } else {
    parts.push(el('circle', { cx: x, cy: y, r: r * 2.6, fill: sky.light, opacity: 0.18 }));
    parts.push(el('circle', { cx: x, cy: y, r: r * 1.6, fill: sky.light, opacity: 0.28 }));
    parts.push(el('circle', { cx: x, cy: y, r, fill: sky.light }));
    const cloudColor = sky.time === 'dusk' ? '#f6c7b4' : '#ffffff';
    for (let i = rng.int(1, 3); i > 0; i--) parts.push(cloud(between(rng, 40, SCENE_WIDTH - 40), between(rng, 50, horizon - 120), between(rng, 0.6, 1.2), cloudColor));
  }
  return { defs, body: parts.join('') };
}

function cloud(x: number, y: number, scale: number, fill: string): string {
  const s = (v: number): number => v * scale;
  return el(
    'g',
    { fill, opacity: 0.85 },
    el('rect', { x: x - s(60), y: y - s(14), width: s(120), height: s(28), rx: s(14) }) +
      el('circle', { cx: x - s(18), cy: y - s(14), r: s(24) }) +
      el('circle', { cx: x + s(18), cy: y - s(20), r: s(30) }),
  );
}

/** Short light strokes on water. */
export function glints(rng: Rng, count: number, [left, right]: [number, number], [top, bottom]: [number, number], opacity: number): string {
  return Array.from({ length: count }, () =>
    el('rect', { x: between(rng, left, right - 60), y: between(rng, top, bottom), width: between(rng, 20, 80), height: 2, rx: 1, fill: '#ffffff', opacity }),
  ).join('');
}

/** Sand from `top` down, behind a line of surf. */
export function shore(top: number, sand: string): string {
  const edge = (dy: number): string =>
    `M0,${num(top + dy)}Q${points([[SCENE_WIDTH * 0.35, top + dy - 16], [SCENE_WIDTH * 0.6, top + dy - 2]])}T${points([[SCENE_WIDTH, top + dy - 8]])}V${SCENE_HEIGHT}H0Z`;
  return el('path', { d: edge(0), fill: '#ffffff', opacity: 0.75 }) + el('path', { d: edge(7), fill: sand });
}

/** A rolling ridge filled down to the bottom edge: the layered hills of every landscape. */
export function hills(rng: Rng, baseY: number, amplitude: number, bumps: number, fill: string): string {
  const step = (SCENE_WIDTH + 100) / bumps;
  const pts = Array.from({ length: bumps + 1 }, (_, i): [number, number] => [-50 + i * step, baseY - rng.next() * amplitude]);
  // Each point is a control point and the curve passes through the midpoints: smooth, no overshoot.
  let d = `M-50,${SCENE_HEIGHT}L${points([pts[0]!])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i]!;
    const [nx, ny] = pts[i + 1]!;
    d += `Q${points([[x, y]])} ${points([[(x + nx) / 2, (y + ny) / 2]])}`;
  }
  d += `L${points([pts[pts.length - 1]!])}`;
  return el('path', { d: `${d}L${SCENE_WIDTH + 50},${SCENE_HEIGHT}Z`, fill });
}

/** Jagged peaks, with a snow cap on the tall ones when `snow` is given. */
export function mountains(rng: Rng, baseY: number, height: number, peaks: number, fill: string, snow?: string): string {
  const step = (SCENE_WIDTH + 120) / peaks;
  const pts: [number, number][] = [[-60, baseY]];
  for (let i = 0; i < peaks; i++) {
    const x = -60 + (i + 0.5) * step + between(rng, -step / 4, step / 4);
    pts.push([x, baseY - height * between(rng, 0.55, 1)]);
    pts.push([-60 + (i + 1) * step, baseY - height * between(rng, 0.15, 0.4)]);
  }
  const outline = [...pts, [SCENE_WIDTH + 60, SCENE_HEIGHT], [-60, SCENE_HEIGHT]] as const;
  let out = el('polygon', { points: points(outline), fill });
  if (snow) {
    for (let i = 1; i < pts.length - 1; i += 2) {
      const [left, peak, right] = [pts[i - 1]!, pts[i]!, pts[i + 1]!];
      if (baseY - peak[1] < height * 0.75) continue;
      const along = (to: [number, number], t: number): [number, number] => [peak[0] + (to[0] - peak[0]) * t, peak[1] + (to[1] - peak[1]) * t];
      const a = along(left, 0.28);
      const b = along(right, 0.28);
      const mid: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - 6];
      out += el('polygon', { points: points([peak, b, [(b[0] + mid[0]) / 2, mid[1] + 10], mid, [(a[0] + mid[0]) / 2, mid[1] + 8], a]), fill: snow });
    }
  }
  return out;
}

/** The shades of one hue, far (pale, hazy) to near (deep): what makes layered land read as distance. */
export const depthShade = (sky: Sky, hue: number, depth: number): string => lit(sky, mix(hsl(hue, 32 + depth * 12, 30 + (1 - depth) * 28), sky.haze, (1 - depth) * 0.55));
