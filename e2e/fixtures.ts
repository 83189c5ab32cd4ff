import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page, Response, Route } from '@playwright/test';

/**
 * A page the server rendered shows its content before its scripts run (DESIGN.md
 * "Rendering"); a click then is lost. Once React has taken over every part of it the server
 * rendered it marks <html data-hydrated> (TakenOverMark); the parts loaded later hydrate as
 * their files arrive.
 */
export async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('page-state') || document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
}

const waiting = new WeakSet<Page>();
/** Pages of a context with JavaScript off: nothing will take them over. */
const scriptless = new WeakSet<Page>();
const waitsAfter = (page: Page, options?: { waitUntil?: string }) => !scriptless.has(page) && options?.waitUntil !== 'commit';

/**
 * The page's goto and reload return once a server-rendered page has been taken over, as a
 * visitor would wait for a page that responds (a test that looks at the page before that
 * passes `waitUntil: 'commit'`).
 */
function waitForTakeOver(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsAfter(page, options)) await untilTakenOver(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsAfter(page, options)) await untilTakenOver(page);
    return response;
  };
  return page;
}

/** Every page of a context with scripts on waits for the take-over. */
function contextWaits(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForTakeOver(await newPage());
  context.on('page', waitForTakeOver);
  return context;
}

/** The tests' `test`: the fixture's page and the pages of contexts a test opens wait for the take-over. */
export const test = base.extend<object, { contextsWait: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) scriptless.add(page);
    await use(waitForTakeOver(page));
  },
  contextsWait: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        return options?.javaScriptEnabled === false ? context : contextWaits(context);
      };
      await use();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
});
