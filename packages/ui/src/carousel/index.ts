export { Carousel, type CarouselProps } from './Carousel';
export { CAROUSEL_BREAKPOINTS, slidesPerView, useSlidesPerView } from './slidesPerView';
export { mirrorIndex, visibleWindow, wrapIndex } from './wrapIndex';
