import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RangeCalendarProps } from './RangeCalendar';

type Calendar = ComponentType<RangeCalendarProps>;

// The calendar (react-day-picker, date-fns and nine languages' month names: about 30 KB
// compressed) is not part of the search form's first load: it loads when first wanted.
let loaded: Calendar | undefined;
let loading: Promise<Calendar> | undefined;

function loadCalendar(): Promise<Calendar> {
  loading ??= import('./RangeCalendar').then(
    (module) => (loaded = module.RangeCalendar),
    (error: unknown) => {
      // The next attempt asks the network again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the calendar early (the pointer is over its field, or the focus on it); a failure shows when it opens. */
export function prefetchRangeCalendar(): void {
  loadCalendar().catch(() => undefined);
}

/**
 * The calendar component while `wanted`, once its code is here, or `failed` when it could not
 * load; `retry` tries again.
 */
export function useRangeCalendar(wanted: boolean): { Calendar: Calendar | undefined; failed: boolean; retry: () => void } {
  // A component is a function: useState would call it, so it is wrapped.
  const [state, setState] = useState<Calendar | 'failed' | undefined>(() => loaded);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadCalendar().then(
      (calendar) => current && setState(() => calendar),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [wanted, attempt]);
  const retry = useCallback(() => {
    setState(undefined);
    setAttempt((count) => count + 1);
  }, []);
  const Calendar = loaded ?? (state === 'failed' ? undefined : state);
  return { Calendar, failed: !Calendar && state === 'failed', retry };
}
