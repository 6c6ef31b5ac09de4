import { describe, expect, it } from 'vitest';
import { generateDemoSeason } from './index';
import { FIRST_KICKOFF, seasonFor } from './test-season';

describe('generateDemoSeason', () => {
  it('gives equal output for the same seed', () => {
    const a = generateDemoSeason({ seed: 42, firstKickoff: FIRST_KICKOFF, seasonName: '2025/26' });
    const b = generateDemoSeason({
      seed: 42,
      firstKickoff: new Date(FIRST_KICKOFF),
      seasonName: '2025/26',
    });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('gives a different season for another seed', () => {
    const a = seasonFor(1);
    const b = seasonFor(2);
    expect(a.elements.map((e) => e.web_name)).not.toEqual(b.elements.map((e) => e.web_name));
    expect(a.fixtures.map((f) => [f.team_h, f.team_a])).not.toEqual(
      b.fixtures.map((f) => [f.team_h, f.team_a]),
    );
  });

  it('rejects a start that is not a time', () => {
    expect(() =>
      generateDemoSeason({ seed: 1, firstKickoff: 'soon', seasonName: '2025/26' }),
    ).toThrow(/firstKickoff/);
  });

  it('keeps the season name and seed it was given', () => {
    const season = generateDemoSeason({
      seed: 7,
      firstKickoff: FIRST_KICKOFF,
      seasonName: '2031/32',
    });
    expect(season.season_name).toBe('2031/32');
    expect(season.seed).toBe(7);
  });

  it('never uses Math.random', () => {
    const original = Math.random;
    Math.random = () => {
      throw new Error('Math.random was called');
    };
    try {
      expect(() =>
        generateDemoSeason({ seed: 3, firstKickoff: FIRST_KICKOFF, seasonName: '2025/26' }),
      ).not.toThrow();
    } finally {
      Math.random = original;
    }
  });

  it('copies the official 2025/26 game settings', () => {
    const { game_settings, game_config } = seasonFor(1);
    expect(game_settings.squad_total_spend).toBe(1000);
    expect(game_settings.squad_squadsize).toBe(15);
    expect(game_settings.squad_team_limit).toBe(3);
    expect(game_settings.transfers_sell_on_fee).toBe(0.5);
    expect(game_settings.max_extra_free_transfers).toBe(4);
    expect(game_settings.timezone).toBe('UTC');
    expect(game_config.rules).toEqual(
      expect.objectContaining({ squad_total_spend: 1000, transfers_cap: 20 }),
    );
    expect(game_config.rules).not.toHaveProperty('timezone');
    expect(game_config.scoring.goals_scored).toEqual({ GKP: 10, DEF: 6, MID: 5, FWD: 4 });
  });
});
