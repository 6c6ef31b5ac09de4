// A picks row's squad as the clients read it: the same five fields on my-team and on a
// gameweek's frozen picks, each of which adds its own.
import type { EntryPicksRow as PicksRow } from '@ofl/db';

/** Each pick of the row in position order: the player, his place, multiplier and armband. */
export function squadPicks(row: PicksRow) {
  return row.elements.map((element, i) => ({
    element,
    position: i + 1,
    multiplier: row.multipliers[i] ?? 0,
    is_captain: element === row.captain,
    is_vice_captain: element === row.viceCaptain,
  }));
}
