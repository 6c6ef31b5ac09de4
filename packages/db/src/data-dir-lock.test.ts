import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a folder whose lock a running process holds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ofl-lock-'));
    // The parent of this test process is alive and is not this process.
    writeFileSync(join(dir, 'ofl.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that has ended, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ofl-lock-'));
    writeFileSync(join(dir, 'ofl.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).not.toThrow(); // same process may reopen
    release();
    const again = lockDataDir(dir);
    again();
  });
});
