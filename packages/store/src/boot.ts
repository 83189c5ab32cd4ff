import { BASE_CURRENCY, type Boot, type LanguageCode } from '@travel/contracts';
import { agencyStateFromBoot } from './agencySlice';
import { makeStore, type RootState, type StoreExtra } from './store';
import { initialVisit, type VisitState } from './visitSlice';
import { apiCacheHandedOver, type PageHandover } from './handover';

export interface SessionStart {
  /** The display currency this page load starts with (initialCurrency). */
  currency?: string;
  /** An access-token cookie is present: the profile call decides whether it still works. */
  hasToken?: boolean;
  /** What the request tells about the visit (visitSlice). */
  visit?: Partial<VisitState>;
}

/** The store every host (the shell, or a remote running standalone) starts with. */
export function makeStoreFromBoot(boot: Boot, language: LanguageCode, session: SessionStart = {}, extra: StoreExtra = {}, handover?: PageHandover) {
  const preloaded: Partial<RootState> = {
    agency: agencyStateFromBoot(boot),
    language: { current: language },
    currency: { selectedCurrency: session.currency ?? boot.agency?.defaultCurrency ?? BASE_CURRENCY, exchangeRates: {} },
    auth: handover?.auth ?? { status: session.hasToken ? 'checking' : 'anonymous', user: null },
    visit: { ...initialVisit, ...session.visit, ...(handover ? { calendarDay: handover.calendarDay } : {}) },
  };
  if (handover && preloaded.currency) preloaded.currency.exchangeRates = handover.exchangeRates;
  const store = makeStore(preloaded, extra);
  if (handover) store.dispatch(apiCacheHandedOver(handover.travelApi));
  return store;
}
