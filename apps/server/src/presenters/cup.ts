// Rows to the cup payloads: a cup match in the H2H match shape (api-shapes §10), a league's cup
// status (SPEC §3 Cup status) and the entry's cup qualification (api-shapes §5 `cup.status`).
import type { CupMatchRow, LeagueCup } from '@ofl/db';
import type { CupStatus, KnockoutMatch, LeagueCupStatus } from '@ofl/api';

/** A cup with more teams than this lists its matches one team or one gameweek at a time. */
export const LARGE_CUP = 512;

const tiebreaks = new Set(['goals_scored', 'goals_conceded', 'default']);

/** A cup match; a bye's second side is empty, a side wins 1 once the match is decided. */
export function presentKnockoutMatch(row: CupMatchRow): KnockoutMatch {
  const side = (entry: number | null) => ({
    win: row.winner !== null && row.winner === entry ? 1 : 0,
    loss: row.winner !== null && entry !== null && row.winner !== entry ? 1 : 0,
  });
  const one = side(row.entry_1);
  const two = side(row.entry_2);
  return {
    id: row.id,
    league: row.league,
    event: row.event,
    entry_1_entry: row.entry_1,
    entry_1_name: row.entry_1_name ?? '',
    entry_1_player_name: row.entry_1_player_name ?? '',
    entry_1_points: row.entry_1_points,
    entry_1_win: one.win,
    entry_1_draw: 0,
    entry_1_loss: one.loss,
    entry_1_total: 0,
    entry_2_entry: row.entry_2,
    entry_2_name: row.entry_2_name ?? '',
    entry_2_player_name: row.entry_2_player_name ?? '',
    entry_2_points: row.entry_2_points,
    entry_2_win: two.win,
    entry_2_draw: 0,
    entry_2_loss: two.loss,
    entry_2_total: 0,
    is_knockout: true,
    winner: row.winner,
    seed_value: null,
    tiebreak:
      row.tiebreak !== null && tiebreaks.has(row.tiebreak)
        ? (row.tiebreak as KnockoutMatch['tiebreak'])
        : null,
    is_bye: row.is_bye,
    knockout_name: row.knockout_name ?? '',
  };
}

/**
 * A league's cup status; before the draw the gameweek it would qualify on (`planned`) with the
 * `candidates` it has now.
 */
export function presentLeagueCupStatus(
  { league, cup }: LeagueCup,
  planned: { qualificationEvent: number | null; candidates: number },
): LeagueCupStatus {
  const numbers = cup?.qualificationNumbers ?? null;
  return {
    qualifying_league: league.id,
    name: league.name,
    qualification_event: cup?.qualificationEvent ?? planned.qualificationEvent,
    qualification_numbers: numbers,
    has_byes: cup?.hasByes ?? false,
    cup_league: cup?.id ?? null,
    is_large: (numbers ?? planned.candidates) > LARGE_CUP,
  };
}

/** The entry's qualification for a cup: null fields before its draw. */
export function presentCupStatus(
  cup: { qualificationEvent: number | null; qualificationNumbers: number | null } | null,
  state: 'qualified' | 'not_qualified' | 'not_entered' | null,
  rank: number | null,
): CupStatus {
  return {
    qualification_event: cup?.qualificationEvent ?? null,
    qualification_numbers: cup?.qualificationNumbers ?? null,
    qualification_rank: state === null ? null : rank,
    qualification_state: state,
  };
}
