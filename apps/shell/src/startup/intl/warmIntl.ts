/**
 * The first Intl object a page creates costs 25-40 ms of main thread on a desktop and four times
 * that on a phone (ICU loads its locale data and fills its caches), however small the object:
 * a start-up's longest single task. ICU's data and caches belong to the whole renderer process,
 * so a worker that creates the same kinds of objects first takes that cost on another core;
 * afterwards the page's own formatters cost ~1 ms (measured in Chromium).
 */
export interface IntlWarmupRequest {
  language: string;
  currency: string;
}

/** How long start-up waits for the worker before formatting on the main thread anyway. */
export const INTL_WARMUP_TIMEOUT_MS = 400;

/** The worker's answer when it has created its objects. */
export const INTL_WARM = 'warm';

/**
 * Asks a worker to warm Intl up. Resolves with true once it is done, or false when there is no
 * worker, it failed or it took too long: the page then pays the first use itself, as it would
 * without this. A slow worker is left to finish and close itself: ending it while its script
 * still loads would leave that request hanging.
 */
export function warmIntl(createWorker: () => Worker, request: IntlWarmupRequest, timeoutMs = INTL_WARMUP_TIMEOUT_MS): Promise<boolean> {
  let worker: Worker;
  try {
    worker = createWorker();
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(event.data === INTL_WARM);
    });
    worker.addEventListener('error', () => {
      clearTimeout(timer);
      worker.terminate();
      resolve(false);
    });
    worker.postMessage(request);
  });
}
