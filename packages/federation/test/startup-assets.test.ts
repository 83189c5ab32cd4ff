/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STARTUP_ASSETS_FILE, type StartupAssets } from '@travel/contracts';
import { StartupAssetsPlugin } from '@travel/federation/startup-assets';
import { STARTUP_PACKAGES_CHUNK } from '@travel/federation/startup-packages';
import { buildFixtureHost } from './startup-fixture-build';

describe('startup-assets.json (a real host build)', () => {
  let outputRoot: string;
  beforeAll(() => {
    outputRoot = mkdtempSync(join(tmpdir(), 'startup-assets-'));
  });
  afterAll(() => rmSync(outputRoot, { recursive: true, force: true }));

  test("lists the named chunks' files under the public path, as they were written", async () => {
    const dir = join(outputRoot, 'listed');
    await buildFixtureHost(dir, { withCacheGroup: true, publicPath: '/', plugins: [new StartupAssetsPlugin([STARTUP_PACKAGES_CHUNK])] });
    const assets = JSON.parse(readFileSync(join(dir, STARTUP_ASSETS_FILE), 'utf8')) as StartupAssets;
    expect(assets.styles).toEqual([]);
    expect(assets.scripts).toHaveLength(1);
    expect(assets.scripts[0]).toMatch(new RegExp(`^/${STARTUP_PACKAGES_CHUNK}\\.[0-9a-f]+\\.js$`));
    expect(readFileSync(join(dir, assets.scripts[0]!), 'utf8')).toContain('PKG_B_VALUE');
  }, 60_000);

  test('a chunk name the build does not have fails the build', async () => {
    const dir = join(outputRoot, 'missing');
    await expect(
      buildFixtureHost(dir, { withCacheGroup: true, publicPath: '/', plugins: [new StartupAssetsPlugin([STARTUP_PACKAGES_CHUNK, 'no-such-chunk'])] }),
    ).rejects.toThrow('the build has no chunk named no-such-chunk');
    expect(existsSync(join(dir, STARTUP_ASSETS_FILE))).toBe(false);
  }, 60_000);
});
