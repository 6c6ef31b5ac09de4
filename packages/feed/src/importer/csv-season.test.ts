import { fileURLToPath } from 'node:url';
import type { ElementId, FixtureId } from '@ofl/engine';
import { describe, expect, it } from 'vitest';
import { dedupeRows, readCsvSeason, toGameweekRow, toSeasonFixture } from './csv-season';

const testSeason = fileURLToPath(new URL('./test-data/2024-25', import.meta.url));

describe('readCsvSeason', () => {
  const season = readCsvSeason(testSeason);

  it('names the season after its folder and reads every gameweek file', () => {
    expect(season.season).toBe('2024-25');
    expect(season.rows).toHaveLength(15);
    expect(new Set(season.rows.map((r) => r.gameweek))).toEqual(new Set([1, 2]));
  });

  it('merges files by column name, so manager columns appear only where the file has them', () => {
    const manager = season.rows.find((r) => r.element === 20);
    expect(manager?.elementType).toBe(5);
    expect(manager?.stats).toMatchObject({ mng_win: 1, mng_underdog_win: 1, mng_goals_scored: 1 });
    const early = season.rows.find((r) => r.gameweek === 1);
    expect(early?.stats.mng_win).toBeUndefined();
  });

  it('reads quoted names, positions, money and official figures', () => {
    const kai = season.rows.find((r) => r.element === 3)!;
    expect(kai).toMatchObject({ name: 'Kai, Jr. "K"', elementType: 3, value: 80, bps: 35 });
    expect(kai).toMatchObject({ totalPoints: 13, fixture: 1, wasHome: true, team: 'Alpha' });
  });

  it('reads the clubs, whose names join the rows to the fixtures', () => {
    expect(season.teams).toHaveLength(8);
    expect(season.teams[1]).toEqual({ id: 2, name: 'Bravo', shortName: 'BRA' });
  });

  it('reads only the gameweeks asked for', () => {
    expect(readCsvSeason(testSeason, { gameweeks: [2] }).rows).toHaveLength(5);
  });

  it('reads fixtures, with float numbers and blanks for an unplayed one', () => {
    expect(season.fixtures[1]).toMatchObject({ id: 2, event: 1, teamHScore: 1, teamAScore: 1 });
    expect(season.fixtures[3]).toMatchObject({
      id: 4,
      event: null,
      teamHScore: null,
      finished: false,
    });
  });
});

describe('toGameweekRow', () => {
  it('rejects a row with an unknown position', () => {
    expect(() => toGameweekRow({ position: 'COACH' }, 1)).toThrow(/unknown position/);
  });
});

describe('toSeasonFixture', () => {
  it('reads a finished fixture', () => {
    const record = { id: '7', event: '3', team_h: '2', team_a: '9', team_h_score: '0' };
    expect(toSeasonFixture({ ...record, team_a_score: '4', finished: 'True' })).toMatchObject({
      id: 7,
      event: 3,
      teamH: 2,
      teamA: 9,
      teamHScore: 0,
      teamAScore: 4,
      finished: true,
    });
  });
});

describe('dedupeRows', () => {
  it('keeps one row per element and fixture', () => {
    const row = toGameweekRow({ position: 'MID', element: '100', fixture: '5' }, 1);
    const other = { ...row, fixture: 6 as FixtureId };
    const rows = dedupeRows([row, { ...row }, other, { ...row, element: 101 as ElementId }]);
    expect(rows.map((r) => `${r.element}/${r.fixture}`)).toEqual(['100/5', '100/6', '101/5']);
  });
});
