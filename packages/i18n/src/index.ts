export { i18n, initI18n, changeLanguage, applyDocumentLanguage, languageCookie } from './instance';
export { FALLBACK_LANGUAGE, NATIVE_LANGUAGE_NAMES, LANGUAGE_COOKIE_DAYS, directionOf, isLanguageCode, pickLanguage } from './languages';
