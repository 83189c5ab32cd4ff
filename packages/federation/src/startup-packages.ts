/**
 * The shell's first screen needs a handful of shared workspace packages (the API client, the
 * store, the translations, the UI kit). Shared modules are provided one chunk each, so these
 * came as five small scripts, and the federation runtime inserted a script element (with a
 * timer of its own) for each on the main thread at start-up (17-25 ms profiled). This cache
 * group puts them in one chunk.
 *
 * It takes exactly the modules that travel with the packages' entry modules, rather than every
 * file under their folders: a package's lazily loaded parts (the UI kit's carousel track) and
 * its other entry points (`@travel/ui/search`) live in chunks of their own and stay there.
 * Libraries in the `libraries` chunk stay there (it has the higher priority).
 */
import type { Chunk, ChunkGraph, Module } from 'webpack';

/** The chunk every first-screen workspace package ends up in. */
export const STARTUP_PACKAGES_CHUNK = 'startup-packages';

const CONSUME_SHARED_MODULE = 'consume-shared-module';

export function startupPackagesCacheGroup(entryModulePattern: RegExp) {
  const carriesEntry = new WeakMap<Chunk, boolean>();
  const chunkCarriesEntry = (chunk: Chunk, chunkGraph: ChunkGraph): boolean => {
    let carries = carriesEntry.get(chunk);
    if (carries === undefined) {
      carries = [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => entryModulePattern.test(module.nameForCondition() ?? ''));
      carriesEntry.set(chunk, carries);
    }
    return carries;
  };
  return {
    test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean =>
      // A consume-shared module stays in its own (script-less) chunk: moved into this chunk, the
      // package it stands for would wait on loading this very chunk, and the page never starts.
      module.type !== CONSUME_SHARED_MODULE && [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunkCarriesEntry(chunk, chunkGraph)),
    chunks: 'async' as const,
    name: STARTUP_PACKAGES_CHUNK,
    enforce: true,
    priority: 15,
  };
}
