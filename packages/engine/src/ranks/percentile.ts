/** `game_settings.percentile_ranks`: the top-X% buckets FPL reports. */
export const PERCENTILE_RANKS: readonly number[] = [
  1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95,
];

/**
 * percentile_rank (game rules §7.5): the smallest bucket p with rank within the top p% of
 * rankedCount (rounded up), or 100 beyond the last bucket.
 */
export function percentileRank(
  rank: number,
  rankedCount: number,
  buckets: readonly number[] = PERCENTILE_RANKS,
): number {
  for (const p of buckets) {
    if (rank <= topPercentCutoff(rankedCount, p)) return p;
  }
  return 100;
}

/**
 * The last rank within the top `percent`% of `rankedCount` ranks (rounded up): the ranks of the
 * percentile buckets and of the 'Top 1%' and 'Top 10%' qualifying leagues (game rules §7.1).
 */
export function topPercentCutoff(rankedCount: number, percent: number): number {
  return Math.ceil((rankedCount * percent) / 100);
}
