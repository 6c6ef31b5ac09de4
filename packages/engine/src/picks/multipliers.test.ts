import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../game-settings';
import { savedMultipliers } from './multipliers';
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
