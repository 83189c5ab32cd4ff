import type { Boot, LanguageCode } from '@travel/contracts';
import { accessToken, fetchBoot } from '@travel/api-client';
import { initI18n, languageCookie, pickLanguage, reloadTranslationsOnEdit, rememberLanguage } from '@travel/i18n';
import { CURRENCY_STORAGE_KEY, initialCurrency, makeStoreFromBoot, type AppStore } from '@travel/store';
import { applyTheme, themeFor } from '@travel/ui';
import { nextTask } from './next-task';

export type HostContext = { boot: Boot; store: AppStore; language: LanguageCode };

/** SPEC 4: the display currency of this page load; the home path forgets the stored one. */
function startingCurrency(boot: Boot): string | undefined {
  const agencyDefault = boot.agency?.defaultCurrency;
  if (!agencyDefault) return undefined;
  const { pathname, search } = window.location;
  const choice = initialCurrency({ pathname, search, stored: localStorage.getItem(CURRENCY_STORAGE_KEY), agencyDefault });
  if (choice.store) localStorage.setItem(CURRENCY_STORAGE_KEY, choice.store);
  else localStorage.removeItem(CURRENCY_STORAGE_KEY);
  return choice.currency;
}

export interface PrepareOptions {
  /** Translation namespaces the first screen needs besides `common`, fetched with it. */
  namespaces?: readonly string[];
  /** Runs once the store exists, while the translations load: a first screen's data can start loading here. */
  warmUp?: (context: HostContext) => void;
}

/**
 * What any host does before its first render, the shell or a remote running standalone:
 * tenant data (inlined or fetched), language, theme, display currency, store, translations.
 */
export async function prepareHost({ namespaces = [], warmUp }: PrepareOptions = {}): Promise<HostContext> {
  const boot = await fetchBoot();
  const language = pickLanguage({
    query: new URLSearchParams(window.location.search).get('lng'),
    cookie: languageCookie(),
    offered: boot.agency?.languages ?? ['en'],
  });
  // A language from the query (lng) is remembered like a picked one.
  rememberLanguage(language);
  applyTheme(themeFor(boot.agency?.primaryColor));
  const translations = initI18n(language, namespaces);
  // Each step in a task of its own: together they would block a phone's main thread for long.
  await nextTask();
  const store = makeStoreFromBoot(boot, language, { currency: startingCurrency(boot), hasToken: accessToken() !== undefined });
  await nextTask();
  warmUp?.({ boot, store, language });
  await translations;
  if (process.env.NODE_ENV === 'development') reloadTranslationsOnEdit();
  return { boot, store, language };
}
