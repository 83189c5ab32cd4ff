/**
 * The shell's server entry (built by webpack.config.ts's server build): renders a page of the
 * site to HTML with its data, the same tree the browser hydrates (App.tsx's SitePages).
 */
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { AxiosInstance } from 'axios';
import { FALLBACK_LANGUAGE, type Boot, type LanguageCode, type RemoteName } from '@travel/contracts';
import { RemoteDeferralContext, type RemoteDeferral } from '@travel/federation';
import { handoverOf, makeStoreFromBoot, type PageHandover, type SessionStart } from '@travel/store';
import { PageOutcomeContext, type PageOutcome } from '@travel/ui';
import { SiteFrame, SitePages } from '../App';
import { settlePageData, startPageData } from './pageData';

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
  /** How long the page's data may take before it renders without it. */
  dataLimitMs: number;
  /** How long rendering may take before what is still pending renders as loading. */
  renderLimitMs: number;
}

export interface RenderedPage {
  /** #root's content. */
  html: string;
  handover: PageHandover;
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

/** Remote boundaries draw their placeholder on the server for now; each remote drawn is noted. */
function serverDeferral(deferred: Set<RemoteName>): RemoteDeferral {
  return {
    deferred: (name) => {
      deferred.add(name);
      return true;
    },
    resolved: () => undefined,
  };
}

/** React's stream, read whole once every part of the page is ready (no inline script is ever needed). */
function renderToHtml(element: React.ReactNode, limitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
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
      onError: (error) => console.error(error),
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
  const store = makeStoreFromBoot(boot, language, session, { http: request.http });
  const page = new URL(request.url, 'http://page');
  if (boot.agency) startPageData(store, boot.agency, page, session.hasToken === true, new Date());
  const [i18n] = await Promise.all([pageI18n(language, request.translations), settlePageData(store, request.dataLimitMs)]);
  const deferredRemotes = new Set<RemoteName>();
  const outcome = pageOutcome();
  const html = await renderToHtml(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageOutcomeContext.Provider value={outcome}>
          <RemoteDeferralContext.Provider value={serverDeferral(deferredRemotes)}>
            <SiteFrame store={store}>
              <StaticRouter location={request.url}>
                <SitePages />
              </StaticRouter>
            </SiteFrame>
          </RemoteDeferralContext.Provider>
        </PageOutcomeContext.Provider>
      </I18nextProvider>
    </StrictMode>,
    request.renderLimitMs,
  );
  return { html, handover: handoverOf(store.getState(), [...deferredRemotes]), ...outcome.told };
}
