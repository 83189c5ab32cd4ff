export { reloadTranslationsOnEdit } from './translation-edits';
export { i18n, initI18n, changeLanguage, applyDocumentLanguage, languageCookie, rememberLanguage } from './instance';
export { NATIVE_LANGUAGE_NAMES } from '@travel/contracts';
export { FALLBACK_LANGUAGE, LANGUAGE_COOKIE_DAYS, directionOf, isLanguageCode, pickLanguage } from './languages';
