import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * A list's state read from the URL's query, and a way to change it: every change is a new
 * history entry (Back returns to the list as it was), or replaces the current one (`replace`:
 * what a search box writes as the agent types). `read` and `search` must keep their identity.
 */
export function useListState<State>(read: (params: URLSearchParams) => State, search: (state: State) => string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => read(params), [read, params]);
  const go = useCallback((next: State, { replace = false }: { replace?: boolean } = {}) => navigate({ search: search(next) }, { replace }), [navigate, search]);
  return [state, go] as const;
}

/**
 * The heading to focus when `key` changes after the first render (a new page of the list):
 * a keyboard or screen-reader user starts again at its top, as after a page load.
 */
export function useFocusOnChange<Element extends HTMLElement>(key: string | number) {
  const ref = useRef<Element>(null);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [key]);
  return ref;
}
