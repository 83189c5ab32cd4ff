import { useEffect, useRef, useState } from 'react';

/** Cards drawn at first and per 'Show more': forty at once kept a phone's main thread busy for half a second. */
export const JOURNEYS_PER_PAGE = 10;

/**
 * How many journeys of a results list are drawn: a page, more on 'Show more', a page again
 * when `resetKey` changes (another filter or order). 'Show more' takes the focus to the first
 * card it adds, so a keyboard or screen reader user goes on where the list grew.
 */
export function useListedJourneys(resetKey: string) {
  const [listed, setListed] = useState({ key: resetKey, count: JOURNEYS_PER_PAGE });
  const listRef = useRef<HTMLOListElement>(null);
  const firstAdded = useRef<number | null>(null);
  const count = listed.key === resetKey ? listed.count : JOURNEYS_PER_PAGE;

  useEffect(() => {
    if (firstAdded.current === null) return;
    listRef.current?.children[firstAdded.current]?.querySelector<HTMLElement>('button')?.focus();
    firstAdded.current = null;
  }, [count]);

  const showMore = () => {
    firstAdded.current = count;
    setListed({ key: resetKey, count: count + JOURNEYS_PER_PAGE });
  };
  return { count, listRef, showMore };
}
