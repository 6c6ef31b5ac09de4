import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importJsonSeason, importSeasonFolder } from './json-season-import';

const jsonFolder = fileURLToPath(new URL('./test-data/fpl-json', import.meta.url));
const csvFolder = fileURLToPath(new URL('./test-data/2024-25', import.meta.url));

describe('importJsonSeason', () => {
  const imported = importJsonSeason(jsonFolder);

  it('scores the season under the rules its name gives', () => {
    expect(imported.ruleSet).toBe('2025-26');
    expect(imported.season.season_name).toBe('2025/26');
  });

  it('keeps only fixtures with a gameweek and a kick-off', () => {
    expect(imported.season.fixtures.length).toBeGreaterThan(0);
    for (const f of imported.season.fixtures) {
      expect(f.event).not.toBeNull();
      expect(f.kickoff_time).not.toBeNull();
    }
  });

  it('takes each line of the live payloads with its BPS and the bonus of its own fixture', () => {
    expect(imported.lines.length).toBeGreaterThan(0);
    // The goalkeeper's two fixtures: bonus 2 in the first, none in the second.
    const keeper = imported.lines.filter((l) => l.element === 1);
    expect(keeper.map((l) => l.stats.bonus ?? 0)).toEqual([2, 0]);
    for (const line of imported.lines) {
      expect(imported.season.elements.some((e) => e.id === line.element)).toBe(true);
    }
  });

  it('refuses a season it has no rules for', () => {
    expect(() => importJsonSeason(jsonFolder, '1999/00')).toThrow('no rule set for season');
  });
});

describe('importSeasonFolder', () => {
  it('tells the CSV layout (a gws folder) from the FPL payloads', () => {
    expect(importSeasonFolder(csvFolder).ruleSet).toBe('2024-25');
    expect(importSeasonFolder(jsonFolder).ruleSet).toBe('2025-26');
  });
});
