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

const isOn = (c: EntryChip) => c.status_for_entry === 'active' || c.status_for_entry === 'proposed';

/**
 * The chips as the unsaved team stands, for their buttons: the server's statuses describe the
 * saved team. While a chip is active or proposed no other can be played this gameweek; once none
 * is, a team chip the server held back only because another one was played for the gameweek (its
 * window open, never played) is available again. A transfer chip may be held back for reasons
 * the chips do not show (a team's first gameweek), so it keeps the server's word.
 */
export function plannedChips(
  chips: readonly EntryChip[],
  saved: readonly EntryChip[],
  event: number,
): EntryChip[] {
  const busy = chips.some(isOn);
  const savedOn = saved.find(isOn);
  return chips.map((c) => {
    if (isOn(c) || c.status_for_entry === 'played') return c;
    if (busy) {
      // A cancelled chip still lists the gameweek it was to be played in; it is not played.
      const playedBefore = c.played_by_entry.filter((e) => e !== event);
      return { ...c, status_for_entry: 'unavailable', played_by_entry: playedBefore };
    }
    const heldBack =
      c.status_for_entry === 'unavailable' &&
      c.chip_type === 'team' &&
      savedOn !== undefined &&
      savedOn.id !== c.id &&
      c.played_by_entry.length === 0 &&
      event >= c.start_event &&
      event <= c.stop_event;
    return heldBack ? { ...c, status_for_entry: 'available' } : c;
  });
}

/** What each chip does, as the dialog that asks to play it explains (SPEC §4). */
const CHIP_DESCRIPTIONS: Record<string, string> = {
  bboost: 'The points scored by your substitutes in the next Gameweek are included in your total.',
  '3xc': "Your captain's points are tripled instead of doubled in the next Gameweek.",
  freehit:
    'Make unlimited free transfers for a single Gameweek. At the next deadline your squad returns to how it was at the start of the Gameweek.',
  wildcard:
    'All transfers in the Gameweek are free of charge, including those already made. The squad you pick is kept for the rest of the season.',
  manager:
    'Add a manager to your team for three consecutive Gameweeks; he scores from his club’s results.',
};

/** A chip's explanation; an unknown chip has none. */
export function chipDescription(code: string): string {
  return CHIP_DESCRIPTIONS[code] ?? '';
}

/**
 * Why an unavailable chip cannot be played in the gameweek: played already, its window not yet
 * open or closed, or another chip played in the same gameweek.
 */
export function unavailableReason(
  chip: EntryChip,
  chips: readonly EntryChip[],
  event: number,
): string {
  const played = chip.played_by_entry.at(-1);
  if (played !== undefined) return `Played in GW ${played}`;
  if (event < chip.start_event) return `Not available until GW ${chip.start_event}`;
  if (event > chip.stop_event) return `Not available after GW ${chip.stop_event}`;
  const other = chips.some(
    (c) =>
      c.name !== chip.name &&
      (c.status_for_entry === 'active' || c.status_for_entry === 'proposed'),
  );
  if (other) return 'Another chip is active this gameweek';
  return 'Not available this gameweek';
}
