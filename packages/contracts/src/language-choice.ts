import { LANGUAGE_CODES, type LanguageCode } from './agency';

export const FALLBACK_LANGUAGE: LanguageCode = 'en';
/** pll_language lives for 525600 minutes (SPEC 4, 9): one year. */
export const LANGUAGE_COOKIE_DAYS = 525600 / (60 * 24);

const RTL_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['ar']);

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return !!value && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function directionOf(language: LanguageCode): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/**
 * SPEC 4: the query's `lng` wins, then the cookie, then the agency's default; a language the
 * agency does not offer falls back to its default.
 */
export function pickLanguage(input: {
  query: string | null;
  cookie: string | undefined;
  offered: readonly LanguageCode[];
}): LanguageCode {
  const [agencyDefault = FALLBACK_LANGUAGE] = input.offered;
  for (const candidate of [input.query, input.cookie]) {
    if (isLanguageCode(candidate) && input.offered.includes(candidate)) return candidate;
  }
  return agencyDefault;
}

/** Where translation files are served (i18next's loadPath). */
export const TRANSLATIONS_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';
/** Development only: the dev servers' stream of saved translation files (scripts/dev-server/translation-edits.ts). */
export const TRANSLATION_EDITS_PATH = '/__translation-edits';
/** The shell's namespaces besides `common`, fetched before its first render. */
export const SHELL_NAMESPACES: readonly string[] = ['deals', 'pages'];

/** The translation files i18next fetches for a page in `language`: its own and, with them, the fallback language's. */
export function translationUrls(language: LanguageCode, namespaces: readonly string[]): string[] {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  return languages.flatMap((lng) => namespaces.map((ns) => TRANSLATIONS_LOAD_PATH.replace('{{lng}}', lng).replace('{{ns}}', ns)));
}
