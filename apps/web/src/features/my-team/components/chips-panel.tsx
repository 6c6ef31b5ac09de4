import type { EntryChip } from '@ofl/engine';

import { ChipButtons } from '../../../components/ui/chip-buttons';
import { chipsOfType, plannedChips } from '../../../lib/chips';

/**
 * Pick Team's chips panel: one of each team chip (Bench Boost, Triple Captain), as the unsaved
 * team stands.
 */
export function ChipsPanel({
  chips,
  saved,
  event,
  onToggle,
}: {
  chips: readonly EntryChip[];
  /** The chips of the saved team, as the server reported them. */
  saved: readonly EntryChip[];
  event: number;
  onToggle: (chip: EntryChip) => void;
}) {
  const planned = plannedChips(chips, saved, event);
  return (
    <ChipButtons
      chips={chipsOfType(planned, 'team', event)}
      allChips={planned}
      event={event}
      block="chips-panel"
      onToggle={onToggle}
    />
  );
}
