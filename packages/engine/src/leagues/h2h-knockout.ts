import type { EntryId, Rng } from '../types';
import type { KnockoutPairing } from './knockout-draw';
import { drawKnockoutRound } from './knockout-draw';
import { knockoutName } from './knockout-rounds';
import type { H2hRow } from './h2h-standings';

// H2H knock-outs (game rules §7.3): up to 3 rounds in the last gameweeks, the final in the last
// one; 3 rounds take the top 8 of the table, 2 the top 4, 1 the top 2. The AVERAGE team has no
// row, so the next-placed team takes its place by construction.

/** The gameweeks of the knock-out rounds: the last `koRounds` gameweeks of the season. */
export function h2hKnockoutEvents(koRounds: number, lastEvent = 38): number[] {
  return Array.from({ length: koRounds }, (_, i) => lastEvent - koRounds + 1 + i);
}

/** The teams that reach the knock-outs: the top 2^koRounds of the final league table. */
export function h2hKnockoutQualifiers(table: readonly H2hRow[], koRounds: number): EntryId[] {
  if (koRounds <= 0) return [];
  return [...table]
    .sort((a, b) => a.rankSort - b.rankSort)
    .slice(0, 2 ** koRounds)
    .map((r) => r.entry);
}

/**
 * The pairings of one knock-out round. With `byRank` (league_ko_first_instead_of_random) the best
 * meets the worst (1 v 8, 2 v 7 ...), the teams given in rank order (a power of two, as the
 * qualifiers are); otherwise a seeded draw.
 */
export function h2hKnockoutRound(
  teams: readonly EntryId[],
  event: number,
  rng: Rng,
  byRank = false,
): KnockoutPairing[] {
  if (!byRank) return drawKnockoutRound(teams, event, rng);
  const name = knockoutName(teams.length);
  const out: KnockoutPairing[] = [];
  for (let i = 0, j = teams.length - 1; i < j; i++, j--) {
    out.push({ event, entry1: teams[i]!, entry2: teams[j]!, isBye: false, knockoutName: name });
  }
  return out;
}
