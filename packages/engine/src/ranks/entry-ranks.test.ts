import { describe, expect, it } from 'vitest';
import type { EntryId } from '../types';
import { gameweekRanks, overallRanks } from './entry-ranks';

const id = (n: number) => n as EntryId;

describe('overallRanks', () => {
  it('ranks by total points and lets equal totals share a rank', () => {
    const ranks = overallRanks([
      { entry: id(7519117), totalPoints: 9 },
      { entry: id(6231483), totalPoints: 9 },
      { entry: id(1), totalPoints: 30 },
    ]);
    expect(ranks.get(id(1))).toEqual({ rank: 1, rankSort: 1 });
    expect(ranks.get(id(6231483))).toEqual({ rank: 2, rankSort: 2 });
    expect(ranks.get(id(7519117))).toEqual({ rank: 2, rankSort: 3 });
  });
});

describe('gameweekRanks', () => {
  it('ranks by the gameweek points passed in', () => {
    const ranks = gameweekRanks([
      { entry: id(1), eventPoints: 40 },
      { entry: id(2), eventPoints: 65 },
      { entry: id(3), eventPoints: 40 },
    ]);
    expect([1, 2, 3].map((n) => ranks.get(id(n))?.rank)).toEqual([2, 1, 2]);
  });
});
