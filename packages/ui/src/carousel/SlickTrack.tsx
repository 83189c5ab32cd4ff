import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Slider from 'react-slick';
// The library's styles travel with it in this lazily loaded chunk, not in first paint.
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { mirrorIndex, wrapIndex } from './wrapIndex';
import { slideKey } from './slideKey';

export interface SlickTrackProps {
  items: ReactNode[];
  /** The first item in reading order in view: the carousel's index, owned by the Carousel. */
  index: number;
  perView: number;
  rtl: boolean;
  /** A swipe, a drag or the keyboard moved the track. */
  onIndexChange: (index: number) => void;
}

const SLIDE_MS = 400;

/**
 * Slides hidden from view (off-screen items and the copies slick makes for the infinite loop)
 * are marked aria-hidden by slick, but their links could still take focus: make them inert.
 */
function makeHiddenSlidesInert(root: HTMLElement | null): void {
  root?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = slide.getAttribute('aria-hidden') === 'true';
  });
}

/**
 * react-slick under the Carousel's control: the arrows move it through `index`, a swipe
 * reports back. Right-to-left, slick runs left-to-right over the items reversed (its own `rtl`
 * mode misplaces an infinite track), so the first item is on the right and 'next' reveals the
 * items to the left.
 */
export default function SlickTrack({ items, index, perView, rtl, onIndexChange }: SlickTrackProps) {
  const slider = useRef<Slider>(null);
  const root = useRef<HTMLDivElement>(null);
  const count = items.length;
  const toTrack = (position: number) => (rtl ? mirrorIndex(position, count, perView) : position);
  /** Where slick is, or is heading, on its track: a different target came from the arrows. */
  const trackIndex = useRef(toTrack(index));
  // Read once: a changing initialSlide would make slick rebuild its track.
  const [initialSlide] = useState(trackIndex.current);
  const slides = useMemo(() => {
    const keyed = items.map((item, position) => ({ item, key: slideKey(item, position) }));
    return rtl ? keyed.reverse() : keyed;
  }, [items, rtl]);

  useEffect(() => {
    const api = slider.current;
    const from = trackIndex.current;
    const target = rtl ? mirrorIndex(index, count, perView) : index;
    if (!api || target === from) return;
    trackIndex.current = target;
    // One step goes the short way round, through the loop, as a wrapping carousel should.
    if (target === wrapIndex(from + 1, count)) api.slickNext();
    else if (target === wrapIndex(from - 1, count)) api.slickPrev();
    else api.slickGoTo(target);
  }, [index, count, perView, rtl]);

  useLayoutEffect(() => makeHiddenSlidesInert(root.current));

  return (
    <div ref={root} className="carousel-slick" dir="ltr">
      <Slider
        ref={slider}
        arrows={false}
        dots={false}
        infinite
        initialSlide={initialSlide}
        slidesToShow={perView}
        slidesToScroll={1}
        swipeToSlide
        speed={SLIDE_MS}
        waitForAnimate={false}
        beforeChange={(_current, next) => {
          const settled = wrapIndex(next, count);
          trackIndex.current = settled;
          onIndexChange(rtl ? mirrorIndex(settled, count, perView) : settled);
        }}
        afterChange={() => makeHiddenSlidesInert(root.current)}
      >
        {slides.map(({ item, key }) => (
          // The track is laid out left-to-right; each card reads in the page's direction.
          <div className="carousel-slide" key={key} dir={rtl ? 'rtl' : 'ltr'}>
            {item}
          </div>
        ))}
      </Slider>
    </div>
  );
}
