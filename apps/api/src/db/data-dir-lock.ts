import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Names the file and the process holding a data directory, for whoever finds it taken. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database ${dataDir} is in use by process ${pid} (a running server?). ` +
        'PGlite serves one process per data directory: stop that process first, or use PostgreSQL (DATABASE_URL).',
    );
  }
}

const LOCK_FILE = 'travel-api.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process and returns the release. PGlite itself
 * lets a second process open a directory that another one is writing, which corrupts it;
 * this file holds the owner's pid. A file left by a process that died is taken over.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      const fd = openSync(file, 'wx'); // fails when the file exists: one claimant wins
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) throw new DataDirInUseError(dataDir, holder);
    // Stale: its process is gone. (Two processes taking over one stale file at the same
    // instant could both win; a server starting twice at once after a crash is not guarded.)
    unlinkSync(file);
  }
}
