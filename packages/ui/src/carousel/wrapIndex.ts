/** `index` brought into 0..count-1, wrapping at both ends: -1 is the last item, `count` the first (SPEC 4). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Positions of the items in view when the first one shown is `start`: `perView` of them, wrapping past the end. */
export function visibleWindow(count: number, start: number, perView: number): number[] {
  const shown = Math.min(Math.max(perView, 0), count);
  return Array.from({ length: shown }, (_, offset) => wrapIndex(start + offset, count));
}

/**
 * Right-to-left, the track holds the items in reverse so the first item sits on the right: the
 * track position showing item `index` first (rightmost) is its mirror, and the mirror of a
 * track position is the index again.
 */
export function mirrorIndex(index: number, count: number, perView: number): number {
  return wrapIndex(count - index - perView, count);
}
