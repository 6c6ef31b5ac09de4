// Who does what: the player on the pitch behind each goal, shot, card or penalty, weighted by
// position and hidden quality.
import type { Rng } from '@ofl/engine';
import { pickWeightedOrNull } from './sample';
import type { SimPlayer } from './types';

type Weights = Readonly<Record<1 | 2 | 3 | 4, number>>;

const weightOf = (weights: Weights, p: SimPlayer) => weights[p.element_type as 1 | 2 | 3 | 4] ?? 0;

// About 45% of goals go to forwards, 40% to midfielders and 13% to defenders in a typical
// formation; good finishers score far more often than poor ones.
const SCORER: Weights = { 1: 0.003, 2: 0.12, 3: 0.4, 4: 1 };
const SHOOTER: Weights = { 1: 0.005, 2: 0.2, 3: 0.55, 4: 1 };
const CREATOR: Weights = { 1: 0.02, 2: 0.4, 3: 1, 4: 0.6 };
const BLOCKER: Weights = { 1: 0, 2: 1, 3: 0.35, 4: 0.05 };
const OWN_GOAL: Weights = { 1: 0.2, 2: 1, 3: 0.3, 4: 0.1 };
const ERROR: Weights = { 1: 0.6, 2: 1, 3: 0.4, 4: 0.05 };
const PENALTY_WINNER: Weights = { 1: 0, 2: 0.2, 3: 0.7, 4: 1 };
const PENALTY_CONCEDER: Weights = { 1: 0.3, 2: 1, 3: 0.5, 4: 0.1 };
const BOOKED: Weights = { 1: 0.15, 2: 1, 3: 1.1, 4: 0.7 };
const TAKER: Weights = { 1: 0, 2: 0.5, 3: 1.1, 4: 1.3 };

function pickBy(
  rng: Rng,
  players: readonly SimPlayer[],
  weights: Weights,
  skill: (q: number) => number,
) {
  return pickWeightedOrNull(rng, players, (p) => weightOf(weights, p) * skill(p.quality));
}

/** The scorer of an open-play goal. */
export function pickScorer(rng: Rng, onPitch: readonly SimPlayer[]): SimPlayer | null {
  return pickBy(rng, onPitch, SCORER, (q) => (0.3 + q) ** 2);
}

/** The player who took a shot that did not score. */
export function pickShooter(rng: Rng, onPitch: readonly SimPlayer[]): SimPlayer | null {
  return pickBy(rng, onPitch, SHOOTER, (q) => 0.4 + q);
}

/** The team-mate who set up a chance for `shooter` (anyone when there is no shooter of his side). */
export function pickCreator(
  rng: Rng,
  onPitch: readonly SimPlayer[],
  shooter: SimPlayer | null,
): SimPlayer | null {
  return pickBy(
    rng,
    onPitch.filter((p) => p !== shooter),
    CREATOR,
    (q) => 0.3 + q,
  );
}

/** The defender who blocked a shot or cleared it off the line. */
export function pickBlocker(rng: Rng, onPitch: readonly SimPlayer[]): SimPlayer | null {
  return pickBy(rng, onPitch, BLOCKER, () => 1);
}

/** The unlucky player who turned the ball into his own net. */
export function pickOwnGoalScorer(rng: Rng, onPitch: readonly SimPlayer[]): SimPlayer | null {
  return pickBy(rng, onPitch, OWN_GOAL, () => 1);
}

/** The player whose mistake gave the opponents a goal or a shot; poorer players err more. */
export function pickErrorMaker(rng: Rng, onPitch: readonly SimPlayer[]): SimPlayer | null {
  return pickBy(rng, onPitch, ERROR, (q) => 1.2 - q);
}

/** The attacker who was fouled in the box. */
export function pickPenaltyWinner(rng: Rng, onPitch: readonly SimPlayer[]): SimPlayer | null {
  return pickBy(rng, onPitch, PENALTY_WINNER, (q) => 0.4 + q);
}

/** The defender who gave the penalty away. */
export function pickPenaltyConceder(rng: Rng, onPitch: readonly SimPlayer[]): SimPlayer | null {
  return pickBy(rng, onPitch, PENALTY_CONCEDER, () => 1);
}

/** The player booked; keepers are never sent off, so the side always has one in goal. */
export function pickBooked(
  rng: Rng,
  onPitch: readonly SimPlayer[],
  red: boolean,
): SimPlayer | null {
  return pickBy(rng, red ? onPitch.filter((p) => p.element_type !== 1) : onPitch, BOOKED, () => 1);
}

/** The penalty taker on the pitch: the first in the club's order, else the best finisher. */
export function pickPenaltyTaker(onPitch: readonly SimPlayer[]): SimPlayer | null {
  let best: SimPlayer | null = null;
  const key = (p: SimPlayer) => [p.penalties_order ?? Infinity, -weightOf(TAKER, p) * p.quality];
  for (const p of onPitch) {
    if (p.element_type === 1) continue;
    if (best === null) {
      best = p;
      continue;
    }
    const [order, skill] = key(p);
    const [bestOrder, bestSkill] = key(best);
    if (order! < bestOrder! || (order === bestOrder && skill! < bestSkill!)) best = p;
  }
  return best;
}

/** The club's first taker of a set piece on the pitch (other than `not`), null when none is. */
export function setPieceTaker(
  onPitch: readonly SimPlayer[],
  order: 'direct_freekicks_order' | 'corners_and_indirect_freekicks_order',
  not: SimPlayer | null = null,
): SimPlayer | null {
  let best: SimPlayer | null = null;
  for (const p of onPitch) {
    if (p === not || p[order] === null) continue;
    if (best === null || p[order]! < best[order]!) best = p;
  }
  return best;
}

/** The keeper on the pitch (there is always one: keepers are neither sent off nor replaced). */
export function keeperOf(onPitch: readonly SimPlayer[]): SimPlayer | null {
  return onPitch.find((p) => p.element_type === 1) ?? null;
}
