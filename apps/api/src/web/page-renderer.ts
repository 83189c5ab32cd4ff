import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AxiosInstance } from 'axios';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_COOKIE_NAME,
  FALLBACK_LANGUAGE,
  HIDE_FOOTER_COOKIE,
  REMOTE_NAMES,
  REMOTE_PAGE_STYLES_FILE,
  HIDE_HEADER_COOKIE,
  TIME_ZONE_COOKIE,
  calendarDayIn,
  isMobileUserAgent,
  type Agency,
  type Boot,
  type LanguageCode,
  type RemoteName,
  type RemotePageStyles,
  type RemoteUrls,
} from '@travel/contracts';
import { inProcessClient } from './in-process-http';

/** How long a page's data may take before the page renders without it (that part shows loading). */
const DATA_LIMIT_MS = 800;
/** How long React may take to render a page before what is pending renders as loading. */
const RENDER_LIMIT_MS = 2_000;

type Translations = Record<string, Record<string, unknown>>;

/** What the shell's server entry takes and gives (apps/shell/src/server/render.tsx). */
interface ShellServerEntry {
  renderPage(request: {
    url: string;
    boot: Boot;
    language: LanguageCode;
    session: { currency?: string; hasToken?: boolean; visit?: { mobileDevice: boolean; headerHidden: boolean; footerHidden: boolean; calendarDay: string } };
    http: AxiosInstance;
    translations: Record<string, Translations>;
    dataLimitMs: number;
    renderLimitMs: number;
    remotes: RemoteUrls;
  }): Promise<{ html: string; handover: unknown; renderedPages: string[]; status?: number; redirect?: string }>;
}

export interface RenderedPage {
  /** #root's content. */
  html: string;
  /** The state the browser takes over, as a JSON string. */
  handover: string;
  /** The stylesheets of the remote modules it was rendered with, which its first paint needs. */
  styles: string[];
  /** The status the page asked for (the not-found page's 404). */
  status?: number;
  /** A path of this site the page sends the visitor to instead. */
  redirect?: string;
}

/** Only a path of this site: never another origin (`//evil.example`), whatever a page computed. */
const sitePath = (to: string | undefined): string | undefined => (to && /^\/(?![/\\])/.test(to) ? to : undefined);

export interface PageRenderer {
  render(request: FastifyRequest, boot: Boot & { agency: Agency }, language: LanguageCode, currency: string): Promise<RenderedPage | null>;
}

/** Every namespace of a language, as the build copied them (`<staticRoot>/shell/locales/<lng>/<ns>.json`), read once. */
function translationsIn(localesDir: string): (language: LanguageCode) => Translations {
  const cache = new Map<LanguageCode, Translations>();
  return (language) => {
    let loaded = cache.get(language);
    if (!loaded) {
      const dir = path.join(localesDir, language);
      loaded = Object.fromEntries(
        readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>]),
      );
      cache.set(language, loaded);
    }
    return loaded;
  };
}

/** The shell's server build (`<staticRoot>/server/shell/render.js`). */
export function serverEntryFile(staticRoot: string): string {
  return path.join(staticRoot, 'server', 'shell', 'render.js');
}

/**
 * Each remote's server build (`<staticRoot>/server/<remote>/remoteEntry.js`), with the time it was
 * built as its version: a remote built again is loaded afresh by the next page, without
 * restarting the server or rebuilding the shell. A missing one renders as failed.
 */
function remoteServerEntries(staticRoot: string): RemoteUrls {
  const entries = REMOTE_NAMES.map((name) => {
    const file = path.join(staticRoot, 'server', name, 'remoteEntry.js');
    const built = statSync(file, { throwIfNoEntry: false });
    return [name, built ? `${file}?v=${built.mtimeMs}` : file];
  });
  return Object.fromEntries(entries) as RemoteUrls;
}

/**
 * The stylesheet of each remote module a page was rendered with, as the remote's build lists them
 * (`<staticRoot>/<remote>/page-styles.json`), under the URL the remote is served from: an App's
 * for the page it opened (`hotels/App/results`: 6.9 KB brotli against 15.3 KB for all its pages),
 * or for all its pages when the list has none for that page. Read again when a remote is built again.
 */
function remotePageStyles(staticRoot: string): (modules: readonly string[], remotes: Boot['remotes']) => string[] {
  const lists = new Map<RemoteName, { builtAt: number; styles: RemotePageStyles }>();
  const stylesOf = (name: RemoteName): RemotePageStyles => {
    const file = path.join(staticRoot, name, REMOTE_PAGE_STYLES_FILE);
    const builtAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (builtAt === undefined) return {};
    let list = lists.get(name);
    if (list?.builtAt !== builtAt) {
      list = { builtAt, styles: JSON.parse(readFileSync(file, 'utf8')) as RemotePageStyles };
      lists.set(name, list);
    }
    return list.styles;
  };
  return (modules, remotes) =>
    modules.flatMap((id) => {
      const [name, module = '', page] = id.split('/') as [RemoteName, string, string?];
      const styles = REMOTE_NAMES.includes(name) ? stylesOf(name) : {};
      const file = (page && styles[`${module}/${page}`]) || styles[module];
      return file ? [new URL(file, new URL(remotes[name], 'http://site')).pathname] : [];
    });
}

/**
 * Renders the site's pages on the server with the shell's server build, or null when the build
 * has none (then the browser renders every page). A page that fails to render is logged and
 * answered null, so the caller sends the page the browser renders instead.
 */
export function pageRendererFor(app: FastifyInstance, staticRoot: string): PageRenderer | null {
  const entryFile = serverEntryFile(staticRoot);
  const localesDir = path.join(staticRoot, 'shell', 'locales');
  if (!existsSync(entryFile) || !existsSync(localesDir)) return null;
  // Loaded on first use: a process that serves only the API never pays for React.
  let entry: ShellServerEntry | undefined;
  const translations = translationsIn(localesDir);
  const stylesFor = remotePageStyles(staticRoot);
  return {
    async render(request, boot, language, currency) {
      try {
        // A CommonJS file found at run time, not a module this process was built with.
        entry ??= require(entryFile) as ShellServerEntry;
        const rendered = await entry.renderPage({
          url: request.url,
          boot,
          language,
          session: {
            currency,
            hasToken: Boolean(request.cookies[ACCESS_TOKEN_COOKIE_NAME]),
            visit: {
              mobileDevice: isMobileUserAgent(request.headers['user-agent'] ?? ''),
              headerHidden: request.cookies[HIDE_HEADER_COOKIE] === 'true',
              footerHidden: request.cookies[HIDE_FOOTER_COOKIE] === 'true',
              // The visitor's day, in the zone their browser keeps in its cookie (UTC's on a first visit).
              calendarDay: calendarDayIn(new Date(), request.cookies[TIME_ZONE_COOKIE] ?? 'UTC'),
            },
          },
          http: inProcessClient(app, request),
          translations: { [language]: translations(language), [FALLBACK_LANGUAGE]: translations(FALLBACK_LANGUAGE) },
          dataLimitMs: DATA_LIMIT_MS,
          renderLimitMs: RENDER_LIMIT_MS,
          remotes: remoteServerEntries(staticRoot),
        });
        return {
          html: rendered.html,
          handover: JSON.stringify(rendered.handover),
          styles: stylesFor(rendered.renderedPages, boot.remotes),
          status: rendered.status,
          redirect: sitePath(rendered.redirect),
        };
      } catch (error) {
        request.log.error({ err: error }, 'page failed to render on the server; the browser renders it');
        return null;
      }
    },
  };
}

