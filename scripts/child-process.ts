import { spawn } from 'node:child_process';

/**
 * Runs a TypeScript script in a Node child process through tsx, its output shown as it comes;
 * resolves when it exits with 0. What the script allocates is freed with its process.
 */
export function runScriptInChild(script: string, args: readonly string[]): Promise<void> {
  const tsxCli = require.resolve('tsx/cli');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, script, ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${script} failed (${signal ?? `exit code ${code}`}); see its output above.`));
    });
  });
}
