import type { EntryChip } from '@ofl/engine';

import { ChipButtons } from '../../../components/ui/chip-buttons';

/**
 * The transfer chips (SPEC §4): Wildcard, Free Hit and the Assistant Manager; an active one
 * stays on unless it may still be cancelled. Playing one after this gameweek's transfers warns
 * that it then cannot be cancelled.
 */
export function TransferChipsPanel({
  chips,
  allChips,
  event,
  canCancel,
  needsConfirmation,
  onToggle,
}: {
  chips: readonly EntryChip[];
  allChips: readonly EntryChip[];
  event: number;
  canCancel: (chip: EntryChip) => boolean;
  needsConfirmation: (chip: EntryChip) => boolean;
  onToggle: (chip: EntryChip) => void;
}) {
  return (
    <ChipButtons
      chips={chips}
      allChips={allChips}
      event={event}
      block="transfer-chips"
      locked={(chip) => chip.status_for_entry === 'active' && !canCancel(chip)}
      warning={(chip) => (needsConfirmation(chip) ? afterTransfersWarning(chip) : null)}
      onToggle={onToggle}
    />
  );
}

/** SPEC §4: a Free Hit after a transfer this gameweek, a Wildcard after more than one. */
function afterTransfersWarning(chip: EntryChip): string {
  return chip.name === 'freehit'
    ? 'You have already made a transfer this Gameweek. Once played with your transfers, the Free Hit cannot be cancelled.'
    : 'You have already made transfers this Gameweek. Playing your Wildcard now makes them free, and it cannot be cancelled once confirmed.';
}
