// Live ranks at scale (ARCHITECTURE "Scale"): each shard counts how many teams hold each score;
// histograms merge by addition, and the rank of a score is 1 + the teams strictly above it, the
// same shared rank as rankWithTies gives.

/** How many teams hold each score. Scores may be negative (hits). */
export interface ScoreHistogram {
  readonly counts: ReadonlyMap<number, number>;
  readonly total: number;
}

/** A histogram of no teams. */
export function emptyHistogram(): ScoreHistogram {
  return { counts: new Map(), total: 0 };
}

/** Counts the given scores. */
export function histogramOf(scores: Iterable<number>): ScoreHistogram {
  const counts = new Map<number, number>();
  let total = 0;
  for (const s of scores) {
    counts.set(s, (counts.get(s) ?? 0) + 1);
    total++;
  }
  return { counts, total };
}

/** Adds histograms together: the histogram of all their teams. */
export function mergeHistograms(...parts: readonly ScoreHistogram[]): ScoreHistogram {
  const counts = new Map<number, number>();
  let total = 0;
  for (const part of parts) {
    for (const [score, n] of part.counts) counts.set(score, (counts.get(score) ?? 0) + n);
    total += part.total;
  }
  return { counts, total };
}

/** The histogram as [score, count] pairs, highest score first: a plain form to store or send. */
export function histogramEntries(h: ScoreHistogram): [number, number][] {
  return [...h.counts].filter(([, n]) => n > 0).sort((a, b) => b[0] - a[0]);
}

/** A histogram back from [score, count] pairs. */
export function histogramFromEntries(
  pairs: readonly (readonly [number, number])[],
): ScoreHistogram {
  const counts = new Map<number, number>();
  let total = 0;
  for (const [score, n] of pairs) {
    counts.set(score, (counts.get(score) ?? 0) + n);
    total += n;
  }
  return { counts, total };
}

/** The rank a team with `score` has: 1 + the teams with a strictly higher score. O(distinct scores). */
export function rankOfScore(h: ScoreHistogram, score: number): number {
  let above = 0;
  for (const [s, n] of h.counts) if (s > score) above += n;
  return above + 1;
}

/** A fast rank lookup for many queries: O(log distinct scores) each after one sort. */
export function scoreRanker(h: ScoreHistogram): (score: number) => number {
  const pairs = histogramEntries(h);
  const scores = pairs.map(([s]) => s);
  // above[i] = teams with a score higher than scores[i].
  const above: number[] = [];
  let running = 0;
  for (const [, n] of pairs) {
    above.push(running);
    running += n;
  }
  return (score) => {
    // First index whose score is <= the query; everything before it is strictly higher.
    let lo = 0;
    let hi = scores.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (scores[mid]! > score) lo = mid + 1;
      else hi = mid;
    }
    return (lo < scores.length ? above[lo]! : running) + 1;
  };
}
