import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether a popup opened at its anchor's start edge would run past the window's end edge (the
 * right in LTR, the left in RTL): then it is better placed against the anchor's end edge.
 */
export function useOverflowsInlineEnd(open: boolean, popup: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = popup.current;
    if (!open || !element) {
      setOverflows(false);
      return;
    }
    const box = element.getBoundingClientRect();
    const rtl = getComputedStyle(element).direction === 'rtl';
    setOverflows(rtl ? box.left < 0 : box.right > document.documentElement.clientWidth);
  }, [open, popup]);
  return overflows;
}
