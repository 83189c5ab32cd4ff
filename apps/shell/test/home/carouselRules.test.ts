import { CAROUSEL_BREAKPOINTS, MAX_STARS, mirrorIndex, slidesPerView, visibleWindow, wholeStars, wrapIndex } from '@travel/ui';

describe('the carousel index wraps at both ends (SPEC 4)', () => {
  test.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0], // next from the last is the first
    [-1, 5, 4], // previous from the first is the last
    [-6, 5, 4],
    [12, 5, 2],
    [0, 1, 0],
    [-1, 1, 0],
    [3, 0, 0], // nothing to show
  ])('wrapIndex(%i, %i) = %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });

  test.each([
    [6, 0, 4, [0, 1, 2, 3]],
    [6, 3, 4, [3, 4, 5, 0]],
    [6, 5, 4, [5, 0, 1, 2]],
    [6, 5, 1, [5]],
    [3, 0, 4, [0, 1, 2]], // fewer items than room
    [0, 0, 4, []],
  ])('%i items from %i, %i in view: %j', (count, start, perView, positions) => {
    expect(visibleWindow(count, start, perView)).toEqual(positions);
  });
});

describe('right-to-left, the track holds the items reversed: index <-> track position', () => {
  test.each([
    // 5 items, 4 in view: the track is [4 3 2 1 0]; item 0 first (rightmost) is track position 1 ([3 2 1 0]).
    [0, 5, 4, 1],
    [1, 5, 4, 0],
    [2, 5, 4, 4],
    [4, 5, 4, 2],
    [0, 6, 1, 5],
    [5, 6, 1, 0],
  ])('item %i of %i, %i in view -> track position %i, and back', (index, count, perView, position) => {
    expect(mirrorIndex(index, count, perView)).toBe(position);
    expect(mirrorIndex(position, count, perView)).toBe(index);
  });
});

describe('cards per view: 1 on a 360 px phone, 2 on a tablet, 4 on a desktop', () => {
  test.each([
    [320, 1],
    [360, 1],
    [599, 1],
    [600, 2],
    [768, 2],
    [1023, 2],
    [1024, 4],
    [1920, 4],
  ])('%i px -> %i', (width, perView) => {
    expect(slidesPerView(width)).toBe(perView);
  });
  test('breakpoints', () => expect(CAROUSEL_BREAKPOINTS).toEqual({ tablet: 600, desktop: 1024 }));
});

describe('ratings show 5 stars, floored (SPEC 2.4, 9)', () => {
  test.each([
    [4.4, 4],
    [4.99, 4],
    [5, 5],
    [3, 3],
    [0.9, 0],
    [0, 0],
    [7.5, 5], // never more than 5
    [-1, 0],
    [Number.NaN, 0],
  ])('%s -> %i', (rating, stars) => {
    expect(wholeStars(rating)).toBe(stars);
  });
  test('out of 5', () => expect(MAX_STARS).toBe(5));
});
