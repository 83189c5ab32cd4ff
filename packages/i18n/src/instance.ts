import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import { LANGUAGE_CODES, TRANSLATIONS_LOAD_PATH, type LanguageCode } from '@travel/contracts';
import { LANGUAGE_COOKIE } from '@travel/api-client';
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE_DAYS, directionOf } from './languages';

/** The one i18next instance (shared singleton); every app adds its own namespace. */
export const i18n = i18next.createInstance();

/**
 * `namespaces` are fetched together with `common` before the first render: a namespace a
 * component asks for later suspends it until its file arrives, one round trip after another.
 */
export async function initI18n(language: LanguageCode, namespaces: readonly string[] = [], loadPath = TRANSLATIONS_LOAD_PATH): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(HttpBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...LANGUAGE_CODES],
        ns: ['common', ...namespaces],
        defaultNS: 'common',
        backend: { loadPath },
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
  }
  applyDocumentLanguage(language);
}

export function applyDocumentLanguage(language: LanguageCode, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}

/** SPEC 4: the language lives in pll_language for 525600 minutes, SameSite strict. */
export function rememberLanguage(language: LanguageCode): void {
  if (Cookies.get(LANGUAGE_COOKIE) !== language) Cookies.set(LANGUAGE_COOKIE, language, { expires: LANGUAGE_COOKIE_DAYS, sameSite: 'strict' });
}

/** Switches language, remembers it in pll_language and mirrors the page for Arabic. */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

export function languageCookie(): string | undefined {
  return Cookies.get(LANGUAGE_COOKIE);
}
