// Pure rules, shared with the API (the page frame's language and direction): they live in contracts.
export { FALLBACK_LANGUAGE, LANGUAGE_COOKIE_DAYS, directionOf, isLanguageCode, pickLanguage } from '@travel/contracts';
