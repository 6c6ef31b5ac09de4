// A club's team sheet for one match: who is fit, then the best eleven in a common formation.
import type { Rng } from '@ofl/engine';
import { pickWeightedOrNull } from './sample';
import type { SimPlayer } from './types';

/** DEF, MID, FWD counts of a formation. */
export type Formation = readonly [number, number, number];

// Common shapes and how often clubs pick them; every one is 3-5 DEF, 2-5 MID, 1-3 FWD.
const FORMATIONS: readonly { shape: Formation; weight: number }[] = [
  { shape: [4, 3, 3], weight: 30 },
  { shape: [4, 5, 1], weight: 25 },
  { shape: [4, 4, 2], weight: 15 },
  { shape: [3, 4, 3], weight: 10 },
  { shape: [3, 5, 2], weight: 8 },
  { shape: [5, 3, 2], weight: 6 },
  { shape: [5, 4, 1], weight: 6 },
];

/** The most substitutes a team sheet names. */
export const BENCH_SIZE = 9;

/** A picked team sheet. */
export interface LineUp {
  /** Goalkeeper first, then defenders, midfielders, forwards. */
  readonly starters: readonly SimPlayer[];
  /** Best first. */
  readonly bench: readonly SimPlayer[];
  readonly formation: Formation;
  readonly manager: SimPlayer | null;
}

/** Fit players always make the sheet; doubtful ones by their chance of playing; the rest never. */
function passesFitnessTest(rng: Rng, player: SimPlayer): boolean {
  if (player.status === 'a') return true;
  if (player.status !== 'd') return false;
  return rng.next() * 100 < (player.chance_of_playing_next_round ?? 50);
}

/** How strongly the manager wants him today: regular starters and good players first, with form. */
function selectionScore(rng: Rng, player: SimPlayer): number {
  return player.minutesLikelihood * (0.6 + player.quality) * (0.7 + 0.6 * rng.next());
}

function byPosition(players: readonly SimPlayer[], type: number): SimPlayer[] {
  return players.filter((p) => p.element_type === type);
}

/** The first formation, from a seeded choice onward, that the available players can fill. */
function fillFormation(rng: Rng, ranked: readonly SimPlayer[]): LineUp | null {
  const preferred = pickWeightedOrNull(rng, FORMATIONS, (f) => f.weight);
  const order = [...FORMATIONS].sort((x, y) => (x === preferred ? -1 : y === preferred ? 1 : 0));
  const keeper = byPosition(ranked, 1)[0];
  if (keeper === undefined) return null;
  for (const { shape } of order) {
    const groups = shape.map((count, i) => byPosition(ranked, i + 2).slice(0, count));
    if (groups.some((g, i) => g.length < shape[i]!)) continue;
    const starters = [keeper, ...groups.flat()];
    const bench = ranked.filter((p) => !starters.includes(p)).slice(0, BENCH_SIZE);
    return { starters, bench, formation: shape, manager: null };
  }
  return null;
}

/**
 * Picks a club's eleven and bench. Injured, suspended, unavailable and loaned-out players never
 * play; doubtful ones pass a fitness test at their chance of playing. If too few pass, the
 * doubtful ones who failed are called on before giving up.
 */
export function pickLineUp(rng: Rng, squad: readonly SimPlayer[]): LineUp {
  const players = squad.filter((p) => p.element_type !== 5);
  const scored = players.map((p) => ({
    p,
    fit: passesFitnessTest(rng, p),
    score: selectionScore(rng, p),
  }));
  const rank = (pool: typeof scored) => pool.sort((x, y) => y.score - x.score).map((s) => s.p);
  const manager = squad.find((p) => p.element_type === 5) ?? null;
  const fit = rank(scored.filter((s) => s.fit));
  const lineUp =
    fillFormation(rng, fit) ??
    fillFormation(rng, [...fit, ...rank(scored.filter((s) => !s.fit && s.p.status === 'd'))]);
  if (lineUp === null) {
    throw new Error(
      `club ${players[0]?.team ?? '?'} cannot field a goalkeeper and ten outfield players`,
    );
  }
  return { ...lineUp, manager };
}
