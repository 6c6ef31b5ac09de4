// Rows to the cup payloads: a cup match in the H2H match shape (api-shapes §10), a league's cup
// status (SPEC §3 Cup status) and the entry's cup qualification (api-shapes §5 `cup.status`).
import type { CupMatchRow, LeagueCup } from '@ofl/db';
import type { CupStatus, KnockoutMatch, LeagueCupStatus } from '@ofl/api';
import { matchSides, matchTiebreak } from './match';

/** A cup with more teams than this lists its matches one team or one gameweek at a time. */
export const LARGE_CUP = 512;

/** A cup match; a bye's second side is empty, a side wins 1 once the match is decided. */
export function presentKnockoutMatch(row: CupMatchRow): KnockoutMatch {
  const side = (
    entry: number | null,
    name: string | null,
    playerName: string | null,
    points: number,
  ) => ({
    entry,
    name: name ?? '',
    player_name: playerName ?? '',
    points,
    win: row.winner !== null && row.winner === entry ? 1 : 0,
    draw: 0,
    loss: row.winner !== null && entry !== null && row.winner !== entry ? 1 : 0,
    total: 0,
  });
  return {
    id: row.id,
    league: row.league,
    event: row.event,
    ...matchSides(
      side(row.entry_1, row.entry_1_name, row.entry_1_player_name, row.entry_1_points),
      side(row.entry_2, row.entry_2_name, row.entry_2_player_name, row.entry_2_points),
    ),
    is_knockout: true,
    winner: row.winner,
    seed_value: null,
    tiebreak: matchTiebreak(row.tiebreak),
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
