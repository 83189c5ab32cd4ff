/**
 * The shell's start-up chunks (the libraries, the first-screen packages, the bootstrap) are only
 * discovered once main.js has run. The build lists their files in `startup-assets.json` so the
 * server can name them in the page's <head> as preloads, and the browser fetches them while it
 * is still fetching main.js (apps/api/src/web/shell-html.ts says when it does).
 */
import webpack, { type Compiler } from 'webpack';
import { STARTUP_ASSETS_FILE, type StartupAssets } from '@travel/contracts';

const PLUGIN = 'StartupAssetsPlugin';

export class StartupAssetsPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the real content hashes have renamed the files.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        if (typeof publicPath !== 'string' || publicPath === 'auto') {
          compilation.errors.push(new webpack.WebpackError(`${PLUGIN} needs a fixed output.publicPath`));
          return;
        }
        const assets: StartupAssets = { scripts: [], styles: [] };
        for (const name of this.chunkNames) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) {
            compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: the build has no chunk named ${name}`));
            continue;
          }
          for (const file of chunk.files) {
            if (file.endsWith('.js')) assets.scripts.push(publicPath + file);
            else if (file.endsWith('.css')) assets.styles.push(publicPath + file);
          }
        }
        compilation.emitAsset(STARTUP_ASSETS_FILE, new webpack.sources.RawSource(JSON.stringify(assets)));
      });
    });
  }
}
