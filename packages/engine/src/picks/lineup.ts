// Small helpers on a list of picks: who starts, who sits, who is the Assistant Manager.
import type { GameSettings } from '../game-settings';
import { MANAGER, type ElementId, type ElementTypeId } from '../types';
import type { TeamPick } from './types';

/** A lineup as stored: its players in position order and who wears the armbands. */
export interface StoredLineup {
  readonly elements: readonly number[];
  readonly captain: number;
  readonly viceCaptain: number;
  /** Each position's multiplier as saved; none (all 0) where the caller works them out. */
  readonly multipliers?: readonly number[];
}

/** The picks of a stored lineup (position i + 1 for elements[i]), each player's type by `typeOf`. */
export function lineupPicks(
  lineup: StoredLineup,
  typeOf: (element: number) => ElementTypeId,
): TeamPick[] {
  return lineup.elements.map((element, i) => ({
    element: element as ElementId,
    element_type: typeOf(element),
    position: i + 1,
    is_captain: element === lineup.captain,
    is_vice_captain: element === lineup.viceCaptain,
    multiplier: lineup.multipliers?.[i] ?? 0,
  }));
}

/** Whether the pick is in the starting eleven (positions 1 to squad_squadplay). */
export function isStarter(pick: TeamPick, settings: GameSettings): boolean {
  return pick.element_type !== MANAGER && pick.position <= settings.squad_squadplay;
}

/** Whether the pick is on the bench (after squad_squadplay; never the Assistant Manager). */
export function isBenched(pick: TeamPick, settings: GameSettings): boolean {
  return pick.element_type !== MANAGER && pick.position > settings.squad_squadplay;
}

/** The picks sorted by position, as FPL lists them. */
export function sortByPosition<P extends TeamPick>(picks: readonly P[]): P[] {
  return picks.slice().sort((a, b) => a.position - b.position);
}
