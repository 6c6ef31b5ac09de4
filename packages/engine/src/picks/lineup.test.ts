import { describe, expect, it } from 'vitest';
import { lineupPicks } from './lineup';
import type { ElementTypeId } from '../types';

describe('lineupPicks', () => {
  const types = new Map<number, ElementTypeId>([
    [10, 1],
    [20, 2],
    [30, 4],
  ]);
  const typeOf = (element: number) => types.get(element)!;

  it('numbers the stored players by position and gives the armbands by element', () => {
    expect(
      lineupPicks(
        { elements: [30, 10, 20], captain: 20, viceCaptain: 30, multipliers: [1, 1, 2] },
        typeOf,
      ),
    ).toEqual([
      {
        element: 30,
        element_type: 4,
        position: 1,
        is_captain: false,
        is_vice_captain: true,
        multiplier: 1,
      },
      {
        element: 10,
        element_type: 1,
        position: 2,
        is_captain: false,
        is_vice_captain: false,
        multiplier: 1,
      },
      {
        element: 20,
        element_type: 2,
        position: 3,
        is_captain: true,
        is_vice_captain: false,
        multiplier: 2,
      },
    ]);
  });

  it('leaves every multiplier at 0 when none is stored', () => {
    const picks = lineupPicks({ elements: [10, 20], captain: 10, viceCaptain: 20 }, typeOf);
    expect(picks.map((p) => p.multiplier)).toEqual([0, 0]);
  });
});
