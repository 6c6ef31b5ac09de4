// Small helpers on a list of picks: who starts, who sits, who is the Assistant Manager.
import type { GameSettings } from '../game-settings';
import { MANAGER } from '../types';
import type { TeamPick } from './types';

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
