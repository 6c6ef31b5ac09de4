// The brute-force side of the scoring tests: a stored picks row scored by the engine directly.
import {
  entryEventPoints,
  lineupPicks,
  type ChipName,
  type ElementEventResults,
  type ElementTypeId,
  type GameSettings,
} from '@ofl/engine';

/** A gameweek's picks as entry_picks stores them. */
export interface StoredPicksRow {
  elements: number[];
  captain: number;
  vice_captain: number;
  active_chip: string | null;
}

/** The engine's score of `row` over the gameweek's results, net of `transfersCost`. */
export function scoreStoredPicks(
  row: StoredPicksRow,
  typeOf: (element: number) => ElementTypeId,
  results: ElementEventResults,
  transfersCost: number,
  settings: GameSettings,
) {
  const picks = lineupPicks(
    { elements: row.elements, captain: row.captain, viceCaptain: row.vice_captain },
    typeOf,
  );
  return entryEventPoints({
    picks,
    results,
    chip: row.active_chip as ChipName | null,
    transfersCost,
    settings,
  });
}
