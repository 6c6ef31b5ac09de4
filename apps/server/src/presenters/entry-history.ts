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
      const ranked = rankedCounts.get(h.event) ?? 0;
      return {
        event: h.event,
        points: h.points,
        total_points: h.totalPoints,
        rank: h.rank,
        rank_sort: h.rank,
        overall_rank: h.overallRank,
        percentile_rank:
          h.overallRank !== null && ranked > 0 ? percentileRank(h.overallRank, ranked) : null,
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
