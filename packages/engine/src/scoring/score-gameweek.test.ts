import { describe, expect, it } from 'vitest';
import { FORWARD } from '../types';
import type { FixtureId } from '../types';
import { ruleSetFor } from './rule-sets';
import { scoreGameweek } from './score-gameweek';

const rules = ruleSetFor('2023-24');
const fixture = (id: number) => id as FixtureId;

describe('scoreGameweek', () => {
  it('scores a blank gameweek as 0 with no explain entry', () => {
    expect(scoreGameweek(rules, FORWARD, [])).toEqual({ total: 0, explain: [] });
  });

  it('scores a double gameweek fixture by fixture and sums the two', () => {
    const score = scoreGameweek(rules, FORWARD, [
      { fixture: fixture(10), stats: { minutes: 90, goals_scored: 1, bonus: 2 } },
      { fixture: fixture(14), stats: { minutes: 30 } },
    ]);
    expect(score.total).toBe(2 + 4 + 2 + 1);
    expect(score.explain.map((e) => e.fixture)).toEqual([10, 14]);
    expect(score.explain[1]?.stats).toEqual([{ identifier: 'minutes', points: 1, value: 30 }]);
  });

  it('applies the minutes bands per fixture, not to the gameweek total', () => {
    const score = scoreGameweek(rules, FORWARD, [
      { fixture: fixture(1), stats: { minutes: 45 } },
      { fixture: fixture(2), stats: { minutes: 45 } },
    ]);
    expect(score.total).toBe(2);
  });
});
