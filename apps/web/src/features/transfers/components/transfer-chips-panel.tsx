import type { EntryChip } from '@ofl/engine';

import { ChipButtons } from '../../../components/ui/chip-buttons';

/**
 * The transfer chips (SPEC §4): Wildcard, Free Hit and the Assistant Manager; an active one
 * stays on unless it may still be cancelled.
 */
export function TransferChipsPanel({
  chips,
  canCancel,
  onToggle,
}: {
  chips: readonly EntryChip[];
  canCancel: (chip: EntryChip) => boolean;
  onToggle: (chip: EntryChip) => void;
}) {
  return (
    <ChipButtons
      chips={chips}
      block="transfer-chips"
      locked={(chip) => chip.status_for_entry === 'active' && !canCancel(chip)}
      onToggle={onToggle}
    />
  );
}
