import { ruleSetFor } from '@ofl/engine';
import type { ElementId, FixtureId, TeamId } from '@ofl/engine';
import { describe, expect, it } from 'vitest';
import { checkConformance } from './check-conformance';
import type { CsvSeason, GameweekRow } from './csv-season';
import { toGameweekRow, toSeasonFixture } from './csv-season';
import { formatReport } from './format-report';

/** A gameweek row from a few CSV fields; everything else is 0. */
const row = (fields: Record<string, string | number>): GameweekRow =>
  toGameweekRow(
    Object.fromEntries(Object.entries({ position: 'MID', ...fields }).map(([k, v]) => [k, `${v}`])),
    1,
  );

const season = (name: string, rows: GameweekRow[]): CsvSeason => ({
  season: name,
  rows,
  fixtures: [],
  teams: [],
  players: [],
});

/** One fixture where three midfielders play and the top BPS gets 3 bonus. */
const goodFixture = [
  row({ element: 1, fixture: 9, minutes: 90, bps: 30, bonus: 3, total_points: 5 }),
  row({ element: 2, fixture: 9, minutes: 90, bps: 20, bonus: 2, total_points: 4 }),
  row({ element: 3, fixture: 9, minutes: 30, bps: 10, bonus: 1, total_points: 2 }),
];

describe('checkConformance', () => {
  it('passes a season whose rows and bonus all agree with the engine', () => {
    const report = checkConformance(season('2024-25', goodFixture), ruleSetFor('2024-25'));
    expect(report).toMatchObject({ rowsChecked: 3, rowsMatching: 3, fixturesChecked: 1 });
    expect(report).toMatchObject({ fixturesMatching: 1, passed: true, mismatches: [] });
  });

  it('fails and lists a row whose official points differ from the engine', () => {
    const rows = [...goodFixture.slice(0, 2), { ...goodFixture[2]!, totalPoints: 7 }];
    const report = checkConformance(season('2024-25', rows), ruleSetFor('2024-25'));
    expect(report.passed).toBe(false);
    expect(report.mismatches).toEqual([
      { kind: 'points', gameweek: 1, fixture: 9, element: 3, name: '', expected: 7, actual: 2 },
    ]);
    expect(formatReport(report)).toContain('result: DIFFERS');
  });

  it('fails a fixture whose official bonus does not follow the BPS', () => {
    const rows = goodFixture.map((r) => (r.element === 3 ? { ...r, bps: 25 } : r));
    const report = checkConformance(season('2023-24', rows), ruleSetFor('2023-24'));
    expect(report.fixturesMatching).toBe(0);
    expect(report.mismatches.map((m) => [m.kind, m.element, m.expected, m.actual])).toEqual([
      ['bonus', 2, 2, 1],
      ['bonus', 3, 1, 2],
    ]);
  });

  it('lets the one known stale row differ without failing', () => {
    const stale = { ...goodFixture[2]!, element: 123 as ElementId, fixture: 239 as FixtureId };
    const rows = [{ ...stale, totalPoints: 1 }];
    const report = checkConformance(season('2024-25', rows), ruleSetFor('2024-25'));
    expect(report.passed).toBe(true);
    expect(report.mismatches[0]?.knownStale).toMatch(/scraped after a transfer/);
    expect(formatReport(report).join('\n')).toMatch(/known stale/);
  });

  it('does not excuse the same element and fixture in another season', () => {
    const stale = { ...goodFixture[2]!, element: 123 as ElementId, fixture: 239 as FixtureId };
    const report = checkConformance(
      season('2023-24', [{ ...stale, totalPoints: 1 }]),
      ruleSetFor('2023-24'),
    );
    expect(report.passed).toBe(false);
  });

  it('says what the data could not check', () => {
    const report = checkConformance(season('2024-25', goodFixture), ruleSetFor('2024-25'));
    expect(report.notes.join('\n')).toMatch(/not checked: BPS from raw match actions/);
  });
});

describe('checkConformance: the Assistant Manager table bonus', () => {
  const manager = row({ position: 'AM', element: 20, fixture: 3, team: 'Low', mng_win: 1 });
  const fixture = (
    id: number,
    event: number,
    kickoff: string,
    h: number,
    a: number,
    hs: number,
    as: number,
  ) =>
    toSeasonFixture({
      id: `${id}`,
      event: `${event}`,
      kickoff_time: kickoff,
      team_h: `${h}`,
      team_a: `${a}`,
      team_h_score: `${hs}`,
      team_a_score: `${as}`,
      finished: 'True',
    });
  const teams = ['Top', 'B', 'C', 'D', 'E', 'Low'].map((name, i) => ({
    id: (i + 1) as TeamId,
    name,
    shortName: name,
  }));
  // Before gameweek 2 club 1 tops the table and club 6 is last: 5 places apart.
  const fixtures = [
    fixture(1, 1, '2024-08-10T14:00:00Z', 1, 6, 3, 0),
    fixture(2, 1, '2024-08-10T14:00:00Z', 2, 3, 2, 0),
    fixture(4, 1, '2024-08-10T14:00:00Z', 4, 5, 1, 0),
    fixture(3, 2, '2024-08-17T14:00:00Z', 6, 1, 1, 0),
  ];
  const data = (rows: GameweekRow[]): CsvSeason => ({
    season: '2024-25',
    rows,
    fixtures,
    teams,
    players: [],
  });

  it('agrees with an underdog win flagged in the data', () => {
    const flagged = { ...manager, gameweek: 2, stats: { ...manager.stats, mng_underdog_win: 1 } };
    const report = checkConformance(data([{ ...flagged, totalPoints: 16 }]), ruleSetFor('2024-25'));
    expect(report).toMatchObject({ managerRowsChecked: 1, managerRowsMatching: 1, passed: true });
  });

  it('reports a win flagged as an underdog win that the table does not support', () => {
    const rows = [
      {
        ...manager,
        gameweek: 2,
        stats: { ...manager.stats, mng_underdog_win: 1 },
        totalPoints: 16,
      },
    ];
    const moved = fixtures.map((f) => (f.id === 1 ? { ...f, teamHScore: 0, teamAScore: 0 } : f));
    const report = checkConformance({ ...data(rows), fixtures: moved }, ruleSetFor('2024-25'));
    expect(report.passed).toBe(false);
    expect(report.mismatches).toMatchObject([{ kind: 'table-bonus', expected: 10, actual: 0 }]);
  });

  it('reports a manager row whose fixture or club cannot be found', () => {
    const report = checkConformance(
      data([{ ...manager, team: 'Nowhere', totalPoints: 6 }]),
      ruleSetFor('2024-25'),
    );
    expect(report.mismatches.map((m) => m.kind)).toEqual(['table-bonus']);
  });
});

describe('formatReport', () => {
  it('lists at most 20 differences and gives the full count', () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      row({ element: i + 1, fixture: 100 + i, minutes: 90, bonus: 3, total_points: 9 }),
    );
    const lines = formatReport(checkConformance(season('2024-25', rows), ruleSetFor('2024-25')));
    expect(lines.filter((l) => l.startsWith('  points'))).toHaveLength(20);
    expect(lines).toContain('mismatches: 25 (at most 20 listed)');
  });
});
