// The transfer chips of the Transfers page (SPEC §4): Wildcard, Free Hit and the Assistant Manager.
import type { ChipName, EntryChip } from '@ofl/engine';

/** The transfer chip the plan goes with: the proposed or active one, if any. */
export function planChip(chips: readonly EntryChip[]): ChipName | null {
  const on = chips.find(
    (c) =>
      c.chip_type === 'transfer' &&
      c.name !== 'managerplaceholder' &&
      (c.status_for_entry === 'proposed' || c.status_for_entry === 'active'),
  );
  return on ? (on.name as ChipName) : null;
}

/** The chip whose banner shows ('{chip name} Active'): an active transfer chip. */
export function activeTransferChip(chips: readonly EntryChip[]): EntryChip | undefined {
  return chips.find((c) => c.chip_type === 'transfer' && c.status_for_entry === 'active');
}
