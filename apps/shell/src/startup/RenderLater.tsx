import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a commit of their own, in the task after the page around them was
 * committed. What a visitor does not need the moment a page appears (the footer, the home
 * page's service tiles, start-up calls) then no longer lengthens the first commit and its
 * effects, the longest tasks of a phone's start-up.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setDue(true)), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return due ? children : null;
}
