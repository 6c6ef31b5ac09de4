import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../game-settings';
import { captainOptions, setCaptain, setViceCaptain } from './captaincy';
import { at, lineup } from './test-lineup';
import type { TeamPick } from './types';

const s = DEFAULT_GAME_SETTINGS;
const team = lineup('1 2222 3333 44 | 1 234', 2, 3);
const roles = (picks: TeamPick[]) => ({
  captain: picks.find((p) => p.is_captain)?.element,
  vice: picks.find((p) => p.is_vice_captain)?.element,
  multipliers: picks
    .filter((p) => p.multiplier !== 1 && p.position <= 11)
    .map((p) => [p.element, p.multiplier]),
});

describe('captain and vice-captain', () => {
  it('moves the armband and its multiplier to the new captain', () => {
    const next = setCaptain(team, at(7), s);
    expect(roles(next)).toEqual({ captain: at(7), vice: at(3), multipliers: [[at(7), 2]] });
  });

  it('swaps the roles when the vice-captain is made captain', () => {
    const next = setCaptain(team, at(3), s);
    expect(roles(next)).toEqual({ captain: at(3), vice: at(2), multipliers: [[at(3), 2]] });
  });

  it('swaps the roles when the captain is made vice-captain', () => {
    const next = setViceCaptain(team, at(2), s);
    expect(roles(next)).toEqual({ captain: at(3), vice: at(2), multipliers: [[at(3), 2]] });
  });

  it('moves only the vice-captaincy when another starter is made vice-captain', () => {
    expect(roles(setViceCaptain(team, at(9), s))).toEqual({
      captain: at(2),
      vice: at(9),
      multipliers: [[at(2), 2]],
    });
  });

  it('keeps a triple captain at 3 when the armband moves', () => {
    const tripled = team.map((p) => (p.is_captain ? { ...p, multiplier: 3 } : p));
    expect(setCaptain(tripled, at(10), s).find((p) => p.element === at(10))?.multiplier).toBe(3);
  });

  it('offers the captaincy only to starters not already captain', () => {
    const options = captainOptions(team, 'captain', s);
    expect(options).toHaveLength(10);
    expect(options).not.toContain(at(2));
    expect(options).not.toContain(at(12));
  });

  it('ignores a bench player made captain', () => {
    expect(setCaptain(team, at(13), s)).toEqual(team);
  });
});
