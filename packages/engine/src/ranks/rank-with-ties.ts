// Competition ranking (game rules §7.5): rows equal on every ranking key share a rank and the next
// rank skips (1, 1, 3); rank_sort is a unique order (1, 2, 3). One sort, so O(n log n).

/** A row with its shared rank and its unique rank_sort, both from 1. */
export interface Ranked<T> {
  row: T;
  rank: number;
  rankSort: number;
}

interface Keyed<T> {
  row: T;
  keys: readonly number[];
  index: number;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  // One key is by far the common case (points); skip the loop for it.
  if (a.length === 1 && b.length === 1) return b[0]! - a[0]!;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Ranks rows by their keys, each compared high to low in turn (negate a key where lower is better).
 * `order` only orders rows tied on every key, for rank_sort; the input order comes last.
 */
export function rankWithTies<T>(
  rows: readonly T[],
  keys: (row: T) => readonly number[],
  order?: (a: T, b: T) => number,
): Ranked<T>[] {
  const keyed: Keyed<T>[] = rows.map((row, index) => ({ row, keys: keys(row), index }));
  keyed.sort(
    (a, b) => compareKeys(a.keys, b.keys) || (order ? order(a.row, b.row) : 0) || a.index - b.index,
  );
  const out: Ranked<T>[] = [];
  let previous: Keyed<T> | undefined;
  let rank = 0;
  keyed.forEach((k, i) => {
    if (!previous || compareKeys(previous.keys, k.keys) !== 0) rank = i + 1;
    out.push({ row: k.row, rank, rankSort: i + 1 });
    previous = k;
  });
  return out;
}
