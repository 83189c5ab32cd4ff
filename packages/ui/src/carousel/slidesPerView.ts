import { useSyncExternalStore } from 'react';
import { selectMobileDevice, useAppSelector } from '@travel/store';

/** Viewport widths (px) where the carousel shows 2 and then 4 items: phones 1, tablets 2, desktops 4. */
export const CAROUSEL_BREAKPOINTS = { tablet: 600, desktop: 1024 } as const;
const DESKTOP_PER_VIEW = 4;

export function slidesPerView(viewportWidth: number): number {
  if (viewportWidth >= CAROUSEL_BREAKPOINTS.desktop) return DESKTOP_PER_VIEW;
  if (viewportWidth >= CAROUSEL_BREAKPOINTS.tablet) return 2;
  return 1;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * How many items fit the viewport now; re-renders only when the number changes. The server,
 * and the page hydrating its HTML, guess from the device: one on a phone, as many as a desktop fits.
 */
export function useSlidesPerView(): number {
  const phone = useAppSelector(selectMobileDevice);
  return useSyncExternalStore(
    subscribe,
    () => slidesPerView(window.innerWidth),
    () => (phone ? 1 : DESKTOP_PER_VIEW),
  );
}
