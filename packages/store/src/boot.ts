import type { Boot, LanguageCode } from '@travel/contracts';
import { agencyStateFromBoot } from './agencySlice';
import { BASE_CURRENCY } from './currencySlice';
import { makeStore, type RootState } from './store';

/** The store every host (the shell, or a remote running standalone) starts with. */
export function makeStoreFromBoot(boot: Boot, language: LanguageCode) {
  const preloaded: Partial<RootState> = {
    agency: agencyStateFromBoot(boot),
    language: { current: language },
    currency: { selectedCurrency: boot.agency?.defaultCurrency ?? BASE_CURRENCY, exchangeRates: {} },
  };
  return makeStore(preloaded);
}
