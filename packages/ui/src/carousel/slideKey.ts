import { isValidElement, type ReactNode } from 'react';

/** The key React.Children.toArray gave an item, so a slide keeps its identity as the window moves. */
export function slideKey(item: ReactNode, position: number): string {
  return isValidElement(item) && item.key !== null ? item.key : String(position);
}
