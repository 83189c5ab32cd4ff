import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACCESS_TOKEN_COOKIE_NAME,
  HIDE_HEADER_COOKIE,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  directionOf,
  isMobileUserAgent,
  pickLanguage,
  themeFor,
  type Agency,
  type Theme,
  type LanguageCode,
} from '@travel/contracts';
import { escapeHtml } from './html-escape';

/**
 * The first screen, painted by the server before any script runs: the shell's header frame and
 * the home page's hero, with the same classes and texts the shell renders (its stylesheet is in
 * <head>), so when the shell replaces it nothing moves. The hero's landscape (a data: URL in
 * that stylesheet) is the page's largest picture, so the largest paint happens here, not
 * seconds later when the deals arrive. The hero leaves room at its foot for the search panel
 * the shell draws over it; the panel is not painted here: in Lighthouse the first paint with it
 * came late enough to count the shell's script in (LCP 1.2 -> 1.5-2.5 s). Any other page gets
 * the header frame and a content skeleton, the same the shell shows while the page's code loads.
 */

/** The texts the server paints in each language, from the shell's own translation files. */
export type HeroTexts = Record<LanguageCode, { title: string; lead: string; pageLoading: string }>;

interface CommonTexts {
  home: { title: string; lead: string };
  remote: { loading: string };
}

export function loadHeroTexts(localesDir: string): HeroTexts {
  const texts = {} as HeroTexts;
  for (const language of LANGUAGE_CODES) {
    const common = JSON.parse(readFileSync(path.join(localesDir, language, 'common.json'), 'utf8')) as CommonTexts;
    texts[language] = { title: common.home.title, lead: common.home.lead, pageLoading: common.remote.loading };
  }
  return texts;
}

/** The hero texts of a build (`<staticRoot>/shell/locales`), or null when it has none: then nothing is painted. */
export function heroTextsIn(staticRoot: string): HeroTexts | null {
  const localesDir = path.join(staticRoot, 'shell', 'locales');
  return existsSync(localesDir) ? loadHeroTexts(localesDir) : null;
}

/** What the page request tells about the visitor. */
export interface PageRequest {
  pathname: string;
  query: URLSearchParams;
  cookies: Record<string, string | undefined>;
  userAgent: string;
}

/**
 * Query parameters that leave the home page's header and hero as they are. Anything else (a
 * deal link, hideHeader, a redirect) may change the first screen, so the shell paints it alone.
 */
const PLAIN_HOME_PARAMS = new Set(['tab', 'lng', 'currency', 'curr', 'lat', 'long', 'airportLat', 'airportLong', 'xsessionid']);

/** hideHeader=true in the URL or remembered (SPEC 2.3): the page has no header. */
const headerHidden = ({ query, cookies }: PageRequest): boolean => query.get('hideHeader') === 'true' || cookies[HIDE_HEADER_COOKIE] === 'true';

/**
 * The home page of an anonymous visitor whose header shows: a signed-in visitor's page has a
 * sidebar and an account menu the server does not draw.
 */
export function paintsHome(request: PageRequest): boolean {
  const { pathname, query, cookies } = request;
  if (pathname !== '/' || cookies[ACCESS_TOKEN_COOKIE_NAME] || headerHidden(request)) return false;
  return [...query.keys()].every((key) => PLAIN_HOME_PARAMS.has(key));
}

/** The visitor's language, chosen as the shell chooses it (the query's lng, the cookie, the agency's default). */
export function pageLanguage(agency: Pick<Agency, 'languages'>, { query, cookies }: PageRequest): LanguageCode {
  return pickLanguage({ query: query.get('lng'), cookie: cookies[LANGUAGE_COOKIE], offered: agency.languages });
}

/**
 * The agency's colours as the shell's applyTheme sets them, for the first paint. `html:root`
 * outranks the `:root` defaults of the stylesheet linked after this <style> (tokens.css), which
 * would otherwise paint every agency in the default blue until the shell starts.
 */
export function themeStyle(theme: Theme): string {
  return `html:root{--color-primary:${theme.primary};--color-primary-fill:${theme.fill};--color-link:${theme.link};--color-on-primary:${theme.foreground}}`;
}


export interface FirstPaint {
  language: LanguageCode;
  /** The <html> class applyTheme sets: theme-light or theme-dark. */
  themeClass: string;
  /** Inline CSS for <head> (allowed by its hash). */
  style: string;
  /** What #root holds until the shell's first render replaces it: the home page's first screen, or a page's skeleton. */
  screen: 'home' | 'skeleton';
  /** That markup. */
  root: string;
}

/**
 * The shell's header (layout/Header.tsx) as a frame: the agency's logo, its navigation still to
 * come. Under a skeleton the logo is fetched at high priority: at low priority Chromium held it
 * back behind the start-up scripts that page preloads (2.5 s of a cold load at 400 kbit/s, for
 * a file of 500 bytes). Not on the home page, which preloads nothing to compete with, and whose
 * first paint Lighthouse would estimate with any high-priority request that ends before it.
 */
function headerFrame(agency: Agency, userAgent: string, urgentLogo: boolean): string {
  const mobileDevice = isMobileUserAgent(userAgent) ? ' is-mobile-device' : '';
  return [
    `<header class="header${mobileDevice}"><div class="container header-bar">`,
    '<span class="header-logo"><picture>',
    `<source media="(max-width: 640px)" srcset="${escapeHtml(agency.logoMobile || agency.logo)}">`,
    `<img src="${escapeHtml(agency.logo)}" alt="${escapeHtml(agency.agencyName)}" width="168" height="40"${urgentLogo ? ' fetchpriority="high"' : ''}>`,
    '</picture></span>',
    '<div class="header-panel"><div class="header-nav"><ul><li class="header-nav-placeholder"></li></ul></div></div>',
    '</div></header>',
  ].join('');
}

/** The layout (layout/Layout.tsx) around a page's main content. */
const layout = (header: string, main: string): string =>
  `<div class="layout" data-first-paint="">${header}<div class="layout-body"><main class="layout-main">${main}</main></div></div>`;

/** What the shell shows while a page's code loads (PageSkeleton in packages/federation). */
const pageSkeleton = (loading: string): string =>
  [
    '<div class="page-skeleton container" role="status">',
    `<span class="visually-hidden">${escapeHtml(loading)}</span>`,
    '<span class="page-skeleton-title"></span><span class="page-skeleton-line"></span>',
    '<span class="page-skeleton-line page-skeleton-short"></span><span class="page-skeleton-block"></span>',
    '</div>',
  ].join('');

export function renderFirstPaint(agency: Agency, request: PageRequest, heroTexts: HeroTexts): FirstPaint {
  const language = pageLanguage(agency, request);
  const theme = themeFor(agency.primaryColor);
  const style = themeStyle(theme);
  const themeClass = `theme-${theme.mode}`;
  const texts = heroTexts[language];
  const home = paintsHome(request);
  const header = headerHidden(request) ? '' : headerFrame(agency, request.userAgent, !home);
  if (!home) return { language, themeClass, style, screen: 'skeleton', root: layout(header, pageSkeleton(texts.pageLoading)) };
  const hero = [
    '<section class="hero home-hero"><div class="container">',
    `<h1 class="hero-title">${escapeHtml(texts.title).replace('{{agency}}', escapeHtml(agency.agencyName))}</h1>`,
    `<p class="hero-lead">${escapeHtml(texts.lead)}</p>`,
    '</div></section>',
  ].join('');
  return { language, themeClass, style, screen: 'home', root: layout(header, hero) };
}

/** The <html> element's attributes for the page's language and the agency's theme. */
export const htmlAttributes = ({ language, themeClass }: Pick<FirstPaint, 'language' | 'themeClass'>): string =>
  `lang="${language}" dir="${directionOf(language)}" class="${themeClass}"`;
