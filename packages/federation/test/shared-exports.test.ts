/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  ProvideUsedSharedExportsPlugin,
  RecordSharedExportsPlugin,
  SharedExportsLedger,
  addUsage,
  exportNamesOf,
  type ExportUsage,
} from '@travel/federation/shared-exports';

describe('exportNamesOf', () => {
  test.each([
    ['named imports', [['alpha'], ['beta']], ['alpha', 'beta']],
    ['a property of an export', [['alpha', 'length']], ['alpha']],
    ['webpack’s object form', [{ name: ['alpha'], canMangle: true }], ['alpha']],
    ['a side-effect import takes nothing', [], []],
  ])('%s', (_, references, expected) => {
    expect(exportNamesOf(references)).toEqual(new Set(expected));
  });

  test.each([
    ['the module object ([[]])', [[]]],
    ['the module object among named imports', [['alpha'], { name: [] }]],
  ])('%s is the whole module', (_, references) => {
    expect(exportNamesOf(references)).toBe('whole');
  });
});

describe('addUsage', () => {
  test('merges names and lets whole absorb them', () => {
    const usage: ExportUsage = new Map();
    addUsage(usage, 'lib', new Set(['alpha']));
    addUsage(usage, 'lib', new Set(['beta']));
    expect(usage.get('lib')).toEqual(new Set(['alpha', 'beta']));
    addUsage(usage, 'lib', 'whole');
    addUsage(usage, 'lib', new Set(['gamma']));
    expect(usage.get('lib')).toBe('whole');
  });
});

describe('SharedExportsLedger', () => {
  test('has no union until every remote has recorded', () => {
    const ledger = new SharedExportsLedger(['hotels', 'flights']);
    ledger.record('hotels', new Map([['lib', new Set(['beta'])]]));
    expect(ledger.unionWith(new Map([['lib', new Set(['alpha'])]]))).toBeUndefined();
    ledger.record('flights', new Map([['other', 'whole']]));
    expect(ledger.unionWith(new Map([['lib', new Set(['alpha'])]]))).toEqual(
      new Map<string, Set<string> | 'whole'>([
        ['lib', new Set(['alpha', 'beta'])],
        ['other', 'whole'],
      ]),
    );
  });
});

describe('a real build of a host and a remote sharing a library', () => {
  const fixtures = join(__dirname, 'fixtures', 'shared-exports');
  const KEY = 'fixture-library';
  let outputRoot: string;

  beforeAll(() => {
    outputRoot = mkdtempSync(join(tmpdir(), 'shared-exports-'));
  });
  afterAll(() => rmSync(outputRoot, { recursive: true, force: true }));

  function config(name: 'host' | 'remote', outputDir: string, plugins: Configuration['plugins'], exposed = 'takes-beta.js'): Configuration {
    const isHost = name === 'host';
    return {
      name,
      mode: 'production',
      context: fixtures,
      entry: isHost ? { main: join(fixtures, 'host/index.js') } : {},
      output: { path: join(outputDir, name), publicPath: 'auto', uniqueName: name },
      resolve: { alias: { [KEY]: join(fixtures, 'library.js') } },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: { './App': join(fixtures, 'remote', exposed) } }),
          shared: { [KEY]: { singleton: true, version: '1.0.0', requiredVersion: false } },
          dts: false,
          manifest: false,
        }),
        ...(plugins ?? []),
      ],
      stats: 'errors-only',
    };
  }

  async function build(configs: Configuration[]): Promise<void> {
    const compiler = webpack(configs);
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      }),
    );
  }

  function bundleText(dir: string): string {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
  }

  async function buildWithLedger(label: string, exposed: string) {
    const outputDir = join(outputRoot, label);
    const ledger = new SharedExportsLedger(['remote']);
    const keys = new Set([KEY]);
    await build([
      config('remote', outputDir, [new RecordSharedExportsPlugin(ledger, 'remote', keys)], exposed),
      { ...config('host', outputDir, [new ProvideUsedSharedExportsPlugin(ledger, keys)]), dependencies: ['remote'] },
    ]);
    return { host: bundleText(join(outputDir, 'host')), remote: bundleText(join(outputDir, 'remote')) };
  }

  test('the host provides the exports it and the remote take, and not the others; the remote keeps its whole copy', async () => {
    const { host, remote } = await buildWithLedger('narrowed', 'takes-beta.js');
    expect(host).toContain('ALPHA_VALUE');
    expect(host).toContain('BETA_VALUE');
    expect(host).not.toContain('GAMMA_VALUE');
    // Under their own names: other containers read them by name, so they must not be shortened.
    // (webpack defines them as `"alpha",0,"ALPHA_VALUE"` or `alpha:()=>…`; mangled, they are `X4`.)
    expect(host).toMatch(/"alpha",|\balpha:\(\)=>/);
    expect(host).toMatch(/"beta",|\bbeta:\(\)=>/);
    expect(remote).toContain('GAMMA_VALUE');
  }, 60_000);

  test('a remote that takes the module object keeps the library whole in the host', async () => {
    const { host } = await buildWithLedger('whole', 'takes-everything.js');
    expect(host).toContain('GAMMA_VALUE');
  }, 60_000);

  test('a host built without its remotes provides the library whole', async () => {
    const outputDir = join(outputRoot, 'alone');
    await build([config('host', outputDir, [new ProvideUsedSharedExportsPlugin(new SharedExportsLedger(['remote']), new Set([KEY]))])]);
    expect(bundleText(join(outputDir, 'host'))).toContain('GAMMA_VALUE');
  }, 60_000);
});
