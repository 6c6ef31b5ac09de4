// The winners of a prize (SPEC §3 Winner row): the eligible entries ranked by points as the
// official game ranks (game-rules §7.5: ties share a rank, 1, 1, 3; rank_sort is unique, equal
// scores in entry id order), keeping every entry whose rank is within the prize's places, so a
// tie at the last place wins with it.
import { rankWithTies } from '../ranks/rank-with-ties';

/** Places of each prize (SPEC §9, the prizes page): a gameweek's best, a month's top 20. */
export const PRIZE_PLACES = { event: 1, phase: 20 } as const;

/** An eligible entry's score for the prize. */
export interface PrizeScore {
  entry: number;
  points: number;
}

/** One winner: the shared rank and the unique rank_sort, both from 1. */
export interface PrizeWinner extends PrizeScore {
  rank: number;
  rankSort: number;
}

/** Ranks the eligible scores and keeps those within `places`; ties at the last place all win. */
export function prizeWinners(scores: readonly PrizeScore[], places: number): PrizeWinner[] {
  return rankWithTies(
    scores,
    (s) => [s.points],
    (a, b) => a.entry - b.entry,
  )
    .filter((r) => r.rank <= places)
    .map((r) => ({ ...r.row, rank: r.rank, rankSort: r.rankSort }));
}
