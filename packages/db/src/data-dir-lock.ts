// An embedded database folder has one owner at a time: two processes writing one PGlite folder
// would corrupt it. The owner's process id is kept in a lock file inside the folder.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process, other than this one, that holds the folder's lock; null when none does. */
export function dataDirHolder(dataDir: string): number | null {
  let holder: number;
  try {
    holder = Number(readFileSync(join(dataDir, 'ofl.lock'), 'utf8'));
  } catch {
    return null;
  }
  return holder !== process.pid && Number.isInteger(holder) && isAlive(holder) ? holder : null;
}

/** Takes the folder's lock or throws, naming the process that holds it; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'ofl.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = dataDirHolder(dataDir);
    if (holder !== null) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first (one process at a time can open an embedded database).`,
      );
    }
    // A lock left by a process that no longer runs: take it over.
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
