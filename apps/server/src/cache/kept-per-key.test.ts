import { describe, expect, it } from 'vitest';
import { keptPerKey } from './kept-per-key';

describe('keptPerKey', () => {
  it('reads once per key and again when the key moves', async () => {
    const read = keptPerKey<number>();
    let reads = 0;
    const load = async () => ++reads;
    expect(await read('a', load)).toBe(1);
    expect(await read('a', load)).toBe(1);
    expect(await read('b', load)).toBe(2);
  });

  it('forgets a failed read, so the same key is read again', async () => {
    const read = keptPerKey<number>();
    await expect(read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await read('a', async () => 7)).toBe(7);
  });
});
