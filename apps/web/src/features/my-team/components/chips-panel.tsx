import type { EntryChip } from '@ofl/engine';

import { ChipButtons } from '../../../components/ui/chip-buttons';
import { chipsOfType } from '../../../lib/chips';

/** Pick Team's chips panel: one of each team chip (Bench Boost, Triple Captain). */
export function ChipsPanel({
  chips,
  event,
  onToggle,
}: {
  chips: readonly EntryChip[];
  event: number;
  onToggle: (chip: EntryChip) => void;
}) {
  return (
    <ChipButtons
      chips={chipsOfType(chips, 'team', event)}
      allChips={chips}
      event={event}
      block="chips-panel"
      onToggle={onToggle}
    />
  );
}
