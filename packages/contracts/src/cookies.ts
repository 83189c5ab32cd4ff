/** Cookies the shell sets and the server reads when it paints the first screen (apps/api/src/web/first-paint.ts). */

/** SPEC 4: the chosen language, for a year. */
export const LANGUAGE_COOKIE = 'pll_language';
/** SPEC 2.3: hideHeader=true from an embedding page, for the rest of the visit. */
export const HIDE_HEADER_COOKIE = 'hideHeader';
