import { chipButtonLabel } from '@ofl/engine/src/chips/index';
import type { EntryChip } from '@ofl/engine';

import { TRANSFER_CHIP_NAMES } from '../utils/transfer-chips';

/**
 * The transfer chips (SPEC §4): Wildcard, Free Hit and the Assistant Manager, each with its
 * label from the engine (Play, Pending, Active, Played GW.., Unavailable, Info).
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
    <ul className="transfer-chips" aria-label="Chips">
      {chips.map((chip) => {
        const label = chipButtonLabel(chip);
        const name = TRANSFER_CHIP_NAMES[chip.name] ?? chip.name;
        const status = chip.status_for_entry;
        const on = status === 'proposed' || status === 'active';
        const fixed =
          status === 'unavailable' ||
          status === 'played' ||
          (status === 'active' && !canCancel(chip));
        return (
          <li key={chip.id} className={`transfer-chips__chip${on ? ' is-on' : ''}`}>
            <span className="transfer-chips__name">{name}</span>
            <button
              type="button"
              className={`button ${on ? 'button--primary' : 'button--secondary'}`}
              disabled={fixed}
              aria-label={`${name}: ${label}`}
              onClick={() => onToggle(chip)}
            >
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
