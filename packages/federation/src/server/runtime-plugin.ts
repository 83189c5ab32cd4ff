import { createRequire } from 'node:module';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Node's own require, which webpack leaves alone: remote entries are found at run time. */
const requireAtRunTime = createRequire(__filename);

/**
 * The server's remotes are files on this machine (`dist/server/<remote>/remoteEntry.js?v=<build>`,
 * registered by apps/shell/src/server): a remote's entry is read from disk, and a new build of it
 * (another `v`, so another entry to the runtime) is read afresh instead of from Node's cache. A
 * missing or broken build rejects, and the page renders the failure in that remote's place.
 */
export default function serverRemotesRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'travel-server-remotes',
    loadEntry({ remoteInfo }) {
      const file = requireAtRunTime.resolve(remoteInfo.entry.replace(/\?.*$/, ''));
      delete requireAtRunTime.cache[file];
      return requireAtRunTime(file) as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
    },
  };
}
