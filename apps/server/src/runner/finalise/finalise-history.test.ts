// The shards of a finalisation meet by merging their summaries: the merged figures must be what
// one pass over every entry would give.
import { describe, expect, it } from 'vitest';
import { histogramOf } from '@ofl/engine';
import { mergeShards, type ShardSummary } from './finalise-history';

/** A shard's summary straight from its entries' [entry id, points, total]. */
function shard(entries: [number, number, number][]): ShardSummary {
  const points = entries.map(([, p]) => p);
  const highest = points.length ? Math.max(...points) : null;
  const atHighest = entries.filter(([, p]) => p === highest).map(([id]) => id);
  return {
    points: histogramOf(points),
    totals: histogramOf(entries.map(([, , t]) => t)),
    sum: points.reduce((a, b) => a + b, 0),
    highest,
    highestEntry: atHighest.length ? Math.min(...atHighest) : null,
  };
}

describe('merging the shards of a finalisation', () => {
  it('ranks every score over all shards, ties sharing a rank', () => {
    const merged = mergeShards([
      shard([
        [1, 50, 120],
        [2, 40, 130],
      ]),
      shard([
        [3, 50, 110],
        [4, 60, 120],
      ]),
    ]);
    expect([60, 50, 40].map(merged.pointsRank)).toEqual([1, 2, 4]);
    expect([130, 120, 110].map(merged.totalRank)).toEqual([1, 2, 4]);
    expect(merged.points.total).toBe(4);
  });

  it('names the lowest entry id among the highest scorers, whichever shard holds it', () => {
    const merged = mergeShards([shard([[9, 70, 70]]), shard([[4, 70, 70]]), shard([[2, 65, 65]])]);
    expect(merged.highest).toBe(70);
    expect(merged.highestEntry).toBe(4);
  });

  it('rounds the average half away from zero, as the database does', () => {
    expect(mergeShards([shard([[1, 2, 2]]), shard([[2, 3, 3]])]).average).toBe(3);
    expect(mergeShards([shard([[1, -2, -2]]), shard([[2, -3, -3]])]).average).toBe(-3);
    expect(mergeShards([shard([[1, 2, 2]]), shard([[2, 2, 2]]), shard([[3, 3, 3]])]).average).toBe(
      2,
    );
  });

  it('gives empty figures when no shard has an entry', () => {
    const merged = mergeShards([shard([]), shard([])]);
    expect(merged).toMatchObject({ average: 0, highest: null, highestEntry: null });
    expect(merged.points.total).toBe(0);
  });
});
