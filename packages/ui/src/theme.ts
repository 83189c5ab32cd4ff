import type { Theme } from '@travel/contracts';

/** Puts the theme on the page (the server sets the same variables and class in the page frame: apps/api/src/web/page-frame.ts). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--color-primary', theme.primary);
  root.style.setProperty('--color-primary-fill', theme.fill);
  root.style.setProperty('--color-link', theme.link);
  root.style.setProperty('--color-on-primary', theme.foreground);
  root.classList.remove('theme-light', 'theme-dark');
  root.classList.add(`theme-${theme.mode}`);
}
