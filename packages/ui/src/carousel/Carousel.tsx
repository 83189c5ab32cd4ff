import { Children, Suspense, lazy, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from 'react-error-boundary';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSlidesPerView } from './slidesPerView';
import { StaticTrack } from './StaticTrack';
import { wrapIndex } from './wrapIndex';
import './carousel.css';

// react-slick and its styles are a chunk of their own, loaded only when a carousel must scroll
// and the visitor reaches for it (pointer, touch or focus): until then the static cards and the
// arrows do the job, and the page's first load neither downloads nor measures the library.
const SlickTrack = lazy(() => import('./SlickTrack'));

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible names of the arrow buttons (the caller translates them). */
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
}

/**
 * Items in a row with previous and next arrows; the index wraps at both ends (SPEC 4). When
 * every item fits the viewport there is nothing to scroll, so no arrows and no library.
 */
export function Carousel({ label, previousLabel, nextLabel, children }: CarouselProps) {
  const items = Children.toArray(children);
  const perView = useSlidesPerView();
  const [requestedIndex, setIndex] = useState(0);
  const [reached, setReached] = useState(false);
  const { i18n } = useTranslation();
  const trackId = useId();
  const count = items.length;
  const index = wrapIndex(requestedIndex, count);
  const scrollable = count > perView;
  const rtl = i18n.dir() === 'rtl';

  const staticTrack = <StaticTrack items={items} start={scrollable ? index : 0} perView={perView} />;
  const step = (delta: number) => setIndex(wrapIndex(index + delta, count));
  const reach = () => setReached(true);
  const arrow = (direction: 'previous' | 'next') => (
    <button
      type="button"
      className={`carousel-arrow carousel-arrow-${direction}`}
      aria-label={direction === 'previous' ? previousLabel : nextLabel}
      aria-controls={trackId}
      onClick={() => step(direction === 'previous' ? -1 : 1)}
    >
      {direction === 'previous' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
    </button>
  );

  return (
    <div
      className="carousel"
      role="region"
      aria-label={label}
      style={{ '--carousel-per-view': perView } as CSSProperties}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      {scrollable ? arrow('previous') : null}
      <div id={trackId} className="carousel-viewport">
        {scrollable && reached ? (
          // Should the library fail to load, the static cards stay and the arrows keep working.
          <ErrorBoundary fallback={staticTrack}>
            <Suspense fallback={staticTrack}>
              <SlickTrack items={items} index={index} perView={perView} rtl={rtl} onIndexChange={setIndex} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          staticTrack
        )}
      </div>
      {scrollable ? arrow('next') : null}
    </div>
  );
}
