// The transfer chips of the Transfers page (SPEC §4): Wildcard, Free Hit and the Assistant Manager.
import type { ChipName, EntryChip } from '@ofl/engine';

/** The names the Transfers page shows for its chips. */
export const TRANSFER_CHIP_NAMES: Record<string, string> = {
  wildcard: 'Wildcard',
  freehit: 'Free Hit',
  manager: 'Assistant Manager',
  managerplaceholder: 'Assistant Manager',
};

/**
 * One chip of each transfer kind: the copy whose window holds the gameweek, else the last one
 * played, else the first.
 */
export function transferChipsFor(chips: readonly EntryChip[], event: number): EntryChip[] {
  const names = [...new Set(chips.filter((c) => c.chip_type === 'transfer').map((c) => c.name))];
  return names.map((name) => {
    const kind = chips.filter((c) => c.name === name);
    return (
      kind.find((c) => event >= c.start_event && event <= c.stop_event) ??
      kind.filter((c) => c.played_by_entry.length > 0).at(-1) ??
      kind[0]!
    );
  });
}

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
