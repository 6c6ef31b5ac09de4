import type { EntryId, Rng } from '../types';
import { shuffled } from '../random/seeded-rng';

// H2H fixtures (game rules §7.3): a round robin by the circle method over a seeded random order.
// Every pair meets once per cycle of n - 1 gameweeks (n made even by the AVERAGE team) and the
// cycle repeats until the last league gameweek. Home and away swap on every other cycle. The
// entries are sorted before the shuffle, so the same members and seed give the same schedule in
// whatever order they are passed.

/** One pairing; null stands for the AVERAGE team, which is always entry2. */
export interface H2hPairing {
  event: number;
  entry1: EntryId;
  entry2: EntryId | null;
}

/** The gameweeks the schedule covers and the seed of its order. */
export interface H2hScheduleOptions {
  startEvent: number;
  /** Last gameweek of league matches: the season's last, minus the knock-out rounds. */
  stopEvent: number;
  rng: Rng;
}

/**
 * Round r (0 .. n-2) of the circle method for an even number of teams: the first team stays put,
 * the others turn one place a round, and the line is folded in half to make the pairs.
 */
export function circleRound<T>(teams: readonly T[], r: number): [T, T][] {
  const n = teams.length;
  if (n < 2 || n % 2 !== 0) return [];
  const at = (i: number): T => (i === 0 ? teams[0]! : teams[1 + ((i - 1 + r) % (n - 1))]!);
  const pairs: [T, T][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = at(i);
    const b = at(n - 1 - i);
    // The fixed team would always be at home; alternating it by round evens that out.
    pairs.push(i === 0 && r % 2 === 1 ? [b, a] : [a, b]);
  }
  return pairs;
}

/** The n - 1 rounds of one cycle; empty for an odd count or fewer than two teams. */
export function circleRounds<T>(teams: readonly T[]): [T, T][][] {
  if (teams.length < 2 || teams.length % 2 !== 0) return [];
  return Array.from({ length: teams.length - 1 }, (_, r) => circleRound(teams, r));
}

/** The last gameweek of league matches when the final `koRounds` gameweeks are knock-outs. */
export function h2hStopEvent(lastEvent: number, koRounds: number): number {
  return lastEvent - koRounds;
}

/**
 * A league's order for the circle method: its members sorted, shuffled by `rng`, and the AVERAGE
 * team (null) last when the count is odd. Stored at the league's first deadline, it gives every
 * gameweek's pairings (h2hRound) without storing the schedule.
 */
export function h2hOrder(entries: readonly EntryId[], rng: Rng): (EntryId | null)[] {
  const sorted = [...new Set(entries)].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const order: (EntryId | null)[] = shuffled(rng, sorted);
  if (order.length % 2 === 1) order.push(null);
  return order;
}

/**
 * The pairings of the league's k-th gameweek (0 for its first) from its order (h2hOrder): round
 * k of the circle method, home and away swapped on odd cycles, the AVERAGE team always entry2.
 * O(n). The runner's SQL derives the same pairs by the same arithmetic (runner/leagues).
 */
export function h2hRound(
  order: readonly (EntryId | null)[],
  k: number,
): { entry1: EntryId; entry2: EntryId | null }[] {
  if (order.length < 2 || k < 0) return [];
  const cycleLength = order.length - 1;
  const cycle = Math.floor(k / cycleLength);
  return circleRound(order, k % cycleLength).map(([home, away]) => {
    const [a, b] = cycle % 2 === 0 ? [home, away] : [away, home];
    return a === null ? { entry1: b!, entry2: null } : { entry1: a, entry2: b };
  });
}

/** The whole league schedule from startEvent to stopEvent, one round per gameweek. O(n) each. */
export function h2hSchedule(
  entries: readonly EntryId[],
  options: H2hScheduleOptions,
): H2hPairing[] {
  const order = h2hOrder(entries, options.rng);
  const out: H2hPairing[] = [];
  // Rounds are built one gameweek at a time, so a league of thousands costs O(n) a gameweek.
  for (let event = options.startEvent; event <= options.stopEvent; event++) {
    for (const p of h2hRound(order, event - options.startEvent)) out.push({ event, ...p });
  }
  return out;
}
