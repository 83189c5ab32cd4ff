import { createAction } from '@reduxjs/toolkit';
import type { RemoteName } from '@travel/contracts';
import type { AuthState } from './authSlice';
import type { RootState } from './store';

/**
 * What a page rendered on the server hands to the browser (a JSON data block beside the boot
 * data): the answers it was rendered with, and what they set, so the browser hydrates the same
 * page without asking for them again.
 */
export interface PageHandover {
  /** The API cache: only settled queries are taken over (travelApi's extractRehydrationInfo). */
  travelApi: RootState['travelApi'];
  auth: AuthState;
  exchangeRates: Record<string, number>;
  /** The visitor's calendar day the page was rendered for (visitSlice). */
  calendarDay: string | null;
  /** The remote modules the page rendered with (`hotels/App`): the browser loads them before it hydrates the page. */
  renderedModules: string[];
  /** Remotes the server could not load: it drew the failure message, and the browser tries them again (packages/federation remote-rendering.ts). */
  failedRemotes: RemoteName[];
}

/**
 * Typed loosely on purpose: travelApi's own definition reads it, and its state's type cannot
 * name travelApi without a circular type.
 */
export const apiCacheHandedOver = createAction<unknown>('page/apiCacheHandedOver');

/** The handover of a store the server rendered with. */
export function handoverOf(state: RootState, remotes: Pick<PageHandover, 'renderedModules' | 'failedRemotes'>): PageHandover {
  return { travelApi: state.travelApi, auth: state.auth, exchangeRates: state.currency.exchangeRates, calendarDay: state.visit.calendarDay, ...remotes };
}
