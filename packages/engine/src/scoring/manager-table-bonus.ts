// The Assistant Manager's table bonus (2024-25, game-rules §6.5): a win or draw against a club at
// least 5 places higher in the league table at the start of the gameweek.
import type { TeamId } from '../types';

/** A finished match between two clubs. */
export interface MatchResult {
  readonly teamH: TeamId;
  readonly teamA: TeamId;
  readonly teamHScore: number;
  readonly teamAScore: number;
}

/** `game_settings.underdog_differential`: how many places lower the manager's club must be. */
export const UNDERDOG_DIFFERENTIAL = 5;

/**
 * League positions (1 = top) from results: 3 points a win, 1 a draw, then goal difference, then
 * goals scored; clubs still level are ordered by id so the table is always the same.
 */
export function leaguePositions(
  teams: readonly TeamId[],
  results: readonly MatchResult[],
): Map<TeamId, number> {
  const rows = new Map(teams.map((t) => [t, { team: t, points: 0, gd: 0, gf: 0 }]));
  const add = (team: TeamId, scored: number, conceded: number) => {
    const row = rows.get(team) ?? { team, points: 0, gd: 0, gf: 0 };
    row.points += scored > conceded ? 3 : scored === conceded ? 1 : 0;
    row.gd += scored - conceded;
    row.gf += scored;
    rows.set(team, row);
  };
  for (const r of results) {
    add(r.teamH, r.teamHScore, r.teamAScore);
    add(r.teamA, r.teamAScore, r.teamHScore);
  }
  const order = [...rows.values()].sort(
    (a, b) => b.points - a.points || b.gd - a.gd || b.gf - a.gf || a.team - b.team,
  );
  return new Map(order.map((row, i) => [row.team, i + 1]));
}

/**
 * The manager's table-bonus flags for one match of his club: `mng_underdog_win` and
 * `mng_underdog_draw` are 1 when the club, at least `differential` places below the opponent at
 * the start of the gameweek, wins or draws.
 */
export function underdogFlags(
  positions: ReadonlyMap<TeamId, number>,
  club: TeamId,
  opponent: TeamId,
  goalsFor: number,
  goalsAgainst: number,
  differential = UNDERDOG_DIFFERENTIAL,
): { mng_underdog_win: number; mng_underdog_draw: number } {
  const gap = (positions.get(club) ?? 0) - (positions.get(opponent) ?? 0);
  const underdog = gap >= differential;
  return {
    mng_underdog_win: underdog && goalsFor > goalsAgainst ? 1 : 0,
    mng_underdog_draw: underdog && goalsFor === goalsAgainst ? 1 : 0,
  };
}
