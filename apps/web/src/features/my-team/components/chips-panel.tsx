import { chipButtonLabel } from '@ofl/engine/src/chips/index';
import type { EntryChip } from '@ofl/engine';

/** The names the chips panel shows. */
export const CHIP_NAMES: Record<string, string> = {
  bboost: 'Bench Boost',
  '3xc': 'Triple Captain',
  wildcard: 'Wildcard',
  freehit: 'Free Hit',
  manager: 'Assistant Manager',
};

/**
 * The team chips a manager plays on Pick Team, one of each kind: the copy whose window holds the
 * gameweek, else the last one played, else the first.
 */
export function teamChipsFor(chips: readonly EntryChip[], event: number): EntryChip[] {
  const names = [...new Set(chips.filter((c) => c.chip_type === 'team').map((c) => c.name))];
  return names.map((name) => {
    const kind = chips.filter((c) => c.name === name);
    return (
      kind.find((c) => event >= c.start_event && event <= c.stop_event) ??
      kind.filter((c) => c.played_by_entry.length > 0).at(-1) ??
      kind[0]!
    );
  });
}

/** The chips panel: each chip with its label from the engine (Play, Active, Pending, ...). */
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
    <ul className="chips-panel" aria-label="Chips">
      {teamChipsFor(chips, event).map((chip) => {
        const label = chipButtonLabel(chip);
        const name = CHIP_NAMES[chip.name] ?? chip.name;
        const fixed = chip.status_for_entry === 'unavailable' || chip.status_for_entry === 'played';
        const on = chip.status_for_entry === 'proposed' || chip.status_for_entry === 'active';
        return (
          <li key={chip.id} className={`chips-panel__chip${on ? ' is-on' : ''}`}>
            <span className="chips-panel__name">{name}</span>
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
