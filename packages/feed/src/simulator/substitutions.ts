// When a side changes players and who comes off and on (up to five changes, Law 3).
import { randomInt, type Rng } from '@ofl/engine';
import { pickWeightedOrNull } from './sample';
import type { SimPlayer } from './types';

/** The most substitutions a side may make. */
export const MAX_SUBSTITUTIONS = 5;

/** The last minute a change is made, so a substitute always plays at least one minute. */
export const LAST_SUBSTITUTION_MINUTE = 89;

// Outfield counts a side keeps when it makes a change: 3-5 DEF, 2-5 MID, 1-3 FWD.
const MIN_ON: Record<number, number> = { 2: 3, 3: 2, 4: 1 };
const MAX_ON: Record<number, number> = { 2: 5, 3: 5, 4: 3 };

/**
 * The minutes of a side's changes: now and then an early injury, then two or three windows in
 * the second half, most often around the hour and in the last quarter.
 */
export function planSubstitutions(rng: Rng, benchSize: number): number[] {
  const injury = rng.next() < 0.1 ? [randomInt(rng, 12, 44)] : [];
  const wanted = pickWeightedOrNull(rng, [2, 3, 4, 5], (n) => [0.1, 0.25, 0.3, 0.35][n - 2]!) ?? 3;
  const first = rng.next() < 0.15 ? 45 : randomInt(rng, 55, 70);
  const second = randomInt(rng, Math.max(first + 3, 64), 80);
  const third = randomInt(rng, Math.max(second + 2, 78), LAST_SUBSTITUTION_MINUTE);
  const minutes = [...injury, ...[first, first, second, second, third].slice(0, wanted)];
  return minutes.slice(0, Math.min(MAX_SUBSTITUTIONS, benchSize)).sort((x, y) => x - y);
}

function countOf(onPitch: readonly SimPlayer[], type: number): number {
  return onPitch.filter((p) => p.element_type === type).length;
}

/** Whether swapping `off` for `on` keeps the shape legal (a short-handed side may stay short). */
function keepsShape(onPitch: readonly SimPlayer[], off: SimPlayer, on: SimPlayer): boolean {
  if (off.element_type === on.element_type) return true;
  const leaving = countOf(onPitch, off.element_type) - 1;
  const joining = countOf(onPitch, on.element_type) + 1;
  return leaving >= (MIN_ON[off.element_type] ?? 99) && joining <= (MAX_ON[on.element_type] ?? 0);
}

/**
 * One change: a tiring or booked outfield starter comes off (attackers most often), and the
 * best substitute who keeps the shape comes on, like for like when the bench allows.
 */
export function chooseSubstitution(
  rng: Rng,
  onPitch: readonly SimPlayer[],
  bench: readonly SimPlayer[],
  cameOn: ReadonlySet<number>,
  booked: ReadonlySet<number>,
): { off: SimPlayer; on: SimPlayer } | null {
  const tiring: Record<number, number> = { 2: 0.6, 3: 1.3, 4: 1.5 };
  const candidates = onPitch.filter((p) => p.element_type !== 1 && !cameOn.has(p.id));
  const weight = (p: SimPlayer) =>
    (tiring[p.element_type] ?? 0) * (1.3 - p.minutesLikelihood) * (booked.has(p.id) ? 1.6 : 1);
  const off = pickWeightedOrNull(rng, candidates, weight);
  if (off === null) return null;
  const outfield = bench.filter((p) => p.element_type !== 1);
  const on =
    outfield.find((p) => p.element_type === off.element_type) ??
    outfield.find((p) => keepsShape(onPitch, off, p));
  return on === undefined ? null : { off, on };
}
