import type { ReactNode } from 'react';
import { visibleWindow } from './wrapIndex';
import { slideKey } from './slideKey';

/**
 * The items in view, without the carousel library: what first paint shows while the library
 * loads, and all there is when every item fits.
 */
export function StaticTrack({ items, start, perView }: { items: ReactNode[]; start: number; perView: number }) {
  return (
    <div className="carousel-static">
      {visibleWindow(items.length, start, perView).map((position) => (
        <div className="carousel-slide" key={slideKey(items[position], position)}>
          {items[position]}
        </div>
      ))}
    </div>
  );
}
