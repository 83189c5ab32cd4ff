/** Cookies the shell sets and the server reads when it renders a page (apps/api/src/web). */

/** SPEC 4: the chosen language, for a year. */
export const LANGUAGE_COOKIE = 'pll_language';
/** SPEC 2.3: hideHeader=true from an embedding page, for the rest of the visit. */
export const HIDE_HEADER_COOKIE = 'hideHeader';
/** SPEC 2.3: hideFooter=true from an embedding page, for the rest of the visit. */
export const HIDE_FOOTER_COOKIE = 'hideFooter';
/**
 * The display currency the visitor chose (SPEC 4 keeps it in local storage), mirrored in a
 * cookie so the server renders prices in it as the browser will.
 */
export const CURRENCY_COOKIE = 'selectedCurrency';
/**
 * The visitor's time zone, as their browser reports it, so the server renders a page for their
 * calendar day (the first day a search may start on, the footer's year) as the browser will.
 */
export const TIME_ZONE_COOKIE = 'tz';
/** Where SPEC 4 keeps the chosen display currency between visits ("stored locally"). */
export const CURRENCY_STORAGE_KEY = 'selectedCurrency';
