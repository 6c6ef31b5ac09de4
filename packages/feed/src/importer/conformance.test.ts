import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleSetFor } from '@ofl/engine';
import { describe, expect, it } from 'vitest';
import { checkConformance } from './check-conformance';
import { readCsvSeason } from './csv-season';

// The real seasons live beside the repository (`../shared/data/fpl`) and are never copied in.
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const realData = join(repositoryRoot, '..', 'shared', 'data', 'fpl');
const testSeason = fileURLToPath(new URL('./test-data/2024-25', import.meta.url));

describe('conformance on gameweek 1', () => {
  for (const season of ['2023-24', '2024-25'] as const) {
    const dir = join(realData, season);
    const source = existsSync(dir) ? `the real ${season} data` : 'the small test season';

    it(`reproduces every row's points and every fixture's bonus of ${source}`, () => {
      const data = readCsvSeason(existsSync(dir) ? dir : testSeason, { gameweeks: [1] });
      const report = checkConformance(data, ruleSetFor(season));
      expect(report.rowsChecked).toBeGreaterThan(0);
      expect(report.mismatches).toEqual([]);
      expect(report.rowsMatching).toBe(report.rowsChecked);
      expect(report.fixturesMatching).toBe(report.fixturesChecked);
    });
  }

  it('replays the manager rows of the small test season, table bonus included', () => {
    const report = checkConformance(readCsvSeason(testSeason), ruleSetFor('2024-25'));
    expect(report).toMatchObject({ rowsChecked: 15, rowsMatching: 15, fixturesMatching: 3 });
  });

  it('finds the differences when the season is replayed under the wrong rules', () => {
    // The test season's manager scores 19 in 2024-25 and nothing under 2025-26 rules.
    const report = checkConformance(readCsvSeason(testSeason), ruleSetFor('2025-26'));
    expect(report.passed).toBe(false);
    expect(report.mismatches.map((m) => m.element)).toEqual([20]);
  });
});
