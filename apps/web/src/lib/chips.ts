// Chips as the screens show them: their names (SPEC §3 Chip) and, of the several copies a
// season may hold of one chip, the one a screen offers.
import type { EntryChip } from '@ofl/engine';

const CHIP_NAMES: Record<string, string> = {
  bboost: 'Bench Boost',
  '3xc': 'Triple Captain',
  freehit: 'Free Hit',
  wildcard: 'Wildcard',
  manager: 'Assistant Manager',
  managerplaceholder: 'Assistant Manager',
  rich: 'Rich',
  uteam: 'Unlimited Team',
};

/** A chip's display name; an unknown chip keeps its code. */
export function chipName(code: string): string {
  return CHIP_NAMES[code] ?? code;
}

/**
 * One chip of each name of a type ('team' on Pick Team, 'transfer' on Transfers): the copy whose
 * window holds the gameweek, else the last one played, else the first.
 */
export function chipsOfType(
  chips: readonly EntryChip[],
  type: EntryChip['chip_type'],
  event: number,
): EntryChip[] {
  const names = [...new Set(chips.filter((c) => c.chip_type === type).map((c) => c.name))];
  return names.map((name) => {
    const kind = chips.filter((c) => c.name === name);
    return (
      kind.find((c) => event >= c.start_event && event <= c.stop_event) ??
      kind.filter((c) => c.played_by_entry.length > 0).at(-1) ??
      kind[0]!
    );
  });
}
