// Counting draws for the simulator, on top of the generator's weighted pick.
import type { Rng } from '@ofl/engine';

/** A Poisson count with the given mean (Knuth's method; the means here are small). */
export function poisson(rng: Rng, mean: number): number {
  if (mean <= 0) return 0;
  const limit = Math.exp(-mean);
  let count = 0;
  let product = rng.next();
  while (product > limit) {
    count++;
    product *= rng.next();
  }
  return count;
}

/** One item chosen with probability proportional to its weight, or null when none weighs anything. */
export function pickWeightedOrNull<T>(
  rng: Rng,
  items: readonly T[],
  weight: (item: T) => number,
): T | null {
  let total = 0;
  for (const item of items) total += Math.max(0, weight(item));
  if (total <= 0) return null;
  let r = rng.next() * total;
  for (const item of items) {
    r -= Math.max(0, weight(item));
    if (r < 0) return item;
  }
  return items[items.length - 1] ?? null;
}
