// Rows to `entry/{id}/history/` (api-shapes §6): this season's gameweeks, past seasons, chips.
import { percentileRank } from '@ofl/engine';
import type { entryHistory, entryPastSeasons } from '@ofl/db';

type HistoryRow = typeof entryHistory.$inferSelect;
type PastRow = typeof entryPastSeasons.$inferSelect;

/** One played chip with its name. */
export interface ChipHistoryRow {
  name: string;
  time: Date;
  event: number;
}

/**
 * Where an overall rank stands among the gameweek's ranked entries: the top-X% bucket, and the
 * same as the string the official game shows beside it (`overall_rank_percentage`).
 */
export function overallRankPercentile(overallRank: number | null, rankedCount: number) {
  const bucket =
    overallRank !== null && rankedCount > 0 ? percentileRank(overallRank, rankedCount) : null;
  return {
    percentile_rank: bucket,
    overall_rank_percentage: bucket === null ? null : String(bucket),
  };
}

/**
 * Presents the history. `rankedCounts` holds each gameweek's number of ranked entries, for
 * `percentile_rank`; `rank_sort` repeats the rank, as ties are the only thing it would break.
 */
export function presentEntryHistory(
  rows: readonly HistoryRow[],
  past: readonly PastRow[],
  chips: readonly ChipHistoryRow[],
  rankedCounts: ReadonlyMap<number, number>,
) {
  return {
    current: rows.map((h) => {
      return {
        event: h.event,
        points: h.points,
        total_points: h.totalPoints,
        rank: h.rank,
        rank_sort: h.rank,
        overall_rank: h.overallRank,
        ...overallRankPercentile(h.overallRank, rankedCounts.get(h.event) ?? 0),
        bank: h.bank,
        value: h.value,
        event_transfers: h.eventTransfers,
        event_transfers_cost: h.eventTransfersCost,
        points_on_bench: h.pointsOnBench,
      };
    }),
    past: past.map((p) => ({
      season_name: p.seasonName,
      total_points: p.totalPoints,
      rank: p.rank,
    })),
    chips: chips.map((c) => ({ name: c.name, time: c.time.toISOString(), event: c.event })),
  };
}
