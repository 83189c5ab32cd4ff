import type { Theme } from '@travel/contracts';

// The colour rules are pure and shared with the server's first paint: they live in contracts.
export {
  BRIGHTNESS_THRESHOLD,
  DEFAULT_PRIMARY_COLOR,
  MIN_TEXT_CONTRAST,
  PAGE_BACKGROUND,
  brightness,
  contrastRatio,
  luminance,
  parseHexColor,
  themeFor,
  type Theme,
} from '@travel/contracts';

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--color-primary', theme.primary);
  root.style.setProperty('--color-primary-fill', theme.fill);
  root.style.setProperty('--color-link', theme.link);
  root.style.setProperty('--color-on-primary', theme.foreground);
  root.classList.remove('theme-light', 'theme-dark');
  root.classList.add(`theme-${theme.mode}`);
}
