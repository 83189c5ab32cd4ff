/**
 * A remote's styles for a page the server rendered with it. In the browser a remote's styles
 * arrive with its scripts, chunk by chunk, after the page has painted; a server-rendered page
 * needs them before its first paint. So the build joins, for each exposed module, the styles of
 * its chunk and of every chunk it may load (its pages) into one file, and lists those files in
 * `page-styles.json` ({ "App": "page-styles-App.<hash>.css" }), which the server links.
 */
import { createHash } from 'node:crypto';
import webpack, { type Chunk, type ChunkGroup, type Compilation, type Compiler } from 'webpack';
import { REMOTE_PAGE_STYLES_FILE } from '@travel/contracts';

const PLUGIN = 'RemotePageStylesPlugin';

/** The chunk group of each exposed module: the container entry loads it, by the module's file. */
function exposedGroups(compilation: Compilation, exposes: Record<string, string>): Map<string, ChunkGroup> {
  const byFile = new Map(Object.entries(exposes).map(([name, file]) => [file, name.replace(/^\.\//, '')]));
  const groups = new Map<string, ChunkGroup>();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const name = origin.request ? byFile.get(origin.request) : undefined;
      if (name && origin.module?.constructor.name === 'ContainerEntryModule') groups.set(name, group);
    }
  }
  return groups;
}

/** The chunks of a group and of every group it loads, the group's own first. */
function reachableChunks(start: ChunkGroup): Chunk[] {
  const seen = new Set<ChunkGroup>([start]);
  const queue = [start];
  const chunks = new Set<Chunk>();
  for (let group = queue.shift(); group; group = queue.shift()) {
    for (const chunk of group.chunks) chunks.add(chunk);
    for (const child of group.getChildren()) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return [...chunks];
}

export class RemotePageStylesPlugin {
  constructor(private readonly exposes: Record<string, string>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the real content hashes, before compression (which then compresses these too).
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage }, () => {
        const manifest: Record<string, string> = {};
        for (const [name, group] of exposedGroups(compilation, this.exposes)) {
          // Chunks split differently can carry the same styles: each text once.
          const texts = new Set<string>();
          for (const chunk of reachableChunks(group)) {
            for (const file of chunk.files) {
              if (file.endsWith('.css')) texts.add(String(compilation.getAsset(file)?.source.source() ?? ''));
            }
          }
          if (texts.size === 0) continue;
          const css = [...texts].join('\n');
          const file = `page-styles-${name}.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
          compilation.emitAsset(file, new webpack.sources.RawSource(css));
          manifest[name] = file;
        }
        compilation.emitAsset(REMOTE_PAGE_STYLES_FILE, new webpack.sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}
