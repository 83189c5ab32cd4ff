/** SPEC 4 and 9: the agency's primary colour themes the site; #2c7be5 when unset or invalid. */
export const DEFAULT_PRIMARY_COLOR = '#2c7be5';
export const BRIGHTNESS_THRESHOLD = 127.5;

/**
 * `fill` is the primary colour, or the nearest shade of it (darker under white text, lighter
 * under black) on which the foreground reaches WCAG AA for normal text (4.5:1): buttons and
 * tabs carry small text, so they use it; large areas keep the agency's exact colour.
 * `link` is the primary, or the nearest darker shade of it, that reads as text on the page.
 */
export type Theme = { primary: string; fill: string; link: string; foreground: '#000000' | '#ffffff'; mode: 'light' | 'dark' };

/** WCAG 2 minimum contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** The darker of the page's two backgrounds (tokens.css --color-surface-alt): links must read on it. */
export const PAGE_BACKGROUND = '#f4f6fa';

export function parseHexColor(color: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Perceived brightness, 0 to 255 (the W3C weighting). */
export function brightness([r, g, b]: [number, number, number]): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const mix = (rgb: Rgb, toward: number, share: number): Rgb => rgb.map((c) => Math.round(c + (toward - c) * share)) as Rgb;

/** `rgb`, or the first 5 % step of it toward `toward` (0 black, 255 white) that reads against `other`. */
function readableShade(rgb: Rgb, toward: number, other: Rgb): Rgb {
  let shade = rgb;
  for (let share = 0.05; contrastRatio(shade, other) < MIN_TEXT_CONTRAST && share <= 1; share += 0.05) {
    shade = mix(rgb, toward, share);
  }
  return shade;
}

export function themeFor(primaryColor: string | null | undefined): Theme {
  const rgb = parseHexColor(primaryColor ?? '') ?? (parseHexColor(DEFAULT_PRIMARY_COLOR) as Rgb);
  const light = brightness(rgb) > BRIGHTNESS_THRESHOLD;
  const foreground: Rgb = light ? [0, 0, 0] : [255, 255, 255];
  // Under white text the fill steps toward black, under black text toward white.
  const fill = readableShade(rgb, light ? 255 : 0, foreground);
  const link = readableShade(rgb, 0, parseHexColor(PAGE_BACKGROUND) as Rgb);
  return { primary: toHex(rgb), fill: toHex(fill), link: toHex(link), foreground: light ? '#000000' : '#ffffff', mode: light ? 'light' : 'dark' };
}
