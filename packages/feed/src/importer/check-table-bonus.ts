// Rebuilds each Assistant Manager row's table-bonus flags from the fixtures (README quirk 6) and
// compares them with the flags in the data.
import { leaguePositions, underdogFlags } from '@ofl/engine';
import type { MatchResult, TeamId } from '@ofl/engine';
import type { CsvSeason, GameweekRow, SeasonFixture } from './csv-season';

/** A manager row whose flags differ: official and rebuilt table bonus points (10 win, 5 draw). */
export interface TableBonusMismatch {
  readonly row: GameweekRow;
  readonly official: number;
  readonly rebuilt: number;
}

const tableBonus = (flags: { mng_underdog_win?: number; mng_underdog_draw?: number }) =>
  10 * (flags.mng_underdog_win ?? 0) + 5 * (flags.mng_underdog_draw ?? 0);

const played = (f: SeasonFixture): f is SeasonFixture & MatchResult =>
  f.finished && f.teamHScore !== null && f.teamAScore !== null;

/**
 * For every manager row: the league table from every fixture finished before the first kickoff of
 * the row's gameweek, then the flags of the manager's club in the row's fixture.
 */
export function checkTableBonus(data: CsvSeason): {
  checked: number;
  mismatches: TableBonusMismatch[];
} {
  const managerRows = data.rows.filter((r) => r.elementType === 5);
  const teamByName = new Map(data.teams.map((t) => [t.name, t.id]));
  const fixtureById = new Map(data.fixtures.map((f) => [f.id as number, f]));
  const teams = data.teams.map((t) => t.id);
  const tables = new Map<number, Map<TeamId, number>>();
  const tableAt = (gameweek: number) => {
    const cached = tables.get(gameweek);
    if (cached) return cached;
    const kickoffs = data.fixtures.filter((f) => f.event === gameweek).map((f) => f.kickoffTime);
    const start = kickoffs.sort()[0] ?? '';
    const table = leaguePositions(
      teams,
      data.fixtures.filter((f) => played(f) && f.kickoffTime < start) as MatchResult[],
    );
    tables.set(gameweek, table);
    return table;
  };
  const mismatches: TableBonusMismatch[] = [];
  for (const row of managerRows) {
    const fixture = fixtureById.get(row.fixture);
    const club = teamByName.get(row.team);
    const official = tableBonus(row.stats);
    if (!fixture || club === undefined || !played(fixture)) {
      mismatches.push({ row, official, rebuilt: Number.NaN });
      continue;
    }
    const home = fixture.teamH === club;
    const flags = underdogFlags(
      tableAt(row.gameweek),
      club,
      home ? fixture.teamA : fixture.teamH,
      home ? fixture.teamHScore : fixture.teamAScore,
      home ? fixture.teamAScore : fixture.teamHScore,
    );
    const rebuilt = tableBonus(flags);
    if (rebuilt !== official) mismatches.push({ row, official, rebuilt });
  }
  return { checked: managerRows.length, mismatches };
}
