import { AIRLINES } from './airlines';
import { el, lighten, svgDocument, text } from './paint';

const W = 240;
const H = 80;
const TEXT_X = 86;
const TEXT_WIDTH = W - TEXT_X - 12;

const BRANDS = new Map(AIRLINES.map((airline) => [airline.code.toLowerCase(), airline]));

/** Largest size up to `max` at which `words` fit the text column (average bold glyph ~0.6 em). */
const fit = (words: string, max: number): number => Math.min(max, TEXT_WIDTH / (words.length * 0.6));

/** A badge: a swept tail fin in the airline's colours with a stripe, its code on the fin, its name beside. Null for an airline we do not fly. */
export function airlineArtwork(key: string): string | null {
  const brand = BRANDS.get(key);
  if (!brand) return null;
  const [fin, stripe] = brand.colours;
  const parts = [
    el('rect', { x: 0.5, y: 0.5, width: W - 1, height: H - 1, rx: 12, fill: '#ffffff', stroke: lighten(fin, 0.8) }),
    el('path', { d: 'M18,70L44,10H66L58,70Z', fill: fin }),
    el('path', { d: 'M36,48L50,22H62L56,48Z', fill: stripe, opacity: 0.9 }),
    text(brand.code, { x: 44, y: 66, 'text-anchor': 'middle', 'font-weight': 800, 'font-size': 13, fill: '#ffffff' }),
    text(brand.name, { x: TEXT_X, y: 47, 'font-weight': 800, 'font-size': fit(brand.name, 22), fill: fin }),
  ];
  return svgDocument(W, H, `${brand.name} logo`, '', parts.join(''));
}
