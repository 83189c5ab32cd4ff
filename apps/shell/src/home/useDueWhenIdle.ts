import { startTransition, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../startup/whenIdle';

/**
 * False until the browser is first idle after the page appears, or until `wake` (the visitor
 * reaching for what waits), whichever comes first: work the first screen can do without stays
 * out of the page's start-up.
 */
export function useDueWhenIdle(): [due: boolean, wake: () => void] {
  const [due, setDue] = useState(false);
  useEffect(() => (due ? undefined : whenIdle(() => startTransition(() => setDue(true)))), [due]);
  const wake = useCallback(() => setDue(true), []);
  return [due, wake];
}
