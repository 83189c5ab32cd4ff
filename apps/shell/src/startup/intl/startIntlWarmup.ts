import { warmIntl } from './warmIntl';

/**
 * Starts warming Intl up in a worker, in the page's language (the server writes it on <html>).
 * Kept apart from warmIntl.ts: `new URL(…, import.meta.url)` is how webpack finds the worker's
 * module, and only a bundle understands it.
 */
export function startIntlWarmup(): Promise<boolean> {
  if (typeof Worker === 'undefined') return Promise.resolve(false);
  return warmIntl(() => new Worker(new URL('./intlWarmup.worker.ts', import.meta.url)), {
    language: document.documentElement.lang || 'en',
    // Any currency: the cost is ICU's start, not one currency's data.
    currency: 'USD',
  });
}
