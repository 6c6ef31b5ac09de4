import type { EntryId } from '../types';
import { rankWithTies } from './rank-with-ties';

/** A team's score to rank by: total points for the overall rank, gameweek points for the GW rank. */
export interface EntryScore {
  entry: EntryId;
  points: number;
}

/** A team's rank (shared by ties) and rank_sort (unique). */
export interface EntryRank {
  rank: number;
  rankSort: number;
}

/**
 * Ranks teams by points, high first; equal points share a rank. Among equals the lower entry id
 * (the older team) comes first in rank_sort: the rules leave that order open.
 */
export function rankEntries(scores: readonly EntryScore[]): Map<EntryId, EntryRank> {
  const ranked = rankWithTies(
    scores,
    (s) => [s.points],
    (a, b) => a.entry - b.entry,
  );
  return new Map(ranked.map((r) => [r.row.entry, { rank: r.rank, rankSort: r.rankSort }]));
}

/** Overall rank (summary_overall_rank): position by total points, net of hits. */
export function overallRanks(
  totals: readonly { entry: EntryId; totalPoints: number }[],
): Map<EntryId, EntryRank> {
  return rankEntries(totals.map((t) => ({ entry: t.entry, points: t.totalPoints })));
}

/**
 * Gameweek rank (summary_event_rank): position by the gameweek's points. Whether FPL nets hits
 * here is unverified (§12.7); the caller chooses by what it passes in.
 */
export function gameweekRanks(
  scores: readonly { entry: EntryId; eventPoints: number }[],
): Map<EntryId, EntryRank> {
  return rankEntries(scores.map((s) => ({ entry: s.entry, points: s.eventPoints })));
}
