// Recomputes a real season with the engine and compares it with FPL's official figures.
import { awardBonus, bonusByElement, scoreFixture } from '@ofl/engine';
import type { FixtureId, RuleSet } from '@ofl/engine';
import { checkTableBonus } from './check-table-bonus';
import type { CsvSeason, GameweekRow } from './csv-season';

/** A row the data set knows to be stale, with the reason (`data/fpl/README.md`, quirk 10). */
export interface KnownStaleRow {
  readonly season: string;
  readonly element: number;
  readonly fixture: number;
  readonly reason: string;
}

/** The one stale row of the data set: Evan Ferguson's GW24 2024-25 row, scraped after his move. */
export const KNOWN_STALE_ROWS: readonly KnownStaleRow[] = [
  {
    season: '2024-25',
    element: 123,
    fixture: 239,
    reason: 'gw24.csv was scraped after a transfer: 0 minutes where FPL history has 17',
  },
];

/** One difference between the engine and the data. */
export interface Mismatch {
  readonly kind: 'points' | 'bonus' | 'table-bonus';
  readonly gameweek: number;
  readonly fixture: number;
  readonly element: number;
  readonly name: string;
  readonly expected: number;
  readonly actual: number;
  /** Set when the row is a known stale row, which does not fail the check. */
  readonly knownStale?: string;
}

/** Counts and differences of one conformance run. */
export interface ConformanceReport {
  readonly season: string;
  readonly rowsChecked: number;
  readonly rowsMatching: number;
  readonly fixturesChecked: number;
  readonly fixturesMatching: number;
  /** Assistant Manager rows whose table bonus was rebuilt from the league table, and agreed. */
  readonly managerRowsChecked: number;
  readonly managerRowsMatching: number;
  readonly mismatches: readonly Mismatch[];
  /** What the data allowed to check and what it did not. */
  readonly notes: readonly string[];
  /** True when every difference is on a known stale row. */
  readonly passed: boolean;
}

function staleReason(season: string, row: GameweekRow): string | undefined {
  return KNOWN_STALE_ROWS.find(
    (s) => s.season === season && s.element === row.element && s.fixture === row.fixture,
  )?.reason;
}

function mismatch(kind: Mismatch['kind'], row: GameweekRow, expected: number, actual: number) {
  const { gameweek, fixture, element, name } = row;
  return { kind, gameweek, fixture, element, name, expected, actual };
}

/** Scores every row from its raw stats and checks every fixture's bonus from the rows' BPS. */
export function checkConformance(data: CsvSeason, rules: RuleSet): ConformanceReport {
  const mismatches: Mismatch[] = [];
  let rowsMatching = 0;
  for (const row of data.rows) {
    const { total } = scoreFixture(rules, row.elementType, row.stats);
    if (total === row.totalPoints) rowsMatching++;
    else {
      const knownStale = staleReason(data.season, row);
      mismatches.push({ ...mismatch('points', row, row.totalPoints, total), knownStale });
    }
  }

  const byFixture = new Map<FixtureId, GameweekRow[]>();
  for (const row of data.rows) {
    const rows = byFixture.get(row.fixture);
    if (rows) rows.push(row);
    else byFixture.set(row.fixture, [row]);
  }
  let fixturesMatching = 0;
  for (const rows of byFixture.values()) {
    const entries = rows.map((r) => ({
      element: r.element,
      bps: r.bps,
      minutes: r.stats.minutes ?? 0,
    }));
    const bonus = bonusByElement(awardBonus(rules, entries));
    const wrong = rows.filter((r) => (bonus.get(r.element) ?? 0) !== (r.stats.bonus ?? 0));
    if (wrong.length === 0) fixturesMatching++;
    for (const r of wrong) {
      const knownStale = staleReason(data.season, r);
      mismatches.push({
        ...mismatch('bonus', r, r.stats.bonus ?? 0, bonus.get(r.element) ?? 0),
        knownStale,
      });
    }
  }

  const tableBonus = checkTableBonus(data);
  for (const { row, official, rebuilt } of tableBonus.mismatches) {
    mismatches.push({
      ...mismatch('table-bonus', row, official, rebuilt),
      knownStale: staleReason(data.season, row),
    });
  }

  return {
    season: data.season,
    rowsChecked: data.rows.length,
    rowsMatching,
    fixturesChecked: byFixture.size,
    fixturesMatching,
    managerRowsChecked: tableBonus.checked,
    managerRowsMatching: tableBonus.checked - tableBonus.mismatches.length,
    mismatches,
    notes: [
      "points: every row's total_points recomputed from its raw stats (bonus taken from the row)",
      "bonus: every fixture's 3/2/1 recomputed from the rows' BPS totals with the tie rules",
      "table bonus: each manager row's underdog flags rebuilt from the league table at the gameweek start",
      'not checked: BPS from raw match actions; the CSV has each BPS total but not the actions behind it',
      ...KNOWN_STALE_ROWS.filter((s) => s.season === data.season).map(
        (s) =>
          `known stale row, allowed to differ: element ${s.element}, fixture ${s.fixture} (${s.reason})`,
      ),
    ],
    passed: mismatches.every((m) => m.knownStale !== undefined),
  };
}
