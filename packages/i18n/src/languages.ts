// Pure rules, shared with the server's first paint: they live in contracts.
export { FALLBACK_LANGUAGE, LANGUAGE_COOKIE_DAYS, directionOf, isLanguageCode, pickLanguage } from '@travel/contracts';
