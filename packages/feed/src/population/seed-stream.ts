import { seededRng, type Rng } from '@ofl/engine';

/** A generator for one (seed, part) pair, so each manager and each gameweek has its own stream. */
export function seedStream(seed: number, part: number): Rng {
  return seededRng(
    (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(part + 1, 0x632be5ab)) | 0,
  );
}
