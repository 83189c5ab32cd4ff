import { hashSeed, mulberry32, type Rng } from './prng';

export type { Rng };

/** The same seed helpers as the catalogue, so a picture depends on nothing but its key. */
export function rngFor(kind: string, key: string): Rng {
  return mulberry32(hashSeed(`${kind}/${key}`));
}

export const between = (rng: Rng, min: number, max: number): number => min + rng.next() * (max - min);
export const chance = (rng: Rng, p: number): boolean => rng.next() < p;

/** One of the choices, each as likely as its weight. */
export function weighted<T>(rng: Rng, choices: readonly (readonly [T, number])[]): T {
  let left = rng.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  return choices[choices.length - 1]![0];
}

/** One decimal place is invisible at these sizes and keeps the markup short. */
export const num = (x: number): string => String(Math.round(x * 10) / 10);

type Attrs = Record<string, string | number | undefined>;

/** One SVG element; numbers are rounded, undefined attributes dropped. */
export function el(tag: string, attrs: Attrs, children = ''): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
  return children ? `<${tag}${list}>${children}</${tag}>` : `<${tag}${list}/>`;
}

/** Text in generic sans-serif: no other font may be assumed, none may be loaded. */
export const text = (content: string, attrs: Attrs): string => el('text', { 'font-family': 'sans-serif', ...attrs }, escapeXml(content));

/**
 * Shapes collected by colour and written as one path per colour: a row of houses in six
 * colours costs six tags, not sixty. Colours come out in the order first used.
 */
export function inks(): { add(fill: string, d: string): void; svg(attrs?: Attrs): string } {
  const byFill = new Map<string, string>();
  return {
    add: (fill, d) => byFill.set(fill, (byFill.get(fill) ?? '') + d),
    svg: (attrs = {}) => [...byFill].map(([fill, d]) => el('path', { d, fill, ...attrs })).join(''),
  };
}

/** A closed polygon as path data, for inks(). */
export const shape = (pts: readonly (readonly [number, number])[]): string => `M${points(pts)}Z`;

/** A rectangle as path data, for inks(); whole pixels, as small shapes in bulk need no finer. */
export const box = (x: number, y: number, w: number, h: number): string => {
  const [x0, y0, x1, y1] = [x, y, x + w, y + h].map(Math.round) as [number, number, number, number];
  return `M${x0},${y0}h${x1 - x0}v${y1 - y0}h${x0 - x1}z`;
};

/** Many rectangles of one colour as one path: a window grid costs a few bytes a window, not a tag each. */
export const rects = (list: readonly (readonly [number, number, number, number])[], attrs: Attrs): string =>
  list.length === 0 ? '' : el('path', { d: list.map(([x, y, w, h]) => box(x, y, w, h)).join(''), ...attrs });

/** A point list for <polygon>/<polyline>. */
export const points = (pts: readonly (readonly [number, number])[]): string => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[ch]};`);
}

/** A gradient in <defs>; vertical (top to bottom) unless told otherwise. */
export function gradient(id: string, stops: readonly (readonly [number, string, number?])[], horizontal = false): string {
  const end = horizontal ? { x2: 1, y2: 0 } : { x2: 0, y2: 1 };
  const stopTags = stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })).join('');
  return el('linearGradient', { id, x1: 0, y1: 0, ...end }, stopTags);
}

/**
 * The whole document. Served as an <img>, so nothing external and no script: explicit size
 * (no layout shift), a title for screen readers.
 */
export function svgDocument(width: number, height: number, title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

/** Hex colour from HSL (h in degrees, s and l in 0..100); hex because every SVG renderer reads it. */
export function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number): string => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** `a` moved towards `b` by t (0..1): atmospheric haze, shades and tints. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [rgb(a), rgb(b)];
  return `#${ca.map((c, i) => Math.round(c + ((cb[i] ?? c) - c) * t).toString(16).padStart(2, '0')).join('')}`;
}

export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
