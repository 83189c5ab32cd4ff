import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { failedRemoteModule, reportRemoteLoadError } from './load-error';

/** Chunk and script load timeout (SPEC 9). */
export const SCRIPT_TIMEOUT_MS = 120_000;
const ENTRY_RETRIES = 2;
const RETRY_BACKOFF_MS = 400;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Failure isolation for remotes, layers one and two (DESIGN.md): a remote entry that fails
 * on the network is fetched again a bounded number of times; a remote that still cannot
 * load resolves to a fallback module instead of rejecting, so nothing else on the page breaks.
 */
export default function resilienceRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'travel-remote-resilience',
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 1; attempt <= ENTRY_RETRIES; attempt += 1) {
          await wait(RETRY_BACKOFF_MS * attempt);
          // The failed attempt is still memoised as in flight; drop it so the entry loads again.
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
            if (entry) return entry;
          } catch {
            // The next attempt, or the fallback module below, handles it.
          }
        }
        return undefined;
      };
      // The hook is typed as a promise of the entry's promise; the runtime awaits both.
      return new Promise<ReturnType<typeof retry> | undefined>((resolve) => resolve(retry()));
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      const loadError = reportRemoteLoadError(id, error);
      // Only loadRemote's own stage takes a replacement module; the others must rethrow.
      if (lifecycle === 'onLoad') return failedRemoteModule(loadError);
      return undefined;
    },
  };
}
