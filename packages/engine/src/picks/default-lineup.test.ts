import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../game-settings';
import type { SquadMember } from '../squad/types';
import type { ElementId, ElementTypeId, TeamId } from '../types';
import { money } from '../types';
import { defaultLineup } from './default-lineup';
import { formationName } from './formation';
import { validatePicks } from './validate-picks';

const TYPES: ElementTypeId[] = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4];
const squad = (prices: number[] = TYPES.map(() => 50)): SquadMember[] =>
  TYPES.map((t, i) => ({
    element: (i + 1) as ElementId,
    element_type: t,
    team: (i + 1) as TeamId,
    price: money(prices[i] ?? 50),
    web_name: `P${i + 1}`,
  }));
const s = DEFAULT_GAME_SETTINGS;

describe('default lineup of a new squad', () => {
  it('starts a 4-4-2 with the first goalkeeper and the reserve goalkeeper at 12', () => {
    const picks = defaultLineup(squad(), s);
    const starters = picks.filter((p) => p.position <= 11);
    expect(
      formationName(
        starters.map((p) => p.element_type),
        s,
      ),
    ).toBe('1-4-4-2');
    expect(picks.find((p) => p.position === 1)?.element).toBe(1);
    expect(picks.find((p) => p.position === 12)?.element).toBe(2);
    expect(picks.map((p) => p.position)).toEqual([...Array(15).keys()].map((i) => i + 1));
  });

  it('keeps squad order within each position, starters then bench', () => {
    const picks = defaultLineup(squad(), s);
    expect(picks.map((p) => p.element)).toEqual([
      1, 3, 4, 5, 6, 8, 9, 10, 11, 13, 14, 2, 7, 12, 15,
    ]);
  });

  it('gives the armband to the most expensive starter and the vice-captaincy to the next', () => {
    const prices = TYPES.map(() => 45);
    prices[9] = 130; // element 10, a starting midfielder
    prices[13] = 90; // element 14, a starting forward
    prices[14] = 140; // element 15, on the bench: never captain
    const picks = defaultLineup(squad(prices), s);
    expect(picks.find((p) => p.is_captain)).toMatchObject({ element: 10, multiplier: 2 });
    expect(picks.find((p) => p.is_vice_captain)).toMatchObject({ element: 14, multiplier: 1 });
    expect(picks.filter((p) => p.position > 11).every((p) => p.multiplier === 0)).toBe(true);
  });

  it('always passes the picks check', () => {
    const picks = defaultLineup(squad(), s);
    expect(validatePicks(picks, picks, s)).toEqual([]);
  });
});
