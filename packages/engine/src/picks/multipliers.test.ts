import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../game-settings';
import { roleMultipliers, savedMultipliers } from './multipliers';
import { lineup } from './test-lineup';

const team = lineup('1 2222 3333 44 | 1 234', 2, 3);

describe('the multipliers a saved team carries', () => {
  it('doubles the captain, counts the starters once and the bench not at all', () => {
    expect(savedMultipliers(team, DEFAULT_GAME_SETTINGS, null)).toEqual([
      1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0,
    ]);
  });

  it('triples the captain under Triple Captain and counts the bench under Bench Boost', () => {
    expect(savedMultipliers(team, DEFAULT_GAME_SETTINGS, '3xc')[1]).toBe(3);
    expect(savedMultipliers(team, DEFAULT_GAME_SETTINGS, 'bboost').slice(11)).toEqual([1, 1, 1, 1]);
  });
});

describe('the multipliers of each role', () => {
  it('counts the Assistant Manager once whatever the chip', () => {
    const withManager = lineup('1 2222 3333 44 | 1 234 5', 2, 3);
    for (const chip of [null, 'bboost', '3xc', 'manager'] as const) {
      expect(savedMultipliers(withManager, DEFAULT_GAME_SETTINGS, chip)[15]).toBe(1);
      expect(roleMultipliers(chip).manager).toBe(1);
    }
  });

  it('gives the saved multipliers role by role', () => {
    expect(roleMultipliers(null)).toEqual({ armband: 2, starter: 1, bench: 0, manager: 1 });
    expect(roleMultipliers('3xc').armband).toBe(3);
    expect(roleMultipliers('bboost').bench).toBe(1);
  });
});
