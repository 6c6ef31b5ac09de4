import { describe, expect, it } from 'vitest';
import { money } from '../types';
import { costChangeSince, costChanges } from './cost-change';

describe('costChanges', () => {
  it('gives a riser +7 since the start and the fall twin -7, as FPL sends them', () => {
    expect(costChanges(money(147), money(140), money(146))).toEqual({
      costChangeEvent: 1,
      costChangeEventFall: -1,
      costChangeStart: 7,
      costChangeStartFall: -7,
    });
  });

  it('gives a faller negative changes and positive fall twins', () => {
    expect(costChanges(money(43), money(45), money(44))).toEqual({
      costChangeEvent: -1,
      costChangeEventFall: 1,
      costChangeStart: -2,
      costChangeStartFall: 2,
    });
  });

  it('writes no change as zeros, never negative zero', () => {
    const c = costChanges(money(50), money(50), money(50));
    expect(Object.values(c).every((v) => Object.is(v, 0))).toBe(true);
  });

  it('measures a change in tenths from the reference price', () => {
    expect(costChangeSince(money(55), money(60))).toBe(-5);
  });
});
