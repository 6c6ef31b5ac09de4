// What an H2H match and a cup match share in the official shape (api-shapes §10): the two sides
// spelt out as entry_1_* and entry_2_*, and the tie-break that decided a knock-out.
import type { H2hMatch } from '@ofl/api';

/** One side of a match: its team (null for the AVERAGE team or a bye), score and result. */
export interface MatchSide {
  entry: number | null;
  name: string;
  player_name: string;
  points: number;
  win: number;
  draw: number;
  loss: number;
  total: number;
}

/** The two sides' fields of a match. */
export function matchSides(one: MatchSide, two: MatchSide) {
  return {
    entry_1_entry: one.entry,
    entry_1_name: one.name,
    entry_1_player_name: one.player_name,
    entry_1_points: one.points,
    entry_1_win: one.win,
    entry_1_draw: one.draw,
    entry_1_loss: one.loss,
    entry_1_total: one.total,
    entry_2_entry: two.entry,
    entry_2_name: two.name,
    entry_2_player_name: two.player_name,
    entry_2_points: two.points,
    entry_2_win: two.win,
    entry_2_draw: two.draw,
    entry_2_loss: two.loss,
    entry_2_total: two.total,
  };
}

const TIEBREAKS = ['goals_scored', 'goals_conceded', 'default'] as const;

/** The tie-break a stored match names, when it is one the official shape knows. */
export function matchTiebreak(decidedBy: string | null | undefined): H2hMatch['tiebreak'] {
  return TIEBREAKS.find((t) => t === decidedBy) ?? null;
}
