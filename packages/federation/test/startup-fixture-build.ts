/** Builds the startup-packages fixture: a federation host sharing three packages and a library. */
import { join } from 'node:path';
import webpack, { type Configuration, type StatsCompilation } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { startupPackagesCacheGroup } from '@travel/federation/startup-packages';

export const fixtures = join(__dirname, 'fixtures', 'startup-packages');
const shared = (version: string) => ({ singleton: true, version, requiredVersion: false }) as const;

export async function buildFixtureHost(
  outputDir: string,
  { withCacheGroup, publicPath = 'auto', plugins = [] }: { withCacheGroup: boolean; publicPath?: string; plugins?: Configuration['plugins'] },
): Promise<StatsCompilation> {
  const compiler = webpack({
    mode: 'production',
    context: fixtures,
    entry: { main: join(fixtures, 'host/index.js') },
    // Hashed chunk names as in the real build, where webpack renames files once their content is final.
    output: { path: outputDir, publicPath, uniqueName: 'host', chunkFilename: '[name].[contenthash:8].js' },
    resolve: {
      alias: {
        'pkg-a': join(fixtures, 'pkg-a/index.js'),
        'pkg-b': join(fixtures, 'pkg-b/index.js'),
        'pkg-c': join(fixtures, 'pkg-c/index.js'),
        'fixture-library': join(fixtures, 'library.js'),
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: { 'pkg-a': shared('0.1.0'), 'pkg-b': shared('0.1.0'), 'pkg-c': shared('0.1.0'), 'fixture-library': shared('1.0.0') },
        dts: false,
        manifest: false,
      }),
      ...plugins,
    ],
    optimization: withCacheGroup ? { splitChunks: { cacheGroups: { startupPackages: startupPackagesCacheGroup(/[\\/]pkg-(a|b)[\\/]index\.js$/) } } } : {},
    stats: 'errors-only',
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString('errors-only') ?? 'no stats'));
      else resolve(stats.toJson({ all: false, chunks: true, chunkModules: true, dependentModules: true, chunkModulesSpace: Infinity }));
    }),
  );
}
