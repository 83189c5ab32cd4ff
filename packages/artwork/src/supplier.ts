import { normaliseSearch } from '@travel/contracts';
import { CAR_SUPPLIERS } from './car-suppliers';
import { between, el, hsl, rngFor, svgDocument, text } from './paint';

const W = 240;
const H = 80;
const TEXT_X = 80;
const TEXT_WIDTH = W - TEXT_X - 12;

/** The slug rule of the API's seed (apps/api/src/seed/inventory/generate.ts), which names the logo files. */
const slugOf = (name: string): string => normaliseSearch(name).replace(/ /g, '-');
const NAMES = new Map<string, string>(CAR_SUPPLIERS.map((name) => [slugOf(name), name]));

/** A supplier the seed does not know still gets a wordmark, from its slug. */
const nameFor = (slug: string): string =>
  NAMES.get(slug) ??
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** Largest size up to `max` at which `text` fits the text column (average bold glyph ~0.62 em). */
const fit = (text: string, max: number, em: number): number => Math.min(max, TEXT_WIDTH / (text.length * em));

export function supplierArtwork(slug: string): string {
  const rng = rngFor('suppliers', slug);
  const name = nameFor(slug);
  const hue = between(rng, 0, 360);
  const brand = hsl(hue, 65, 42);
  const [first = name, ...rest] = name.split(' ');
  const tagline = rest.join(' ').toUpperCase();
  const emblem = rng.pick([
    el('circle', { cx: 40, cy: 40, r: 28, fill: brand }),
    el('rect', { x: 12, y: 12, width: 56, height: 56, rx: 14, fill: brand }),
    el('path', { d: 'M40,10L66,25V55L40,70L14,55V25Z', fill: brand }),
  ]);
  const parts = [
    el('rect', { x: 0.5, y: 0.5, width: W - 1, height: H - 1, rx: 12, fill: '#ffffff', stroke: hsl(hue, 30, 88) }),
    emblem,
    // A road bending away under the initial: reads as 'cars' at any size.
    el('path', { d: 'M22,60Q40,46 58,60', stroke: hsl(hue + 35, 85, 62), 'stroke-width': 4, 'stroke-linecap': 'round', fill: 'none' }),
    text(name[0]!.toUpperCase(), { x: 40, y: 47, 'text-anchor': 'middle', 'font-weight': 700, 'font-size': 26, fill: '#ffffff' }),
    text(first, { x: TEXT_X, y: tagline ? 42 : 48, 'font-weight': 800, 'font-size': fit(first, 28, 0.64), fill: hsl(hue, 45, 20) }),
  ];
  if (tagline) {
    parts.push(text(tagline, { x: TEXT_X + 1, y: 60, 'font-weight': 600, 'font-size': fit(tagline, 11, 0.72), 'letter-spacing': 1.2, fill: hsl(hue, 25, 42) }));
  }
  return svgDocument(W, H, `${name} logo`, '', parts.join(''));
}
