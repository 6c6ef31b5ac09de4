import type { EntryId } from '../types';
import type { H2hPairing } from './h2h-schedule';
import type { H2hResult } from './h2h-standings';

// Match scores are gameweek points net of hits (game rules §7.3). The AVERAGE team always scores
// the gameweek's average_entry_score; a member with no gameweek (none picked) scores 0.

/** Scores the scheduled pairings of a gameweek from each team's net gameweek score. */
export function scoreH2hPairings(
  pairings: readonly H2hPairing[],
  netScores: ReadonlyMap<EntryId, number>,
  averageEntryScore: number,
): H2hResult[] {
  const score = (entry: EntryId | null) =>
    entry === null ? averageEntryScore : (netScores.get(entry) ?? 0);
  return pairings.map((p) => ({
    event: p.event,
    entry1: p.entry1,
    entry2: p.entry2,
    score1: score(p.entry1),
    score2: score(p.entry2),
  }));
}
