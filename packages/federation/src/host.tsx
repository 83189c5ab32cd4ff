import { isMobileUserAgent, type Boot, type LanguageCode } from '@travel/contracts';
import Cookies from 'js-cookie';
import { HIDE_FOOTER_COOKIE, HIDE_HEADER_COOKIE, accessToken, fetchBoot, pageStateHandedOver, rememberCurrency, storedCurrency } from '@travel/api-client';
import { initI18n, languageCookie, pickLanguage, reloadTranslationsOnEdit, rememberLanguage } from '@travel/i18n';
import { initialCurrency, makeStoreFromBoot, type AppStore, type PageHandover, type VisitState } from '@travel/store';
import { applyTheme, themeFor } from '@travel/ui';
import { nextTask } from './next-task';

/** `handover`: the server rendered this page with that state; the host hydrates it. */
export type HostContext = { boot: Boot; store: AppStore; language: LanguageCode; handover: PageHandover | null };

/** SPEC 4: the display currency of this page load; the home path forgets the stored one. */
function startingCurrency(boot: Boot): string | undefined {
  const agencyDefault = boot.agency?.defaultCurrency;
  if (!agencyDefault) return undefined;
  const { pathname, search } = window.location;
  const choice = initialCurrency({ pathname, search, stored: storedCurrency(), agencyDefault });
  rememberCurrency(choice.store);
  return choice.currency;
}

/** The visit as this browser tells it (the server reads the same from the request). */
function browserVisit(): VisitState {
  return {
    mobileDevice: isMobileUserAgent(navigator.userAgent),
    headerHidden: Cookies.get(HIDE_HEADER_COOKIE) === 'true',
    footerHidden: Cookies.get(HIDE_FOOTER_COOKIE) === 'true',
    // This device's clock; a page the server rendered has the day it was rendered for (handover).
    calendarDay: null,
  };
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
  const handover = pageStateHandedOver<PageHandover>();
  const session = { currency: startingCurrency(boot), hasToken: accessToken() !== undefined, visit: browserVisit() };
  const store = makeStoreFromBoot(boot, language, session, {}, handover ?? undefined);
  await nextTask();
  warmUp?.({ boot, store, language, handover });
  await translations;
  if (process.env.NODE_ENV === 'development') reloadTranslationsOnEdit();
  return { boot, store, language, handover };
}
