/**
 * What the browser downloads, measured in Chromium against a running production server:
 * the shell's JavaScript for `/`, each remote's first screen, and the hotels journey.
 */
import { get as httpGet } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { REMOTE_NAMES, type RemoteName } from '@travel/contracts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_TRAVELLER = { email: 'traveller@wayfarer.test', password: 'Travel-Demo-2026' };

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });

const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/**
 * Opens a page and waits until React has taken over every part of the server's HTML (the
 * TakenOverMarks mark <html data-hydrated>): from then on its fields and buttons respond.
 */
async function openTakenOver(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** The session cookies the demo traveller gets from the login call on `origin`. */
export async function travellerCookies(origin: string): Promise<{ name: string; value: string; url: string }[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/faq`);
    const status = await page.evaluate(
      async ({ email, password }) =>
        (await fetch('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).status,
      DEMO_TRAVELLER,
    );
    if (status !== 200) throw new Error(`demo traveller login answered ${status}`);
    return (await context.cookies()).map(({ name, value }) => ({ name, value, url: origin }));
  } finally {
    await browser.close();
  }
}

/**
 * A response's body. Chromium sometimes no longer has it when it is read, so then the script is
 * fetched again (from 127.0.0.1 with the page's Host header: Node does not resolve *.localhost).
 */
async function bodyOf(response: Response): Promise<Buffer> {
  try {
    return await response.body();
  } catch {
    const url = new URL(response.url());
    return new Promise((resolve, reject) => {
      const request = httpGet({ host: '127.0.0.1', port: url.port, path: url.pathname + url.search, headers: { host: url.host } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => (answer.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url.href} answered ${answer.statusCode}`))));
      });
      request.on('error', reject);
    });
  }
}

export type ScriptLoad = { path: string; gzip: number; beforeFirstRender: boolean };

/**
 * Gzip bytes of every script the shell page loads for `/` until the network is idle (none may
 * be a remote's), and which of them arrived before the shell's first render of the home page.
 */
export async function shellInitialJs(origin: string): Promise<ScriptLoad[]> {
  const browser = await launchChromium();
  const loads: Promise<ScriptLoad>[] = [];
  let rendered = false;
  const page = await browser.newPage();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const beforeFirstRender = !rendered;
    const { pathname } = new URL(response.url());
    const path = pathname.startsWith('/remotes/') ? `${pathname} (REMOTE!)` : pathname;
    loads.push(bodyOf(response).then((body) => ({ path, gzip: gzipBytes(body), beforeFirstRender })));
  };
  page.on('response', onResponse);
  // The server renders the page: the shell has run once React has taken it over.
  await openTakenOver(page, `${origin}/`);
  rendered = true;
  await page.waitForLoadState('networkidle');
  // What arrives after the network went idle is not the initial load (and its body would be
  // read from a closed browser).
  page.off('response', onResponse);
  const scripts = await Promise.all(loads);
  await browser.close();
  return scripts;
}

/**
 * The first screen of each remote (the account remote's is the signed-in traveller's dashboard;
 * the Command Center's, opened by that traveller, loads the remote and sends them to theirs).
 */
const FIRST_SCREENS: Record<RemoteName, string> = {
  hotels: '/booknow/hotels',
  flights: '/booknow/flights',
  cars: '/booknow/cars',
  activities: '/booknow/activities',
  cruise: '/booknow/cruise',
  resort: '/booknow/resort',
  blog: '/blog',
  account: '/mytrip/dashboard',
  command: '/dashboard',
};

export type RemoteFirstScreen = { remote: RemoteName; path: string; entryGzip: number; firstScreenGzip: number; scripts: number };

/** Opens each remote's first screen in a fresh page and adds up the remote's own scripts (entry and chunks). */
export async function remoteFirstScreens(origin: string, cookies: Awaited<ReturnType<typeof travellerCookies>>): Promise<RemoteFirstScreen[]> {
  const browser = await launchChromium();
  const context = await browser.newContext();
  await context.addCookies(cookies);
  await context.addInitScript(() => sessionStorage.setItem('displaySavingPopup', 'false'));
  const results: RemoteFirstScreen[] = [];
  try {
    for (const remote of REMOTE_NAMES) {
      const page = await context.newPage();
      const loads: Promise<{ entry: boolean; gzip: number }>[] = [];
      const onResponse = (response: Response) => {
        const { pathname } = new URL(response.url());
        if (response.request().resourceType() !== 'script' || !pathname.startsWith(`/remotes/${remote}/`)) return;
        loads.push(bodyOf(response).then((body) => ({ entry: pathname.endsWith('/remoteEntry.js'), gzip: gzipBytes(body) })));
      };
      page.on('response', onResponse);
      await openTakenOver(page, `${origin}${FIRST_SCREENS[remote]}`);
      await page.locator('main h1, #root h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      page.off('response', onResponse);
      const scripts = await Promise.all(loads);
      if (!scripts.some((script) => script.entry)) throw new Error(`${FIRST_SCREENS[remote]} did not load the ${remote} remote`);
      results.push({
        remote,
        path: FIRST_SCREENS[remote],
        entryGzip: scripts.filter((script) => script.entry).reduce((total, script) => total + script.gzip, 0),
        firstScreenGzip: scripts.reduce((total, script) => total + script.gzip, 0),
        scripts: scripts.length,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export type HotelsJourney = { searchToResultsMs: number[]; remoteScripts: { path: string; gzip: number }[] };

/**
 * Searches hotels in New York as a visitor would (type, pick the suggestion, submit) several
 * times, timing each submit until the first result card is painted; then opens a hotel. The
 * first run is a cold cache for the API's search; the others are warm.
 */
export async function hotelsJourney(origin: string): Promise<HotelsJourney> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.addInitScript(() => sessionStorage.setItem('displaySavingPopup', 'false'));
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script' && pathname.startsWith('/remotes/hotels/') && !scripts.has(pathname)) {
      scripts.set(pathname, response.body().then(gzipBytes));
    }
  });
  const searchToResultsMs: number[] = [];
  for (let run = 0; run < 5; run++) {
    await openTakenOver(page, `${origin}/booknow/hotels/search`);
    await page.getByRole('combobox', { name: 'Destination or hotel' }).fill('New York');
    await page.getByRole('option', { name: /New York/ }).first().click();
    const started = Date.now();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: /See rooms/ }).first().waitFor();
    searchToResultsMs.push(Date.now() - started);
  }
  await page.getByRole('link', { name: /See rooms/ }).first().click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const remoteScripts = await Promise.all([...scripts].map(async ([path, gzip]) => ({ path, gzip: await gzip })));
  await browser.close();
  return { searchToResultsMs, remoteScripts };
}

export type FlightsJourney = { steps: { step: string; scripts: { path: string; gzip: number }[] }[] };

/**
 * The flights journey of a signed-in traveller (their cookies), from the results page of a
 * return trip to the checkout: the flights remote's JavaScript each step loads that the ones
 * before it had not (gzip), so a step's cost is what a traveller waits for on reaching it.
 */
export async function flightsJourney(origin: string, resultsPath: string, cookies: { name: string; value: string; url: string }[]): Promise<FlightsJourney> {
  const browser = await launchChromium();
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('displaySavingPopup', 'false'));
  let step = 'results';
  const loads = new Map<string, { step: string; gzip: Promise<number> }>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script' && pathname.startsWith('/remotes/flights/') && !loads.has(pathname)) {
      loads.set(pathname, { step, gzip: response.body().then(gzipBytes) });
    }
  });
  const settle = () => page.waitForLoadState('networkidle');
  await openTakenOver(page, `${origin}${resultsPath}`);
  await page.getByRole('button', { name: 'Select' }).first().waitFor();
  await settle();
  step = 'details';
  await page.getByRole('button', { name: 'Select' }).first().click();
  await page.waitForURL(/outbound=/);
  // The flights back are listed under the chosen outbound: a Select before they are would choose the outbound again.
  await page.locator('.chosen-outbound').waitFor();
  await page.getByRole('button', { name: 'Select' }).first().click();
  await page.getByRole('link', { name: 'Choose Standard' }).waitFor();
  await settle();
  step = 'review';
  await page.getByRole('link', { name: 'Choose Standard' }).click();
  await page.getByRole('link', { name: 'Continue to passenger details' }).waitFor();
  await settle();
  step = 'checkout';
  await page.getByRole('link', { name: 'Continue to passenger details' }).click();
  await page.getByRole('heading', { name: 'Complete your booking' }).waitFor();
  await settle();
  const scripts = await Promise.all([...loads].map(async ([path, load]) => ({ path, step: load.step, gzip: await load.gzip })));
  await browser.close();
  return {
    steps: ['results', 'details', 'review', 'checkout'].map((name) => ({
      step: name,
      scripts: scripts.filter((script) => script.step === name).map(({ path, gzip }) => ({ path, gzip })),
    })),
  };
}
