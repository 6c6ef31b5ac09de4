// Rows to `entry/{id}/transfers/` and `transfers-latest/` (api-shapes §8).
import type { TransferRow } from '@ofl/db';

/** Presents transfers in the order given (newest first); out cost is the selling price. */
export function presentEntryTransfers(rows: readonly TransferRow[]) {
  return rows.map((t) => ({
    element_in: t.elementIn,
    element_in_cost: t.elementInCost,
    element_out: t.elementOut,
    element_out_cost: t.elementOutCost,
    entry: t.entryId,
    event: t.event,
    time: t.time.toISOString(),
  }));
}
