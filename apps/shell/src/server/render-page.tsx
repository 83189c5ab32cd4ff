/**
 * Renders a page of the site to HTML with its data, the same tree the browser hydrates
 * (App.tsx's SitePages), with the remote that owns the route loaded from its server build.
 */
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { AxiosInstance } from 'axios';
import { FALLBACK_LANGUAGE, type Boot, type LanguageCode, type RemoteName, type RemoteUrls } from '@travel/contracts';
import { RemoteRenderingContext, registerRemoteUrls, renderedPages, serverRemotes } from '@travel/federation';
import { PageDataContext, handoverOf, makeStoreFromBoot, pageDataWaits, type PageHandover, type SessionStart } from '@travel/store';
import { PageOutcomeContext, provideServerSanitizer, type PageOutcome } from '@travel/ui';
import { SiteFrame, SitePages } from '../App';
import { pageDataDeadline, settlePageData, startPageData } from './pageData';
import { serverSanitizer } from './sanitizer';

provideServerSanitizer(serverSanitizer());

export interface PageRenderRequest {
  /** The page's path and query. */
  url: string;
  boot: Boot;
  language: LanguageCode;
  session: SessionStart;
  /** Answers the page's calls in process, as this visitor (cookies, tenant). */
  http: AxiosInstance;
  /** Translations by language and namespace: the page's language and the fallback's. */
  translations: Resource;
  /** How long the page's data may take before it renders without it (the shell's and the remote's together). */
  dataLimitMs: number;
  /** How long rendering may take before what is still pending renders as loading. */
  renderLimitMs: number;
  /** Each remote's server entry (a file, with its build's version in the query). */
  remotes: RemoteUrls;
}

export interface RenderedPage {
  /** #root's content. */
  html: string;
  handover: PageHandover;
  /** The remote modules it was rendered with, each App with the page it opened (`hotels/App/results`): whose styles it needs. */
  renderedPages: string[];
  /** The page's HTTP status when it says (the not-found page's 404). */
  status?: number;
  /** Where the page sends the visitor instead (a path of this site), when it does. */
  redirect?: string;
}

/** A page's status and redirect, as its components tell them (PageRedirect, usePageStatus). */
function pageOutcome(): PageOutcome & { told: Pick<RenderedPage, 'status' | 'redirect'> } {
  const told: Pick<RenderedPage, 'status' | 'redirect'> = {};
  return {
    told,
    redirect: (to) => {
      told.redirect ??= to;
    },
    status: (code) => {
      told.status = code;
    },
  };
}

/** Each request's own i18next, with its translations at hand: nothing loads while rendering. */
async function pageI18n(language: LanguageCode, resources: Resource) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

interface RenderedHtml {
  html: string;
  /** Whether a part of the page threw while rendering (React left it for the browser to render). */
  failedPart: boolean;
}

/** React's stream, read whole once every part of the page is ready (no inline script is ever needed). */
function renderToHtml(element: React.ReactNode, limitMs: number): Promise<RenderedHtml> {
  let failedPart = false;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), failedPart });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        failedPart = true;
        console.error(error);
      },
      // Every finished part inline, in place: React would move a large one to the end of the
      // page, behind an inline script that swaps it in, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    // What is still pending then is left to the browser, as while it loads.
    const timer = setTimeout(() => stream.abort(), limitMs);
  });
}

export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const { boot, language, session } = request;
  registerRemoteUrls(request.remotes);
  const store = makeStoreFromBoot(boot, language, session, { http: request.http });
  const page = new URL(request.url, 'http://page');
  const deadline = pageDataDeadline(request.dataLimitMs);
  if (boot.agency) startPageData(store, boot.agency, page, session.hasToken === true, new Date());
  const [i18n] = await Promise.all([pageI18n(language, request.translations), settlePageData(store, deadline)]);
  const dataWaits = pageDataWaits(deadline);
  const remotes = serverRemotes();
  const outcome = pageOutcome();
  const tree = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageOutcomeContext.Provider value={outcome}>
          <RemoteRenderingContext.Provider value={remotes}>
            <PageDataContext.Provider value={dataWaits}>
              <SiteFrame store={store}>
                <StaticRouter location={request.url}>
                  <SitePages />
                </StaticRouter>
              </SiteFrame>
            </PageDataContext.Provider>
          </RemoteRenderingContext.Provider>
        </PageOutcomeContext.Provider>
      </I18nextProvider>
    </StrictMode>
  );
  let rendered = await renderToHtml(tree, request.renderLimitMs);
  // A remote that threw while rendering: the page again, with the failure message in its place.
  if (rendered.failedPart && remotes.renderedModules.size > 0) {
    for (const id of remotes.renderedModules) remotes.failed(id.split('/')[0] as RemoteName);
    remotes.renderedModules.clear();
    rendered = await renderToHtml(tree, request.renderLimitMs);
  }
  const failedRemotes = [...remotes.failedRemotes];
  const renderedModules = [...remotes.renderedModules].filter((id) => !failedRemotes.some((name) => id.startsWith(`${name}/`)));
  const handover = handoverOf(store.getState(), { renderedModules, failedRemotes });
  return { html: rendered.html, handover, renderedPages: renderedPages(renderedModules, page.pathname, boot.agency), ...outcome.told };
}

