import type { Rng } from '@ofl/engine';

/** One item of a non-empty list, chosen by the seed. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** One item chosen with probability proportional to its weight. */
export function pickWeighted<T>(rng: Rng, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let r = rng.next() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return pick(rng, items);
}

/** Roughly normal noise with mean 0 and the given spread (sum of four uniforms). */
export function noise(rng: Rng, spread: number): number {
  const sum = rng.next() + rng.next() + rng.next() + rng.next() - 2;
  // The sum of four uniforms has standard deviation sqrt(4/12); scale it to `spread`.
  return (sum / Math.sqrt(1 / 3)) * spread;
}

/** Keeps a value inside [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** `count` distinct integers from [min, max], in seeded order. */
export function distinctInts(rng: Rng, count: number, min: number, max: number): number[] {
  const seen = new Set<number>();
  while (seen.size < count) seen.add(min + Math.floor(rng.next() * (max - min + 1)));
  return [...seen];
}
