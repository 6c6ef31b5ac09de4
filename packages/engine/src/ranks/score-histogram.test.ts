import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankWithTies } from './rank-with-ties';
import {
  emptyHistogram,
  histogramEntries,
  histogramFromEntries,
  histogramOf,
  mergeHistograms,
  rankOfScore,
  scoreRanker,
} from './score-histogram';

const scores = fc.array(fc.integer({ min: -12, max: 160 }), { maxLength: 150 });

describe('score histograms', () => {
  it('counts the teams on each score', () => {
    const h = histogramOf([50, 60, 50, -4]);
    expect(h.total).toBe(4);
    expect(histogramEntries(h)).toEqual([
      [60, 1],
      [50, 2],
      [-4, 1],
    ]);
  });

  it('ranks a score as 1 + the teams strictly above it', () => {
    const h = histogramOf([70, 70, 60, 50]);
    expect(rankOfScore(h, 70)).toBe(1);
    expect(rankOfScore(h, 60)).toBe(3);
    expect(rankOfScore(h, 65)).toBe(3);
    expect(rankOfScore(h, 10)).toBe(5);
    expect(rankOfScore(h, 99)).toBe(1);
  });

  it('ranks everyone first in an empty histogram', () => {
    expect(rankOfScore(emptyHistogram(), 10)).toBe(1);
    expect(scoreRanker(emptyHistogram())(10)).toBe(1);
  });

  it('merges shards by addition into the histogram of all their teams', () => {
    fc.assert(
      fc.property(scores, scores, scores, (a, b, c) => {
        const merged = mergeHistograms(histogramOf(a), histogramOf(b), histogramOf(c));
        expect(histogramEntries(merged)).toEqual(histogramEntries(histogramOf([...a, ...b, ...c])));
        expect(merged.total).toBe(a.length + b.length + c.length);
      }),
    );
  });

  it('gives the same rank as ranking every team, with either lookup', () => {
    fc.assert(
      fc.property(scores, fc.integer({ min: 1, max: 4 }), (all, shards) => {
        const parts = Array.from({ length: shards }, (_, s) =>
          histogramOf(all.filter((_, i) => i % shards === s)),
        );
        const merged = mergeHistograms(...parts);
        const ranker = scoreRanker(merged);
        const ranked = rankWithTies(all, (p) => [p]);
        for (const r of ranked) {
          expect(rankOfScore(merged, r.row)).toBe(r.rank);
          expect(ranker(r.row)).toBe(r.rank);
        }
      }),
    );
  });

  it('answers scores that nobody holds like the slow lookup', () => {
    fc.assert(
      fc.property(scores, fc.integer({ min: -20, max: 170 }), (all, query) => {
        const h = histogramOf(all);
        expect(scoreRanker(h)(query)).toBe(rankOfScore(h, query));
      }),
    );
  });

  it('round-trips through [score, count] pairs', () => {
    fc.assert(
      fc.property(scores, (all) => {
        const h = histogramOf(all);
        const back = histogramFromEntries(histogramEntries(h));
        expect(histogramEntries(back)).toEqual(histogramEntries(h));
        expect(back.total).toBe(h.total);
      }),
    );
  });
});
