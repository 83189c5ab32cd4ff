// The full-screen photo viewer's keyboard, as pure rules.

export type ViewerAction = 'previous' | 'next' | 'first' | 'last' | 'close';

/**
 * What a key does in the viewer. Right to left, the next photo lies to the left, so the
 * arrows follow what the eye sees; Home and End go to the ends, Escape closes.
 */
export function viewerAction(key: string, rtl: boolean): ViewerAction | undefined {
  switch (key) {
    case 'ArrowLeft':
      return rtl ? 'next' : 'previous';
    case 'ArrowRight':
      return rtl ? 'previous' : 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
      return 'close';
    default:
      return undefined;
  }
}

/**
 * Where Tab goes when it would leave the dialog: from the last control back to the first
 * (from the first to the last with Shift); undefined while it stays inside on its own.
 */
export function trappedFocus<T>(controls: readonly T[], current: T | null, backwards: boolean): T | undefined {
  const first = controls[0];
  const last = controls.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const index = current === null ? -1 : controls.indexOf(current);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === controls.length - 1) return first;
  return undefined;
}
