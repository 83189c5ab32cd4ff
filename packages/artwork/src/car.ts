import { between, darken, el, gradient, hsl, lighten, num, points, rngFor, svgDocument } from './paint';

const W = 480;
const H = 270;
const GROUND = 222;

type Point = [number, number];

/**
 * A side view, nose to the right. Heights are above the ground line; x positions along the
 * car are fractions of its length from the rear bumper.
 */
interface CarShape {
  length: number;
  wheel: number;
  axles: [number, number];
  sill: number;
  /** Waistline: the bottom of the side windows. */
  belt: number;
  nose: number;
  tail: number;
  /** Roof height; null for an open top. */
  roof: number | null;
  /** Rear pillar foot, rear roof end, front roof end, windscreen foot. */
  cabin: [number, number, number, number];
  /** Pillars between the side windows. */
  pillars: number[];
  extras?: { rails?: true; chrome?: true; slidingDoor?: true; aeroWheels?: true };
}

const HATCH: CarShape = { length: 290, wheel: 28, axles: [0.17, 0.8], sill: 22, belt: 68, nose: 60, tail: 72, roof: 112, cabin: [0.04, 0.12, 0.58, 0.76], pillars: [0.2, 0.45] };
const SEDAN: CarShape = { length: 330, wheel: 28, axles: [0.19, 0.79], sill: 22, belt: 66, nose: 60, tail: 66, roof: 106, cabin: [0.18, 0.3, 0.6, 0.74], pillars: [0.46] };
const SUV: CarShape = { length: 350, wheel: 34, axles: [0.18, 0.8], sill: 34, belt: 90, nose: 80, tail: 92, roof: 146, cabin: [0.04, 0.08, 0.62, 0.75], pillars: [0.22, 0.45], extras: { rails: true } };

/** Every vehicle class the seed uses (slugs of VEHICLES in apps/api/src/seed/inventory/vocabulary.ts). */
const SHAPES: Record<string, CarShape> = {
  mini: { ...HATCH, length: 240, wheel: 26, roof: 114, cabin: [0.05, 0.13, 0.56, 0.74], pillars: [0.42] },
  economy: HATCH,
  compact: SEDAN,
  'compact-suv': { ...SUV, length: 320, wheel: 32, sill: 30, belt: 84, nose: 72, tail: 86, roof: 136, cabin: [0.05, 0.12, 0.6, 0.75], pillars: [0.24, 0.47] },
  suv: SUV,
  premium: { ...SEDAN, length: 360, wheel: 30, belt: 68, nose: 64, tail: 68, roof: 106, cabin: [0.2, 0.33, 0.6, 0.73], pillars: [0.46], extras: { chrome: true } },
  minivan: { length: 360, wheel: 29, axles: [0.16, 0.8], sill: 26, belt: 82, nose: 64, tail: 84, roof: 150, cabin: [0.03, 0.05, 0.7, 0.85], pillars: [0.22, 0.5], extras: { slidingDoor: true } },
  convertible: { ...SEDAN, length: 340, roof: null, cabin: [0.3, 0.34, 0.62, 0.68], pillars: [] },
  electric: { ...SEDAN, cabin: [0.1, 0.34, 0.58, 0.75], pillars: [0.48], extras: { aeroWheels: true } },
};

/** Classes a real supplier may send: the nearest shape by name, a sedan otherwise. */
function shapeFor(slug: string): CarShape {
  // hasOwn: 'constructor' is a valid slug too, and must not find Object.prototype's.
  if (Object.hasOwn(SHAPES, slug)) return SHAPES[slug]!;
  const match = (words: string[]): boolean => words.some((word) => slug.includes(word));
  if (match(['suv', '4x4', 'jeep', 'crossover'])) return SUV;
  if (match(['van', 'bus', 'mpv'])) return SHAPES.minivan!;
  if (match(['convertible', 'cabrio', 'roadster'])) return SHAPES.convertible!;
  if (match(['mini', 'economy', 'hatch', 'city'])) return HATCH;
  if (match(['premium', 'luxury', 'full-size', 'fullsize'])) return SHAPES.premium!;
  if (match(['electric', 'hybrid'])) return SHAPES.electric!;
  return SEDAN;
}

/** A closed path through `pts` with each corner rounded by up to `r`. */
function rounded(pts: readonly Point[], r: number): string {
  let d = '';
  pts.forEach((cur, i) => {
    const cut = (to: Point): string => {
      const len = Math.hypot(to[0] - cur[0], to[1] - cur[1]);
      const t = Math.min(r, len / 2) / len;
      return `${num(cur[0] + (to[0] - cur[0]) * t)},${num(cur[1] + (to[1] - cur[1]) * t)}`;
    };
    d += `${i === 0 ? 'M' : 'L'}${cut(pts[(i + pts.length - 1) % pts.length]!)}Q${num(cur[0])},${num(cur[1])} ${cut(pts[(i + 1) % pts.length]!)}`;
  });
  return `${d}Z`;
}

/** A convex polygon (clockwise on screen) shrunk by `d` on every side: the glass inside the cabin. */
function inset(pts: readonly Point[], d: number): Point[] {
  const lines = pts.map((p, i) => {
    const q = pts[(i + 1) % pts.length]!;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const [nx, ny] = [-(q[1] - p[1]) / len, (q[0] - p[0]) / len];
    return { x: p[0] + nx * d, y: p[1] + ny * d, dx: q[0] - p[0], dy: q[1] - p[1] };
  });
  return lines.map((b, i) => {
    const a = lines[(i + lines.length - 1) % lines.length]!;
    const t = ((b.x - a.x) * b.dy - (b.y - a.y) * b.dx) / (a.dx * b.dy - a.dy * b.dx);
    return [a.x + a.dx * t, a.y + a.dy * t];
  });
}

const PAINTS = ['#d6453d', '#2f6fdf', '#17928a', '#f0a92e', '#3a3f4b', '#b9c2cc', '#8e4fb3', '#e2722a', '#2e9e5b', '#0f4c81', '#c0392b'];

export function carArtwork(slug: string): string {
  const rng = rngFor('cars', slug);
  const shape = shapeFor(slug);
  const paint = rng.pick(PAINTS);
  const hue = between(rng, 0, 360);
  const { length: L, wheel, sill, belt, nose, tail, roof, cabin, extras = {} } = shape;
  const x0 = (W - L) / 2;
  const x1 = x0 + L;
  const at = (f: number): number => x0 + f * L;
  const y = (h: number): number => GROUND - h;
  const [rearFoot, rearRoof, frontRoof, screenFoot] = cabin.map(at) as [number, number, number, number];

  const bodyOutline: Point[] = [
    [x0 + 4, y(sill)],
    [x0, y(sill + 10)],
    [x0 - 2, y(tail)],
    [x0 + L * 0.05, y(belt)],
    [screenFoot, y(belt)],
    [x1 - L * 0.07, y(nose)],
    [x1, y(nose - 12)],
    [x1 + 2, y(sill + 8)],
    [x1 - 6, y(sill)],
  ];
  const bodyPath = rounded(bodyOutline, 12);
  const edge = darken(paint, 0.3);
  const glass = '#2c3e55';
  const defs =
    gradient('backdrop', [
      [0, hsl(hue, 35, 96)],
      [1, hsl(hue, 25, 88)],
    ]) +
    el('radialGradient', { id: 'shadow' }, [0.32, 0].map((opacity, offset) => el('stop', { offset, 'stop-color': '#000000', 'stop-opacity': opacity })).join('')) +
    el('clipPath', { id: 'body' }, el('path', { d: bodyPath }));

  const parts = [
    el('rect', { width: W, height: H, fill: 'url(#backdrop)' }),
    el('rect', { y: GROUND, width: W, height: H - GROUND, fill: hsl(hue, 20, 84) }),
    el('ellipse', { cx: W / 2, cy: GROUND + 2, rx: L * 0.6, ry: 14, fill: 'url(#shadow)' }),
  ];
  if (roof === null) {
    // Open top: the folded hood behind the seats, tan headrests, a raked windscreen.
    const hood: Point[] = [[at(0.1), y(belt - 4)], [at(0.14), y(belt + 12)], [at(0.3), y(belt + 14)], [at(0.34), y(belt - 4)]];
    parts.push(el('path', { d: rounded(hood, 10), fill: '#2b2f36' }));
    for (const f of [0.4, 0.53]) parts.push(el('rect', { x: at(f), y: y(belt + 24), width: 14, height: 30, rx: 6, fill: '#b8875a' }));
    const foot: Point = [screenFoot + 6, y(belt - 2)];
    const top: Point = [screenFoot - 24, y(belt + 30)];
    parts.push(el('polygon', { points: points([foot, top, [screenFoot - 40, y(belt - 2)]]), fill: glass, opacity: 0.8 }));
    parts.push(el('line', { x1: foot[0], y1: foot[1], x2: top[0], y2: top[1], stroke: '#2b2f36', 'stroke-width': 4, 'stroke-linecap': 'round' }));
  } else {
    const cabinQuad: Point[] = [[rearFoot, y(belt - 4)], [rearRoof, y(roof)], [frontRoof, y(roof)], [screenFoot, y(belt - 4)]];
    parts.push(el('path', { d: rounded(cabinQuad, 14), fill: paint, stroke: edge, 'stroke-width': 1.5 }));
    if (extras.rails) parts.push(el('rect', { x: rearRoof + 6, y: y(roof) - 6, width: frontRoof - rearRoof - 20, height: 5, rx: 2, fill: '#2b2f36' }));
    parts.push(el('path', { d: rounded(inset(cabinQuad, 6), 6), fill: glass, stroke: extras.chrome ? '#e3e7ec' : undefined, 'stroke-width': 2 }));
    // Light falling on the glass: one diagonal streak.
    const streak: Point[] = [[frontRoof - 30, y(roof - 8)], [frontRoof - 18, y(roof - 8)], [frontRoof - 44, y(belt + 2)], [frontRoof - 56, y(belt + 2)]];
    parts.push(el('polygon', { points: points(streak), fill: '#ffffff', opacity: 0.18 }));
    for (const f of shape.pillars) parts.push(el('rect', { x: at(f) - 3.5, y: y(roof), width: 7, height: roof - belt, fill: paint }));
  }

  // Lower body, then what is clipped to it: wheel wells, the sill in shadow, a highlight.
  parts.push(el('path', { d: bodyPath, fill: paint, stroke: edge, 'stroke-width': 1.5 }));
  // Door edges: the pillars and the windscreen foot (a convertible has one long door).
  const doorEdges = roof === null ? [0.36, cabin[3] - 0.02] : [...shape.pillars, cabin[3] - 0.02];
  const doorLines = doorEdges.map((f) => el('rect', { x: at(f) - 0.75, y: y(belt), width: 1.5, height: belt - sill - 8, fill: edge, opacity: 0.6 }));
  parts.push(
    el(
      'g',
      { 'clip-path': 'url(#body)' },
      el('rect', { x: x0 - 10, y: y(sill + 12), width: L + 20, height: 12, fill: darken(paint, extras.rails ? 0.55 : 0.25) }) +
        el('rect', { x: x0, y: y(belt - 3), width: L, height: 3, fill: lighten(paint, 0.35), opacity: 0.7 }) +
        doorLines.join('') +
        (extras.slidingDoor ? el('rect', { x: at(0.22), y: y(belt - 14), width: L * 0.28, height: 2, fill: edge }) : '') +
        el('rect', { x: x0 - 2, y: y(tail - 4), width: 9, height: 14, rx: 3, fill: '#e0322b' }) +
        shape.axles.map((f) => el('circle', { cx: at(f), cy: y(wheel), r: wheel + 5, fill: '#23272e' })).join(''),
    ),
  );
  // Headlamp, door handles and the wing mirror.
  const lamp: Point[] = [[x1 - L * 0.07, y(nose - 3)], [x1 - 1, y(nose - 12)], [x1, y(nose - 20)], [x1 - 26, y(nose - 14)]];
  parts.push(el('path', { d: rounded(lamp, 4), fill: '#fff3c4' }));
  for (const f of doorEdges.slice(0, -1)) parts.push(el('rect', { x: at(f) + 8, y: y(belt - 10), width: 14, height: 4, rx: 2, fill: darken(paint, 0.35) }));
  const mirror: Point[] = [[screenFoot - 6, y(belt + 2)], [screenFoot + 6, y(belt + 12)], [screenFoot + 14, y(belt + 10)], [screenFoot + 12, y(belt)]];
  parts.push(el('path', { d: rounded(mirror, 3), fill: darken(paint, 0.1), stroke: edge, 'stroke-width': 1 }));

  for (const f of shape.axles) {
    const [cx, cy] = [at(f), y(wheel)];
    parts.push(el('circle', { cx, cy, r: wheel, fill: '#1c1f24' }));
    parts.push(el('circle', { cx, cy, r: wheel * 0.62, fill: extras.aeroWheels ? '#aab3bd' : '#d5dbe2' }));
    if (!extras.aeroWheels) {
      for (let i = 0; i < 5; i++) {
        const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
        const [hx, hy] = [cx + Math.cos(a) * wheel * 0.38, cy + Math.sin(a) * wheel * 0.38];
        parts.push(el('circle', { cx: hx, cy: hy, r: wheel * 0.12, fill: '#8d97a3' }));
      }
    }
    parts.push(el('circle', { cx, cy, r: wheel * 0.14, fill: '#5d6672' }));
  }
  return svgDocument(W, H, `${slug.replace(/-/g, ' ')} car illustration`, defs, parts.join(''));
}
