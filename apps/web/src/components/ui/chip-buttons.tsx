import { chipButtonLabel } from '@ofl/engine/src/chips/index';
import type { EntryChip } from '@ofl/engine';

import { chipName } from '../../lib/chips';

/**
 * A row of chips, each with its name and a button labelled by the engine (Play, Active, Pending,
 * Played GW.., Unavailable, ...). `block` is the CSS block name (`block__chip`, `block__name`);
 * `locked` holds a chip the manager may not toggle beyond those unavailable or played.
 */
export function ChipButtons({
  chips,
  block,
  locked = () => false,
  onToggle,
}: {
  chips: readonly EntryChip[];
  block: string;
  locked?: (chip: EntryChip) => boolean;
  onToggle: (chip: EntryChip) => void;
}) {
  return (
    <ul className={block} aria-label="Chips">
      {chips.map((chip) => {
        const label = chipButtonLabel(chip);
        const name = chipName(chip.name);
        const status = chip.status_for_entry;
        const on = status === 'proposed' || status === 'active';
        const fixed = status === 'unavailable' || status === 'played' || locked(chip);
        return (
          <li key={chip.id} className={`${block}__chip${on ? ' is-on' : ''}`}>
            <span className={`${block}__name`}>{name}</span>
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
