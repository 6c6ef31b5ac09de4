import { describe, expect, it } from 'vitest';
import type { TeamId } from '../types';
import { leaguePositions, underdogFlags } from './manager-table-bonus';

const t = (id: number) => id as TeamId;
const result = (h: number, a: number, hs: number, as: number) => ({
  teamH: t(h),
  teamA: t(a),
  teamHScore: hs,
  teamAScore: as,
});

describe('leaguePositions', () => {
  it('orders clubs by points, then goal difference, then goals scored', () => {
    const positions = leaguePositions(
      [t(1), t(2), t(3), t(4)],
      [result(1, 2, 1, 0), result(3, 4, 3, 2), result(2, 4, 2, 2)],
    );
    // 1 and 3: 3 points, +1, and 3 scored more. 2 and 4: 1 point, -1, and 4 scored more.
    expect([...positions.entries()]).toEqual([
      [3, 1],
      [1, 2],
      [4, 3],
      [2, 4],
    ]);
  });

  it('orders clubs level on everything by id, and lists clubs without a match', () => {
    expect([...leaguePositions([t(5), t(2)], []).entries()]).toEqual([
      [2, 1],
      [5, 2],
    ]);
  });

  it('adds a club that is in the results but not in the list', () => {
    expect(leaguePositions([], [result(7, 8, 0, 1)]).get(t(8))).toBe(1);
  });
});

describe('underdogFlags', () => {
  const positions = new Map([
    [t(1), 1],
    [t(2), 6],
    [t(3), 5],
  ]);

  it('flags a win by a club 5 places below its opponent', () => {
    expect(underdogFlags(positions, t(2), t(1), 2, 1)).toEqual({
      mng_underdog_win: 1,
      mng_underdog_draw: 0,
    });
  });

  it('flags a draw by a club 5 places below its opponent', () => {
    expect(underdogFlags(positions, t(2), t(1), 0, 0)).toEqual({
      mng_underdog_win: 0,
      mng_underdog_draw: 1,
    });
  });

  it('flags nothing 4 places below, nor for a loss, nor for the favourite', () => {
    const none = { mng_underdog_win: 0, mng_underdog_draw: 0 };
    expect(underdogFlags(positions, t(3), t(1), 1, 0)).toEqual(none);
    expect(underdogFlags(positions, t(2), t(1), 0, 1)).toEqual(none);
    expect(underdogFlags(positions, t(1), t(2), 3, 0)).toEqual(none);
  });
});
