import type { Rng } from '@ofl/engine';
import { clamp, noise } from './random-helpers';

/** Hidden ratings of one player. */
export interface PlayerRatings {
  quality: number;
  minutesLikelihood: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Qualities for one position group of a club, best first. A club's level sets the base; the
 * usual starters sit above the reserves, and good clubs carry a star or two well above the rest.
 */
export function positionQualities(
  rng: Rng,
  clubRating: number,
  count: number,
  starters: number,
): number[] {
  const out: number[] = [];
  for (let depth = 0; depth < count; depth++) {
    const role = depth < starters ? 0.16 : depth < starters + 2 ? 0.02 : -0.1;
    out.push(clamp(0.18 + 0.4 * clubRating + role + noise(rng, 0.08), 0.02, 0.95));
  }
  return out.sort((a, b) => b - a).map(round3);
}

/** How many stars a club has: none or one at weak clubs, up to two at the strongest. */
export function starCount(rng: Rng, clubRating: number): number {
  return Math.floor(clubRating * 2.1 + rng.next() * 0.8);
}

/** Lifts the best player of a group into a star; stars at strong clubs shine brighter. */
export function liftStar(rng: Rng, clubRating: number, qualities: number[]): number[] {
  const [best, ...rest] = qualities;
  if (best === undefined) return qualities;
  return [round3(clamp(best + 0.06 + 0.1 * clubRating + 0.1 * rng.next(), 0, 0.99)), ...rest];
}

/** How likely he is to play when fit: starters nearly always, deep reserves rarely. */
export function minutesLikelihood(
  rng: Rng,
  depth: number,
  starters: number,
  isGoalkeeper: boolean,
): number {
  if (depth < starters) return round3(0.82 + 0.15 * rng.next());
  // A reserve goalkeeper plays only when the first choice is out.
  if (isGoalkeeper) return round3(0.02 + 0.06 * rng.next());
  if (depth < starters + 2) return round3(0.35 + 0.3 * rng.next());
  return round3(0.05 + 0.25 * rng.next());
}
