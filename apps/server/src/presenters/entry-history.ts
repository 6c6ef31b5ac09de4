// Rows to `entry/{id}/history/` (api-shapes §6): this season's gameweeks, past seasons, chips.
import type { EntryEventHistory } from '@ofl/api';
import { percentileRank } from '@ofl/engine';
import type { EntryHistoryRow as HistoryRow, EntryPastSeasonRow as PastRow } from '@ofl/db';

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
 * One scored gameweek as history and picks show it. `rankedCount` is the gameweek's number of
 * ranked entries, for `percentile_rank`; `rank_sort` repeats the rank, as ties are the only thing
 * it would break.
 */
export function presentHistoryRow(h: HistoryRow, rankedCount: number): EntryEventHistory {
  return {
    event: h.event,
    points: h.points,
    total_points: h.totalPoints,
    rank: h.rank,
    rank_sort: h.rank,
    overall_rank: h.overallRank,
    ...overallRankPercentile(h.overallRank, rankedCount),
    bank: h.bank,
    value: h.value,
    event_transfers: h.eventTransfers,
    event_transfers_cost: h.eventTransfersCost,
    points_on_bench: h.pointsOnBench,
  };
}

/** What a gameweek's frozen squad says before it is scored: its bank, value and transfers. */
export interface UnscoredSquad {
  bank: number;
  value: number;
  transfers: number;
  transfersCost: number;
}

/** A gameweek not scored yet: the squad's bank, value and transfers, no points or ranks. */
export function unscoredHistoryRow(event: number, squad: UnscoredSquad): EntryEventHistory {
  return {
    event,
    points: 0,
    total_points: 0,
    rank: null,
    rank_sort: null,
    overall_rank: null,
    percentile_rank: null,
    overall_rank_percentage: null,
    bank: squad.bank,
    value: squad.value,
    event_transfers: squad.transfers,
    event_transfers_cost: squad.transfersCost,
    points_on_bench: 0,
  };
}

/** Presents the history; `rankedCounts` holds each gameweek's number of ranked entries. */
export function presentEntryHistory(
  rows: readonly HistoryRow[],
  past: readonly PastRow[],
  chips: readonly ChipHistoryRow[],
  rankedCounts: ReadonlyMap<number, number>,
) {
  return {
    current: rows.map((h) => presentHistoryRow(h, rankedCounts.get(h.event) ?? 0)),
    past: past.map((p) => ({
      season_name: p.seasonName,
      total_points: p.totalPoints,
      rank: p.rank,
    })),
    chips: chips.map((c) => ({ name: c.name, time: c.time.toISOString(), event: c.event })),
  };
}
