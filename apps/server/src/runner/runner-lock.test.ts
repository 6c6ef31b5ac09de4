import { describe, expect, it } from 'vitest';
import type { Database } from '@ofl/db';
import { withRunnerLock } from './game-runner';

describe('withRunnerLock', () => {
  it('runs the passes asked for at once in one process one after another', async () => {
    const database = { kind: 'pglite' } as Database;
    const log: string[] = [];
    const pass = (name: string) => async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      withRunnerLock(database, pass('loop')),
      withRunnerLock(database, pass('operator')),
    ]);
    expect(results).toEqual(['loop', 'operator']);
    expect(log).toEqual(['loop starts', 'loop ends', 'operator starts', 'operator ends']);
  });

  it('lets the next pass run after one that failed', async () => {
    const database = { kind: 'pglite' } as Database;
    const failed = withRunnerLock(database, async () => {
      throw new Error('broken step');
    });
    await expect(failed).rejects.toThrow('broken step');
    await expect(withRunnerLock(database, async () => 'ran')).resolves.toBe('ran');
  });
});
