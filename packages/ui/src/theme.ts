/** SPEC 4 and 9: the agency's primary colour themes the site; #2c7be5 when unset or invalid. */
export const DEFAULT_PRIMARY_COLOR = '#2c7be5';
export const BRIGHTNESS_THRESHOLD = 127.5;

export type Theme = { primary: string; foreground: '#000000' | '#ffffff'; mode: 'light' | 'dark' };

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

export function themeFor(primaryColor: string | null | undefined): Theme {
  const rgb = parseHexColor(primaryColor ?? '') ?? (parseHexColor(DEFAULT_PRIMARY_COLOR) as [number, number, number]);
  const primary = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const light = brightness(rgb) > BRIGHTNESS_THRESHOLD;
  return { primary, foreground: light ? '#000000' : '#ffffff', mode: light ? 'light' : 'dark' };
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--color-primary', theme.primary);
  root.style.setProperty('--color-on-primary', theme.foreground);
  root.classList.remove('theme-light', 'theme-dark');
  root.classList.add(`theme-${theme.mode}`);
}
