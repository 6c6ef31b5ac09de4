import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankWithTies } from './rank-with-ties';

const byPoints = (points: readonly number[]) =>
  rankWithTies(
    points.map((p, id) => ({ id, p })),
    (r) => [r.p],
  );

describe('rankWithTies', () => {
  it('shares a rank between equal points and skips the next rank (1, 1, 3)', () => {
    expect(byPoints([70, 70, 60]).map((r) => r.rank)).toEqual([1, 1, 3]);
  });

  it('gives every row a unique rank_sort in table order', () => {
    expect(byPoints([50, 70, 70, 60]).map((r) => [r.row.id, r.rank, r.rankSort])).toEqual([
      [1, 1, 1],
      [2, 1, 2],
      [3, 3, 3],
      [0, 4, 4],
    ]);
  });

  it('breaks a tie on the first key with the second one', () => {
    const rows = [
      { id: 'more transfers', total: 80, transfers: 9 },
      { id: 'fewer transfers', total: 80, transfers: 3 },
    ];
    const ranked = rankWithTies(rows, (r) => [r.total, -r.transfers]);
    expect(ranked.map((r) => [r.row.id, r.rank])).toEqual([
      ['fewer transfers', 1],
      ['more transfers', 2],
    ]);
  });

  it('orders full ties for rank_sort only by the given order', () => {
    const rows = [{ id: 9 }, { id: 4 }];
    const ranked = rankWithTies(
      rows,
      () => [10],
      (a, b) => a.id - b.id,
    );
    expect(ranked.map((r) => [r.row.id, r.rank, r.rankSort])).toEqual([
      [4, 1, 1],
      [9, 1, 2],
    ]);
  });

  it('ranks nobody when there are no rows', () => {
    expect(byPoints([])).toEqual([]);
  });

  it('never ranks higher points worse, and ranks equal points equally', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 150 }), { maxLength: 200 }), (points) => {
        const ranked = byPoints(points);
        for (const a of ranked) {
          for (const b of ranked) {
            if (a.row.p > b.row.p) expect(a.rank).toBeLessThan(b.rank);
            if (a.row.p === b.row.p) expect(a.rank).toBe(b.rank);
          }
        }
      }),
    );
  });

  it('gives a rank of 1 + the rows strictly above, and rank_sort 1..n', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 100 }), (points) => {
        const ranked = byPoints(points);
        expect(ranked.map((r) => r.rankSort)).toEqual(points.map((_, i) => i + 1));
        for (const r of ranked) {
          expect(r.rank).toBe(1 + points.filter((p) => p > r.row.p).length);
        }
      }),
    );
  });

  it('ranks two hundred thousand teams, 80 on each of 2500 scores', { timeout: 20_000 }, () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => ({ id: i, p: (i * 7919) % 2500 }));
    const ranked = rankWithTies(rows, (r) => [r.p]);
    expect(ranked).toHaveLength(200_000);
    expect(ranked.every((r) => r.rank === (2499 - r.row.p) * 80 + 1)).toBe(true);
  });
});
