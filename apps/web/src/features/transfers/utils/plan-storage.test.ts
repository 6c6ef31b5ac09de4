import { describe, expect, it } from 'vitest';

import { readPlan, writePlan } from './plan-storage';

describe('the stored plan', () => {
  it('is read back per team without the gameweeks already past', () => {
    writePlan(7, { 9: [{ out: 1, in: 2 }], 10: [{ out: 3, in: 4 }], 11: [] });
    expect(readPlan(7, 10)).toEqual({ 10: [{ out: 3, in: 4 }] });
    expect(readPlan(8, 10)).toEqual({});
    writePlan(7, {});
    expect(localStorage.getItem('ofl-planner:7')).toBeNull();
  });

  it('reads anything that is not a plan as an empty one', () => {
    localStorage.setItem('ofl-planner:5', 'not json');
    expect(readPlan(5, 1)).toEqual({});
    localStorage.setItem('ofl-planner:5', JSON.stringify({ 3: [{ out: 'x' }, { out: 1, in: 2 }] }));
    expect(readPlan(5, 1)).toEqual({ 3: [{ out: 1, in: 2 }] });
  });
});
