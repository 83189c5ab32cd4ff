/**
 * ONE factory for the shell and every remote (DESIGN.md). `buildConfig('hotels', 'production')`
 * returns the hotels remote's configuration; `allConfigs(mode)` returns all nine.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import ReactRefreshTypeScript from 'react-refresh-typescript';
import { DEV_APPS, REMOTE_NAMES, TRANSLATION_EDITS_PATH, devApiPort, devPort, type DevApp } from '@travel/contracts';
import { TREE_SHAKEN_SINGLETONS, sharedModules, startupLibrariesPattern, startupPackagesEntryPattern } from '@travel/federation/shared';
import { STARTUP_PACKAGES_CHUNK, startupPackagesCacheGroup } from '@travel/federation/startup-packages';
import { StartupAssetsPlugin } from '@travel/federation/startup-assets';
import { RemotePageStylesPlugin } from '@travel/federation/remote-page-styles';
import { ProvideUsedSharedExportsPlugin, RecordSharedExportsPlugin, SharedExportsLedger } from '@travel/federation/shared-exports';
import type { RemoteModuleName } from '@travel/federation';
import { translationEditsMiddleware } from './scripts/dev-server/translation-edits';

export type AppName = DevApp;
export type Mode = 'production' | 'development';
export const APP_NAMES = DEV_APPS;

const root = __dirname;
export const DIST_DIR = join(root, 'dist');
const runtimePlugin = resolve(root, 'packages/federation/src/runtime-plugin.ts');
const reactRefreshHook = resolve(root, 'packages/federation/src/dev/react-refresh-hook.ts');
/** Chunk and script load timeout (SPEC 9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The shell's start-up chunks besides main: the shared libraries, the first-screen packages, apps/shell/src/bootstrap.tsx. */
const STARTUP_LIBRARIES_CHUNK = 'libraries';
const STARTUP_CHUNKS = [STARTUP_LIBRARIES_CHUNK, STARTUP_PACKAGES_CHUNK, 'bootstrap'];

/** The modules a remote may expose besides `./App` (RemoteModules in packages/federation), and where one that has it keeps it. */
const OPTIONAL_EXPOSES: Record<Exclude<RemoteModuleName, 'App'>, string> = { SearchForm: 'src/exposes/SearchForm.tsx' };

/** Every remote exposes `./App`; a remote with a search form (src/exposes/SearchForm.tsx) also exposes `./SearchForm`. */
function remoteExposes(appDir: string): Record<string, string> {
  const exposes: Record<string, string> = { './App': join(appDir, 'src/App.tsx') };
  for (const [name, file] of Object.entries(OPTIONAL_EXPOSES)) {
    if (existsSync(join(appDir, file))) exposes[`./${name}`] = join(appDir, file);
  }
  return exposes;
}

/** Where `app`'s dev server listens: PORT_<APP>, else DESIGN.md's port. */
export function appDevPort(app: AppName): number {
  return devPort(app, process.env);
}

/**
 * With a ledger (a production build of all nine apps), the remotes record the exports they take
 * from the shared libraries and the shell, built after them, provides only those.
 */
function sharedExportsSetup(app: AppName, ledger: SharedExportsLedger | undefined): { dependencies?: string[]; plugins: WebpackPluginInstance[] } {
  if (!ledger) return { plugins: [] };
  if (app !== 'shell') return { plugins: [new RecordSharedExportsPlugin(ledger, app, TREE_SHAKEN_SINGLETONS)] };
  return { dependencies: [...ledger.remotes], plugins: [new ProvideUsedSharedExportsPlugin(ledger, TREE_SHAKEN_SINGLETONS)] };
}

/**
 * slick-carousel's theme starts with `@charset`, which lands mid-file once a chunk joins its
 * stylesheet with others: browsers ignore it there, and the minifier need not say so every build.
 */
const notMidFileCharset = (warning: unknown): boolean => !String(typeof warning === 'object' && warning !== null && 'message' in warning ? warning.message : warning).includes('"@charset" must be the first rule');

export function buildConfig(app: AppName, mode: Mode, ledger?: SharedExportsLedger): Configuration {
  const production = mode === 'production';
  const isShell = app === 'shell';
  const appDir = join(root, 'apps', app);
  const sharedExports = sharedExportsSetup(app, ledger);
  // `MOCKS=1 npm run dev:<remote>`: msw answers the API in the browser; production never carries it.
  const mockApi = !production && !isShell && process.env.MOCKS === '1';
  // Development: components keep their state across edits. One refresh runtime per app (library),
  // so a remote's edits refresh under the shell too.
  const fastRefresh = !production;

  return {
    name: app,
    dependencies: sharedExports.dependencies,
    mode,
    context: root,
    entry: {
      main: [...(fastRefresh ? [reactRefreshHook] : []), ...(mockApi ? [join(root, 'mocks/standalone.ts')] : []), join(appDir, 'src/index.ts')],
    },
    output: {
      path: join(DIST_DIR, app),
      // Remotes load their chunks relative to wherever their entry is served from.
      publicPath: isShell ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Types are checked once for the whole repo by `npm run typecheck`.
            options: {
              transpileOnly: true,
              compilerOptions: { noEmit: false, sourceMap: !production },
              ...(fastRefresh ? { getCustomTransformers: () => ({ before: [ReactRefreshTypeScript()] }) } : {}),
            },
          },
        },
        // Pictures a stylesheet names by a relative path go into it as data: URLs (a few KB at most).
        { test: /\.svg$/, type: 'asset/inline' },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            // Root-relative URLs (/images/...) are files the server serves from public/, not modules.
            { loader: 'css-loader', options: { url: { filter: (url: string) => !url.startsWith('/') } } },
          ],
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app,
        ...(isShell
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: remoteExposes(appDir) }),
        shared: sharedModules(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [runtimePlugin],
        dts: false,
        manifest: false,
        experiments: {
          // No manifest or snapshot is used (remotes are plain remoteEntry.js URLs) and only browsers
          // run this code: 3.4 KB gzip less runtime in the shell and in every remote entry. (The
          // external-runtime experiment made remote entries 16 KB smaller but the shell 22 KB larger.)
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: join(root, 'public/index.html'),
        chunks: ['main'],
        // From the root, not relative to the page: a standalone remote's page is opened at deep
        // URLs (/booknow/hotels/...) whose reload must still find /main.js. Chunks load from 'auto'.
        publicPath: '/',
        // The server fills the markers per tenant (title, meta, inlined start-up data).
        minify: { collapseWhitespace: true, removeComments: false },
      }),
      ...sharedExports.plugins,
      ...(fastRefresh ? [new ReactRefreshWebpackPlugin({ library: app, overlay: false })] : []),
      ...(isShell
        ? [
            new CopyWebpackPlugin({
              patterns: [
                {
                  from: join(root, 'public'),
                  // In development the translations are served from disk, so a saved file shows at once.
                  globOptions: { ignore: ['**/index.html', '**/mockServiceWorker.js', ...(production ? [] : ['**/locales/**'])] },
                },
              ],
            }),
          ]
        : []),
      ...(production && isShell ? [new StartupAssetsPlugin(STARTUP_CHUNKS)] : []),
      ...(production && !isShell ? [new RemotePageStylesPlugin(remoteExposes(appDir))] : []),
      ...(production
        ? [
            new CompressionPlugin({ test: /\.(js|css|html|svg|json)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
            new CompressionPlugin({ test: /\.(js|css|html|svg|json)$/, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024 }),
          ]
        : []),
    ],
    // Styles go through css-loader and the page through html-webpack-plugin; webpack's own
    // CSS/HTML handling would minify away the server's <!--ssr-*--> markers.
    experiments: { css: false, html: false },
    optimization: production
      ? {
          moduleIds: 'deterministic',
          // Scripts as webpack minifies them ('...'), and stylesheets too: without their comments
          // and spaces they are a quarter smaller, brotli'd (what a first paint waits for).
          minimizer: ['...', new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify, warningsFilter: notMidFileCharset })],
          ...(isShell
            ? {
                splitChunks: {
                  cacheGroups: {
                    startupLibraries: { test: startupLibrariesPattern, chunks: 'async', name: STARTUP_LIBRARIES_CHUNK, enforce: true, priority: 20 },
                    startupPackages: startupPackagesCacheGroup(startupPackagesEntryPattern),
                  },
                },
              }
            : {}),
        }
      : {},
    performance: { hints: false },
    devServer: production ? undefined : devServerConfig(app, mockApi),
    stats: 'errors-warnings',
    // The dev servers' start-up chatter (addresses, proxy, "wait until bundle finished") stays
    // out of the terminal: scripts/dev.ts prints each app's address once.
    infrastructureLogging: { level: 'warn' },
  };
}

/** `npm run dev`: hot updates, deep URLs, translations from disk and the API behind /api. */
function devServerConfig(app: AppName, mockApi: boolean): Configuration['devServer'] {
  const publicDir = join(root, 'public');
  return {
    port: appDevPort(app),
    hot: true,
    historyApiFallback: true,
    allowedHosts: 'all',
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: app === 'shell' ? [{ directory: join(publicDir, 'locales'), publicPath: '/locales', watch: false }] : [{ directory: publicDir, watch: false }],
    // Under MOCKS=1 msw answers in the page and nothing listens behind a proxy. Otherwise the Host
    // is kept so the API resolves the tenant from the subdomain, as in production.
    proxy: mockApi ? [] : [{ context: ['/api', '/images', '/flags', '/brand', '/url'], target: `http://127.0.0.1:${devApiPort(process.env)}`, changeOrigin: false }],
    setupMiddlewares: (middlewares) => [{ name: 'translation-edits', path: TRANSLATION_EDITS_PATH, middleware: translationEditsMiddleware(join(publicDir, 'locales')) }, ...middlewares],
    client: { overlay: { runtimeErrors: false } },
  };
}

/** Where the server builds go (`dist/server/<app>`): beside the apps' folders, so none is ever served as a file. */
export const SERVER_DIST_DIR = join(DIST_DIR, 'server');
/** The shell's server entry's file in its server build: apps/api/src/web/page-renderer.ts loads it. */
export const SERVER_ENTRY_FILE = 'render.js';
/** A remote's container in its server build, which the shell's server build loads at run time. */
export const SERVER_REMOTE_ENTRY_FILE = 'remoteEntry.js';
const serverRuntimePlugin = resolve(root, 'packages/federation/src/server/runtime-plugin.ts');

/**
 * An app's build for Node (`npm start` renders every page with them, DESIGN.md "Rendering").
 * The shell's is a federation host whose `render.js` exports `renderPage`; each remote's is a
 * container (`remoteEntry.js`) the shell's loads from disk when a page needs it, so a remote's
 * new server build is picked up without rebuilding the shell, as in the browser. They share the
 * browser's singletons, so a remote renders with the shell's React, store and i18next. Styles are
 * the browser builds': here their imports are only class names.
 */
export function serverConfig(app: AppName = 'shell'): Configuration {
  const isShell = app === 'shell';
  const appDir = join(root, 'apps', app);
  return {
    name: `${app}-server`,
    mode: 'production',
    context: root,
    target: 'async-node20',
    entry: isShell ? { render: join(appDir, 'src/server/render.tsx') } : {},
    output: {
      path: join(SERVER_DIST_DIR, app),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${app}-server`,
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // Node's own, at run time: jsdom (the server's DOM for sanitising agency HTML) reads its files from disk.
    externals: isShell ? { jsdom: 'commonjs jsdom' } : {},
    module: {
      // A `createRequire` require is Node's at run time (the server runtime plugin reads remotes with it).
      parser: { javascript: { createRequire: false } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: false } } },
        },
        { test: /\.svg$/, type: 'asset/inline' },
        { test: /\.css$/, use: { loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app,
        ...(isShell
          ? { remotes: {}, runtimePlugins: [serverRuntimePlugin] }
          : { filename: SERVER_REMOTE_ENTRY_FILE, exposes: remoteExposes(appDir), library: { type: 'commonjs-module' } }),
        shared: sharedModules(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

export function allConfigs(mode: Mode): Configuration[] {
  const ledger = mode === 'production' ? new SharedExportsLedger(REMOTE_NAMES) : undefined;
  const browser = APP_NAMES.map((app) => buildConfig(app, mode, ledger));
  return mode === 'production' ? [...browser, ...APP_NAMES.map((app) => serverConfig(app))] : browser;
}

export default allConfigs;
