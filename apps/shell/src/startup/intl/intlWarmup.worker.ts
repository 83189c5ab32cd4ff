/**
 * Runs in a worker: creates the kinds of Intl objects the first screen uses, so ICU loads its
 * data and fills its caches (shared by the whole renderer process) on another core. See
 * warmIntl.ts for why.
 */
import { INTL_WARM, type IntlWarmupRequest } from './warmIntl';

// The project's TypeScript lib is the DOM's, whose global postMessage is a window's; a
// dedicated worker's takes the message alone.
const worker = self as unknown as { postMessage(message: string): void; close(): void };

addEventListener('message', (event: MessageEvent<IntlWarmupRequest>) => {
  const { language, currency } = event.data;
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(1);
  new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(1);
  new Intl.PluralRules(language).select(1);
  new Intl.DateTimeFormat(language).resolvedOptions();
  worker.postMessage(INTL_WARM);
  // Done: it ends itself, so the page never has to end it (see warmIntl.ts).
  worker.close();
});
