import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCsvSeason } from './csv-season-import';

const testSeason = fileURLToPath(new URL('./test-data/2024-25', import.meta.url));

describe('importCsvSeason', () => {
  const imported = importCsvSeason(testSeason);
  const { season } = imported;

  it('scores the season under the rules its folder names', () => {
    expect(imported.ruleSet).toBe('2024-25');
    expect(season.season_name).toBe('2024/25');
  });

  it('sets each deadline 90 minutes before the gameweek’s first kick-off', () => {
    for (const event of season.events) {
      const first = Math.min(
        ...season.fixtures
          .filter((f) => f.event === event.id)
          .map((f) => Date.parse(f.kickoff_time)),
      );
      expect(Date.parse(event.deadline_time)).toBe(first - 90 * 60_000);
    }
  });

  it('gives every player of the rows a club, a position and his first price', () => {
    expect(season.elements.length).toBeGreaterThan(2);
    for (const e of season.elements) {
      expect(season.teams.some((t) => t.id === e.team)).toBe(true);
      expect(e.now_cost).toBeGreaterThan(0);
    }
    expect(season.element_types.reduce((n, t) => n + t.element_count, 0)).toBe(
      season.elements.length,
    );
  });

  it('keeps each line’s stats, BPS and official bonus for the runner', () => {
    expect(imported.lines.length).toBeGreaterThan(0);
    expect(imported.lines.some((l) => (l.stats.bonus ?? 0) > 0)).toBe(true);
    for (const line of imported.lines) {
      expect(season.fixtures.some((f) => f.id === line.fixture)).toBe(true);
      expect(season.elements.some((e) => e.id === line.element)).toBe(true);
    }
  });

  it('refuses a folder that names no season', () => {
    expect(() => importCsvSeason(`${testSeason}/gws`)).toThrow('no rule set for season');
  });
});
