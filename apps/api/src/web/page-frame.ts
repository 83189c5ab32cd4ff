import { LANGUAGE_COOKIE, directionOf, pickLanguage, themeFor, type Agency, type LanguageCode, type Theme } from '@travel/contracts';

/**
 * The frame of an agency's page, whether the server renders its content (page-renderer.ts) or
 * leaves it to the browser: the visitor's language and direction on <html>, and the agency's
 * colours before any stylesheet or script, so nothing changes colour or side when the shell starts.
 */
export interface PageFrame {
  language: LanguageCode;
  /** The <html> class applyTheme sets: theme-light or theme-dark. */
  themeClass: string;
  /** Inline CSS for <head> (allowed by its hash). */
  style: string;
}

/** What the page request tells about the visitor's language. */
export interface LanguageRequest {
  query: URLSearchParams;
  cookies: Record<string, string | undefined>;
}

/** The visitor's language, chosen as the shell chooses it (the query's lng, the cookie, the agency's default). */
export function pageLanguage(agency: Pick<Agency, 'languages'>, { query, cookies }: LanguageRequest): LanguageCode {
  return pickLanguage({ query: query.get('lng'), cookie: cookies[LANGUAGE_COOKIE], offered: agency.languages });
}

/**
 * The agency's colours as the shell's applyTheme sets them. `html:root` outranks the `:root`
 * defaults of the stylesheet linked after this <style> (tokens.css), which would otherwise
 * paint every agency in the default blue until the shell starts.
 */
export function themeStyle(theme: Theme): string {
  return `html:root{--color-primary:${theme.primary};--color-primary-fill:${theme.fill};--color-link:${theme.link};--color-on-primary:${theme.foreground}}`;
}

export function pageFrame(agency: Agency, request: LanguageRequest): PageFrame {
  const theme = themeFor(agency.primaryColor);
  return { language: pageLanguage(agency, request), themeClass: `theme-${theme.mode}`, style: themeStyle(theme) };
}

/** The <html> element's attributes for the page's language and the agency's theme. */
export const htmlAttributes = ({ language, themeClass }: PageFrame): string => `lang="${language}" dir="${directionOf(language)}" class="${themeClass}"`;
