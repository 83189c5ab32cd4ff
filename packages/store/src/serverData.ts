import { createContext, use, useContext } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, type AppDispatch, type RootState, type StoreExtra } from './store';

/** One call a page's first render reads: a query endpoint and its argument (pageCall). */
export interface PageDataCall {
  key: string;
  start(dispatch: AppDispatch): PromiseLike<unknown>;
}

/**
 * On the server, the waits for the data a page's components ask for: each set of calls is started
 * once and the page's render waits for their answers, but never past the page's deadline (then
 * that part renders as it does while loading, and the browser finishes it).
 */
export interface PageDataWaits {
  wait(calls: readonly PageDataCall[], dispatch: AppDispatch): Promise<void>;
}

export function pageDataWaits(deadline: Promise<void>): PageDataWaits {
  const waits = new Map<string, Promise<void>>();
  return {
    wait(calls, dispatch) {
      const key = calls.map((call) => call.key).join('&');
      let waiting = waits.get(key);
      if (!waiting) {
        // Subscribed and never released: the store is dropped with the request.
        const answered = Promise.allSettled(calls.map((call) => call.start(dispatch))).then(() => undefined);
        waiting = Promise.race([answered, deadline]);
        waits.set(key, waiting);
      }
      return waiting;
    },
  };
}

/** Null in the browser, where the query hooks fetch after the page is up. */
export const PageDataContext = createContext<PageDataWaits | null>(null);

/** What a page call needs of an RTK Query endpoint (`hotelsApi.endpoints.hotelSearch`). */
interface QueryEndpoint<Arg> {
  name: string;
  initiate(arg: Arg): ThunkAction<PromiseLike<unknown>, RootState, StoreExtra, UnknownAction>;
}

/** The call `endpoint`'s query hook makes with `arg`; none when the hook skips. */
export function pageCall<Arg>(endpoint: QueryEndpoint<Arg>, arg: Arg | typeof skipToken): PageDataCall | null {
  if (arg === skipToken) return null;
  return { key: `${endpoint.name}(${JSON.stringify(arg)})`, start: (dispatch) => dispatch(endpoint.initiate(arg)) };
}

/**
 * A page's data, rendered on the server: beside the query hooks, with the same endpoints and
 * arguments, it has the server make those calls together and render the page with their answers,
 * which the browser takes over (the handover) instead of asking again. Does nothing in the browser.
 */
export function usePageData(...calls: ReadonlyArray<PageDataCall | null>): void {
  const waits = useContext(PageDataContext);
  const dispatch = useAppDispatch();
  const made = calls.filter((call): call is PageDataCall => call !== null);
  if (waits && made.length > 0) use(waits.wait(made, dispatch));
}
