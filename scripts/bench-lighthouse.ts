/**
 * Lighthouse (mobile profile: simulated slow 4G and a 4x slower CPU) on pages of a running
 * production server, each run in a new Chromium profile so every run starts with a cold cache;
 * the median of three runs per page.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, type travellerCookies } from './bench-browser';

export type LighthouseFigures = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
};

export type LighthousePage = { name: string; url: string; runs: LighthouseFigures[]; median: LighthouseFigures };

type Cookies = Awaited<ReturnType<typeof travellerCookies>>;

const RUNS = 3;

/** Chromium's debugging port, which it writes to its profile when asked for port 0. */
async function debuggingPort(profile: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return port;
    } catch {
      // not written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not report its debugging port');
}

async function lighthouseOnce(url: string, cookies: Cookies): Promise<LighthouseFigures> {
  // Lighthouse is an ES module.
  const { default: lighthouse } = await import('lighthouse');
  const profile = mkdtempSync(join(tmpdir(), 'travel-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--remote-debugging-port=0', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    const result = await lighthouse(url, {
      port: await debuggingPort(profile),
      onlyCategories: ['performance'],
      // The profile is new (a cold cache); a storage reset would also drop the sign-in cookie.
      disableStorageReset: true,
      // The not-found page answers 404, which Lighthouse would otherwise refuse to measure.
      ignoreStatusCode: true,
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const value = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      scriptBytes: requests.filter((request) => request.resourceType === 'Script').reduce((total, request) => total + (request.transferSize ?? 0), 0),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The run whose performance score is the median, so its figures belong together. */
function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const score = median(runs.map((run) => run.performance));
  return runs.find((run) => run.performance === score)!;
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated, twice at most. */
async function withRetry(run: () => Promise<LighthouseFigures>): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Lighthouse run failed, repeating it: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export async function lighthousePages(pages: { name: string; url: string; cookies: Cookies }[]): Promise<LighthousePage[]> {
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await withRetry(() => lighthouseOnce(page.url, page.cookies)));
    results.push({ name: page.name, url: page.url, runs, median: medianRun(runs) });
  }
  return results;
}
