// Rows to `entry/{id}/event/{event}/picks/` (api-shapes §7).
import type { EntryHistoryRow as HistoryRow, EntryPicksRow as PicksRow } from '@ofl/db';
import { presentHistoryRow, unscoredHistoryRow } from './entry-history';
import { squadPicks } from './squad-picks';

/**
 * Presents one gameweek's frozen picks. Before the gameweek is scored there is no history row,
 * so `entry_history` shows the squad's bank and value with its transfers and no points yet.
 */
export function presentEventPicks(
  row: PicksRow,
  history: HistoryRow | undefined,
  typeOf: Map<number, number>,
  value: number,
  rankedCount: number,
) {
  return {
    active_chip: row.activeChip,
    automatic_subs: row.automaticSubs.map((s) => ({
      entry: row.entryId,
      element_in: s.element_in,
      element_out: s.element_out,
      event: row.event,
    })),
    // The live gameweek's are added by the route from the live ranker.
    provisional_automatic_subs: [] as {
      entry: number;
      element_in: number;
      element_out: number;
      event: number;
    }[],
    entry_history: history
      ? presentHistoryRow(history, rankedCount)
      : unscoredHistoryRow(row.event, {
          bank: row.bank ?? 0,
          value,
          transfers: row.eventTransfers,
          transfersCost: row.eventTransfersCost,
        }),
    picks: squadPicks(row).map((pick) => ({
      ...pick,
      element_type: typeOf.get(pick.element) ?? 0,
    })),
  };
}
