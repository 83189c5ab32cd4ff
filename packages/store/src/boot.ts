import { BASE_CURRENCY, type Boot, type LanguageCode } from '@travel/contracts';
import { agencyStateFromBoot } from './agencySlice';
import { makeStore, type RootState } from './store';

export interface SessionStart {
  /** The display currency this page load starts with (initialCurrency). */
  currency?: string;
  /** An access-token cookie is present: the profile call decides whether it still works. */
  hasToken?: boolean;
}

/** The store every host (the shell, or a remote running standalone) starts with. */
export function makeStoreFromBoot(boot: Boot, language: LanguageCode, session: SessionStart = {}) {
  const preloaded: Partial<RootState> = {
    agency: agencyStateFromBoot(boot),
    language: { current: language },
    currency: { selectedCurrency: session.currency ?? boot.agency?.defaultCurrency ?? BASE_CURRENCY, exchangeRates: {} },
    auth: { status: session.hasToken ? 'checking' : 'anonymous', user: null },
  };
  return makeStore(preloaded);
}
