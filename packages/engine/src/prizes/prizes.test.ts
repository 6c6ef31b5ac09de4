import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPhasePrizeEligible, isWeeklyPrizeEligible, latestEligibleStart } from './eligibility';
import { prizeWinners } from './prize-winners';

describe('weekly prize eligibility (SPEC §5)', () => {
  it('takes teams that joined before the season or two clear gameweeks before', () => {
    expect(isWeeklyPrizeEligible({ startedEvent: 1, activeChip: null }, 1)).toBe(true);
    expect(isWeeklyPrizeEligible({ startedEvent: 1, activeChip: null }, 2)).toBe(true);
    expect(isWeeklyPrizeEligible({ startedEvent: 2, activeChip: null }, 3)).toBe(false);
    expect(isWeeklyPrizeEligible({ startedEvent: 3, activeChip: null }, 5)).toBe(true);
    expect(isWeeklyPrizeEligible({ startedEvent: 4, activeChip: null }, 5)).toBe(false);
    expect(latestEligibleStart(10)).toBe(8);
  });

  it('bars a team that played any chip that gameweek', () => {
    for (const chip of ['bboost', 'freehit', '3xc', 'wildcard', 'manager']) {
      expect(isWeeklyPrizeEligible({ startedEvent: 1, activeChip: chip }, 10)).toBe(false);
    }
  });

  it("applies the joining rule at a phase's first gameweek", () => {
    expect(isPhasePrizeEligible(1, 1)).toBe(true);
    expect(isPhasePrizeEligible(2, 4)).toBe(true);
    expect(isPhasePrizeEligible(3, 4)).toBe(false);
  });
});

describe('prizeWinners', () => {
  it('shares a rank between equal scores and keeps every entry tied at the last place', () => {
    const winners = prizeWinners(
      [
        { entry: 9, points: 80 },
        { entry: 3, points: 90 },
        { entry: 5, points: 90 },
        { entry: 7, points: 70 },
      ],
      1,
    );
    expect(winners).toEqual([
      { entry: 3, points: 90, rank: 1, rankSort: 1 },
      { entry: 5, points: 90, rank: 1, rankSort: 2 },
    ]);
    expect(
      prizeWinners(
        [
          { entry: 1, points: 50 },
          { entry: 2, points: 40 },
          { entry: 3, points: 40 },
          { entry: 4, points: 30 },
        ],
        2,
      ).map((w) => [w.entry, w.rank, w.rankSort]),
    ).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 2, 3],
    ]);
    expect(prizeWinners([], 20)).toEqual([]);
  });

  it('never drops a score higher than a winner, and keeps at least the places there are', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 })),
        fc.array(fc.integer({ min: 0, max: 30 })),
        fc.integer({ min: 1, max: 20 }),
        (ids, points, places) => {
          const scores = ids.map((entry, i) => ({ entry, points: points[i % points.length] ?? 0 }));
          const winners = prizeWinners(scores, places);
          expect(winners.length).toBeGreaterThanOrEqual(Math.min(places, scores.length));
          const lowest = Math.min(...winners.map((w) => w.points));
          const kept = new Set(winners.map((w) => w.entry));
          for (const s of scores) if (s.points >= lowest) expect(kept.has(s.entry)).toBe(true);
        },
      ),
    );
  });
});
