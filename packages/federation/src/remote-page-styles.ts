/**
 * A remote's styles for a page the server rendered with it. In the browser a remote's styles
 * arrive with its scripts, chunk by chunk, after the page has painted; a server-rendered page
 * needs them before its first paint, and every byte of them delays it. So the build joins, for
 * each exposed module, the styles of its own chunks with those of each page it loads (a chunk
 * group named by its import's `webpackChunkName`) into one file per page, and the styles of
 * every chunk it may load into one more, and lists them in `page-styles.json`
 * ({ "App": "page-styles-App.<hash>.css", "App/results": "page-styles-App-results.<hash>.css" }),
 * which the server links. A page's file has the exposed module's own chunks, not those of the
 * shared packages it loads (the shell links those it starts with): what a page needs from a
 * shared package beyond them, the page imports itself.
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
        /** One stylesheet of the chunks' styles, listed under `key`; none when they have no styles. */
        const emitStyles = (key: string, chunks: Chunk[]) => {
          // Chunks split differently can carry the same styles: each text once.
          const texts = new Set<string>();
          for (const chunk of chunks) {
            for (const file of chunk.files) {
              if (file.endsWith('.css')) texts.add(String(compilation.getAsset(file)?.source.source() ?? ''));
            }
          }
          if (texts.size === 0) return;
          const css = [...texts].join('\n');
          const file = `page-styles-${key.replace('/', '-')}.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
          compilation.emitAsset(file, new webpack.sources.RawSource(css));
          manifest[key] = file;
        };
        for (const [name, group] of exposedGroups(compilation, this.exposes)) {
          emitStyles(name, reachableChunks(group));
          for (const page of group.getChildren()) {
            if (page.name) emitStyles(`${name}/${page.name}`, [...group.chunks, ...reachableChunks(page)]);
          }
        }
        compilation.emitAsset(REMOTE_PAGE_STYLES_FILE, new webpack.sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}
