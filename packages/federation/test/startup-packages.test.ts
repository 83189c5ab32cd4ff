/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { StatsCompilation } from 'webpack';
import { STARTUP_PACKAGES_CHUNK } from '@travel/federation/startup-packages';
import { buildFixtureHost } from './startup-fixture-build';

const scriptFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.js'));
const filesWith = (dir: string, text: string) => scriptFiles(dir).filter((file) => readFileSync(join(dir, file), 'utf8').includes(text));

/** Runs the built page in jsdom, scripts loaded from disk as a browser would, until the bootstrap has set the title. */
async function titleOnceStarted(dir: string): Promise<string> {
  const dom = new JSDOM(`<!doctype html><html><head><script src="main.js"></script></head><body></body></html>`, {
    url: pathToFileURL(join(dir, 'index.html')).href,
    runScripts: 'dangerously',
    resources: 'usable',
  });
  try {
    for (let waited = 0; waited < 5_000 && !dom.window.document.title; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    return dom.window.document.title;
  } finally {
    dom.window.close();
  }
}

describe('the startup-packages chunk (a real host build)', () => {
  let outputRoot: string;
  let withDir: string;
  let withStats: StatsCompilation;
  beforeAll(async () => {
    outputRoot = mkdtempSync(join(tmpdir(), 'startup-packages-'));
    withDir = join(outputRoot, 'with');
    withStats = await buildFixtureHost(withDir, { withCacheGroup: true });
  }, 60_000);
  afterAll(() => rmSync(outputRoot, { recursive: true, force: true }));

  test('without it, each first-screen package comes in a script of its own', async () => {
    const dir = join(outputRoot, 'without');
    await buildFixtureHost(dir, { withCacheGroup: false });
    const [aFile] = filesWith(dir, 'PKG_A_VALUE');
    const [bFile] = filesWith(dir, 'PKG_B_VALUE');
    expect(aFile).toBeDefined();
    expect(aFile).not.toBe(bFile);
  }, 60_000);

  test('the first-screen packages and their own modules share one script; lazy parts and other packages stay out', async () => {
    const [startupFile] = scriptFiles(withDir).filter((file) => file.startsWith(`${STARTUP_PACKAGES_CHUNK}.`));
    expect(startupFile).toBeDefined();
    const text = readFileSync(join(withDir, startupFile!), 'utf8');
    for (const value of ['PKG_A_VALUE', 'PKG_A_HELPER_VALUE', 'PKG_B_VALUE']) expect(text).toContain(value);
    expect(text).not.toContain('PKG_A_LAZY_VALUE');
    expect(text).not.toContain('PKG_C_VALUE');
    expect(filesWith(withDir, 'PKG_A_LAZY_VALUE')).toHaveLength(1);
    // A consume-shared module in this chunk would wait for the chunk that holds it.
    const chunk = withStats.chunks?.find((candidate) => candidate.names?.includes(STARTUP_PACKAGES_CHUNK));
    expect(chunk?.modules?.map((module) => module.moduleType)).not.toContain('consume-shared-module');
  });

  test('the page built with it starts', async () => {
    expect(await titleOnceStarted(withDir)).toBe('PKG_A_VALUEPKG_A_HELPER_VALUELIBRARY_VALUEPKG_B_VALUE');
  }, 10_000);
});
