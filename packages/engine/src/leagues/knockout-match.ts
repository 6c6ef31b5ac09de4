import type { EntryId, Rng } from '../types';

// A knock-out match, cup or H2H knock-out (game rules §7.3, §7.4; SPEC §4 Cup): the higher
// gameweek score minus hits wins; a tie goes to the most goals scored in the gameweek by the
// team's players, then the fewest conceded, then a virtual coin toss from the seeded RNG. The
// tiebreak names are the API's (`goals_scored`, `goals_conceded`, `default`).

/** One side of a knock-out match in its gameweek. */
export interface KnockoutSide {
  entry: EntryId;
  /** Gross gameweek points. */
  points: number;
  /** Hits taken for the gameweek. */
  transfersCost: number;
  /** Goals scored in the gameweek by the team's players (league_h2h_tiebreak_stats +goals_scored). */
  goalsScored: number;
  /** Goals conceded in the gameweek by the team's players (-goals_conceded). */
  goalsConceded: number;
}

/** What decided a tied match: null when the scores differed. */
export type KnockoutTiebreak = null | 'goals_scored' | 'goals_conceded' | 'default';

/** The winner of a knock-out match and what decided it. */
export interface KnockoutDecision {
  winner: EntryId;
  tiebreak: KnockoutTiebreak;
}

/** Decides a knock-out match; the RNG is drawn from only when a coin toss is needed. */
export function decideKnockoutMatch(a: KnockoutSide, b: KnockoutSide, rng: Rng): KnockoutDecision {
  const scoreA = a.points - a.transfersCost;
  const scoreB = b.points - b.transfersCost;
  if (scoreA !== scoreB) return { winner: scoreA > scoreB ? a.entry : b.entry, tiebreak: null };
  if (a.goalsScored !== b.goalsScored) {
    return { winner: a.goalsScored > b.goalsScored ? a.entry : b.entry, tiebreak: 'goals_scored' };
  }
  if (a.goalsConceded !== b.goalsConceded) {
    return {
      winner: a.goalsConceded < b.goalsConceded ? a.entry : b.entry,
      tiebreak: 'goals_conceded',
    };
  }
  return { winner: rng.next() < 0.5 ? a.entry : b.entry, tiebreak: 'default' };
}
