// The chips panel as the client plans with it: propose, cancel, restore, and button labels (SPEC §4).
import type { EntryChip } from './types';

const busy = (chips: readonly EntryChip[]): boolean =>
  chips.some((c) => c.status_for_entry === 'active' || c.status_for_entry === 'proposed');

const update = (chips: readonly EntryChip[], id: number, change: Partial<EntryChip>): EntryChip[] =>
  chips.map((c) => (c.id === id ? { ...c, ...change } : c));

/**
 * Proposes a chip: available or unavailable becomes proposed (the server has the last word).
 * Ignored while any chip is active or proposed, since only one chip is played per gameweek. A
 * transfer chip is pending until its transfers are confirmed.
 */
export function proposeChip(chips: readonly EntryChip[], id: number): EntryChip[] {
  const chip = chips.find((c) => c.id === id);
  if (!chip || busy(chips)) return chips.slice();
  if (chip.status_for_entry !== 'available' && chip.status_for_entry !== 'unavailable') {
    return chips.slice();
  }
  return update(chips, id, {
    status_for_entry: 'proposed',
    is_pending: chip.chip_type === 'transfer',
  });
}

/**
 * Cancels a chip: a proposed one returns to available, an active team chip becomes cancelled.
 * An active transfer chip is left alone: once confirmed it cannot be cancelled.
 */
export function cancelChip(chips: readonly EntryChip[], id: number): EntryChip[] {
  const chip = chips.find((c) => c.id === id);
  if (chip?.status_for_entry === 'proposed') {
    return update(chips, id, { status_for_entry: 'available', is_pending: false });
  }
  if (chip?.status_for_entry === 'active' && chip.chip_type === 'team') {
    return update(chips, id, { status_for_entry: 'cancelled' });
  }
  return chips.slice();
}

/** Restores a cancelled chip to active; ignored while any chip is active or proposed. */
export function restoreChip(chips: readonly EntryChip[], id: number): EntryChip[] {
  const chip = chips.find((c) => c.id === id);
  if (chip?.status_for_entry !== 'cancelled' || busy(chips)) return chips.slice();
  return update(chips, id, { status_for_entry: 'active' });
}

/** The chip the client will send with a save: the proposed or active one, else null (cancels). */
export function chipToSave(chips: readonly EntryChip[]): EntryChip['name'] | null {
  return (
    chips.find((c) => c.status_for_entry === 'proposed' || c.status_for_entry === 'active')?.name ??
    null
  );
}

/**
 * Whether the Assistant Manager shows as a placeholder (with an 'Info' button): before
 * start_event - 1. From then on he shows as a chip like the others.
 */
export function showsManagerPlaceholder(chip: EntryChip, nextEvent: number): boolean {
  return chip.name === 'manager' && nextEvent < chip.start_event - 1;
}

/**
 * The chip button's label: 'Unavailable', 'Pending' for a proposed chip or an active one still
 * pending, 'Active', 'Play' for an available or cancelled chip, 'Played GW{n}' with the last
 * gameweek played, and 'Info' for the Assistant Manager placeholder.
 */
export function chipButtonLabel(chip: EntryChip): string {
  if (chip.name === 'managerplaceholder') return 'Info';
  switch (chip.status_for_entry) {
    case 'unavailable':
      return 'Unavailable';
    case 'proposed':
      return 'Pending';
    case 'active':
      return chip.is_pending ? 'Pending' : 'Active';
    case 'available':
    case 'cancelled':
      return 'Play';
    case 'played':
      return `Played GW${chip.played_by_entry[chip.played_by_entry.length - 1] ?? ''}`;
  }
}
