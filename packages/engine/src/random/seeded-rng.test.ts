import { describe, expect, it } from 'vitest';
import { randomInt, seededRng, shuffled } from './seeded-rng';

describe('seededRng', () => {
  it('gives the same sequence for the same seed', () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps integers within the bounds and shuffles without losing items', () => {
    const rng = seededRng(7);
    for (let i = 0; i < 100; i++) {
      const n = randomInt(rng, 3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(shuffled(rng, [1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});
