import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScriptInChild } from '../child-process';

/** `npm start` builds through runScriptInChild, so the build's memory leaves with its process. */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'child-process-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('runs the script in another process with the arguments given, and resolves when it succeeds', async () => {
  const report = join(dir, 'report.json');
  const script = join(dir, 'report.ts');
  writeFileSync(script, `require('node:fs').writeFileSync(${JSON.stringify(report)}, JSON.stringify({ pid: process.pid, args: process.argv.slice(2) }));\n`);

  await runScriptInChild(script, ['shell', 'hotels']);

  const written = JSON.parse(readFileSync(report, 'utf8')) as { pid: number; args: string[] };
  expect(written.pid).not.toBe(process.pid);
  expect(written.args).toEqual(['shell', 'hotels']);
}, 30_000);

test('rejects, naming the script and its exit code, when the script fails', async () => {
  const script = join(dir, 'fail.ts');
  writeFileSync(script, 'process.exit(3);\n');

  await expect(runScriptInChild(script, [])).rejects.toThrow(`${script} failed (exit code 3)`);
}, 30_000);
