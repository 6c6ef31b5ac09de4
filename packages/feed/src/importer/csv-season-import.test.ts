import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLUB_KITS, clubKits } from './club-kits';
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

  it("takes the official names from players_raw.csv, else splits the rows' full name", () => {
    const names = (id: number) => {
      const e = season.elements.find((x) => x.id === id)!;
      return [e.first_name, e.second_name, e.web_name];
    };
    expect(names(2)).toEqual(['Benjamin', 'White', 'B.White']);
    expect(names(3)).toEqual(['Kai', 'Junior "K" Havertz', 'Kai']);
    expect(names(5)).toEqual(['Ola', 'Mid', 'Mid']);
  });

  it("keeps each player's club, price and ownership per gameweek he has rows in", () => {
    const tom = imported.market.filter((m) => m.element === 6).map((m) => m.event);
    expect(tom).toEqual([1, 2]);
    expect(imported.market.find((m) => m.element === 3 && m.event === 1)).toMatchObject({
      team: 1,
      value: 80,
    });
  });

  it('gives the availability of players_raw.csv to the last gameweek with rows only', () => {
    const told = imported.market.filter((m) => m.availability);
    expect(new Set(told.map((m) => m.event))).toEqual(new Set([2]));
    expect(told.find((m) => m.element === 6)?.availability).toEqual({
      status: 'i',
      news: 'Hamstring injury - Expected back 14 Sep',
      news_added: '2024-08-26T09:30:00Z',
      chance_of_playing_this_round: 0,
      chance_of_playing_next_round: 0,
    });
    // Keeper has no row in GW2: he is there as he last stood, with his availability.
    expect(told.find((m) => m.element === 1)).toMatchObject({ event: 2, value: 45 });
    expect(told.find((m) => m.element === 1)?.availability?.status).toBe('a');
  });

  it("takes the real number of managers from the most owned player's share of them", () => {
    // B.White: 40.0% in players_raw.csv, 2,200 owners in his last row.
    expect(imported.sourcePlayers).toBe(5500);
  });

  it('gives the real clubs their colours and the others invented kits', () => {
    expect(clubKits([{ short_name: 'ARS' }, { short_name: 'NEW' }])).toEqual([
      CLUB_KITS.ARS,
      CLUB_KITS.NEW,
    ]);
    expect(CLUB_KITS.NEW?.style).toBe('stripes');
    expect(Object.values(CLUB_KITS)).not.toContain(season.teams[0]!.kit);
  });

  it('refuses a folder that names no season', () => {
    expect(() => importCsvSeason(`${testSeason}/gws`)).toThrow('no rule set for season');
  });
});
