import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, openDatabase } from '../src/db';
import { claimDataDir } from '../src/db/data-dir-lock';
import { DB_TIMEOUT_MS, adminUrl, freshDatabaseTarget } from './helpers';

/** PGlite itself lets a second process write a directory another one has open; the API refuses. */
const describeWithPglite = adminUrl ? describe.skip : describe;

describeWithPglite('an embedded database directory', () => {
  it(
    'is refused to a second opener while open, naming the holder, and free again once closed',
    async () => {
      const target = await freshDatabaseTarget();
      const dataDir = target.options.dataDir ?? '';
      try {
        const first = await openDatabase(target.options);
        try {
          await expect(openDatabase(target.options)).rejects.toThrow(new DataDirInUseError(dataDir, process.pid));
        } finally {
          await first.close();
        }
        const again = await openDatabase(target.options);
        await again.close();
      } finally {
        target.cleanup();
      }
    },
    DB_TIMEOUT_MS,
  );

  it('is taken over from a process that died holding it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'travel-api-lock-'));
    try {
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      writeFileSync(path.join(dataDir, 'travel-api.pid'), String(gone));
      const release = claimDataDir(dataDir);
      expect(readFileSync(path.join(dataDir, 'travel-api.pid'), 'utf8')).toBe(String(process.pid));
      release();
      expect(() => claimDataDir(dataDir)()).not.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
