import { describe, expect, it } from 'vitest';
import { setPieceTaker } from './assign-actions';
import type { SimPlayer } from './types';

const player = (id: number, fk: number | null, corners: number | null): SimPlayer => ({
  id,
  team: 1,
  element_type: 3,
  status: 'a',
  chance_of_playing_next_round: null,
  quality: 0.5,
  minutesLikelihood: 0.9,
  penalties_order: null,
  direct_freekicks_order: fk,
  corners_and_indirect_freekicks_order: corners,
});

describe('setPieceTaker', () => {
  const first = player(1, 1, 2);
  const second = player(2, 2, 1);
  const none = player(3, null, null);

  it('is the first in the club order among the players on the pitch', () => {
    expect(setPieceTaker([none, second, first], 'direct_freekicks_order')).toBe(first);
    expect(setPieceTaker([none, first, second], 'corners_and_indirect_freekicks_order')).toBe(
      second,
    );
  });

  it('falls to the next taker when the first is off the pitch or is the one to find a team-mate for', () => {
    expect(setPieceTaker([none, second], 'direct_freekicks_order')).toBe(second);
    expect(setPieceTaker([first, second], 'corners_and_indirect_freekicks_order', second)).toBe(
      first,
    );
    expect(setPieceTaker([none], 'direct_freekicks_order')).toBeNull();
  });
});
