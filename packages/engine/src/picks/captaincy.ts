// Captain and vice-captain (SPEC §4 and §5, game-rules §3.3).
import type { GameSettings } from '../game-settings';
import type { ElementId } from '../types';
import { isStarter } from './lineup';
import type { TeamPick } from './types';

/** Which armband: the captain's or the vice-captain's. */
export type CaptainRole = 'captain' | 'vice_captain';

/**
 * Starters who may be given the role: every starter not already holding it (SPEC §5). The
 * Assistant Manager is never offered (game-rules §3.3).
 */
export function captainOptions(
  picks: readonly TeamPick[],
  role: CaptainRole,
  settings: GameSettings,
): ElementId[] {
  return picks
    .filter(
      (p) => isStarter(p, settings) && !(role === 'captain' ? p.is_captain : p.is_vice_captain),
    )
    .map((p) => p.element);
}

/**
 * Gives the armband to a starter. If he holds the other role, the two swap (SPEC §4). The
 * multipliers move with the flags, so the captain's 2 (or 3) follows the armband. Picks that
 * cannot take the role are left unchanged.
 */
export function setCaptaincy<P extends TeamPick>(
  picks: readonly P[],
  element: ElementId,
  role: CaptainRole,
  settings: GameSettings,
): P[] {
  if (!captainOptions(picks, role, settings).includes(element)) return picks.slice();
  const holds = (p: TeamPick): boolean => (role === 'captain' ? p.is_captain : p.is_vice_captain);
  const holdsOther = (p: TeamPick): boolean =>
    role === 'captain' ? p.is_vice_captain : p.is_captain;
  const chosen = picks.find((p) => p.element === element)!;
  const previous = picks.find(holds);
  const captainMultiplier = Math.max(
    ...picks.filter((p) => p.is_captain).map((p) => p.multiplier),
    2,
  );
  const swapRoles = holdsOther(chosen);
  return picks.map((p) => {
    if (p.element === element) {
      const multiplier = role === 'captain' ? captainMultiplier : 1;
      return {
        ...p,
        is_captain: role === 'captain',
        is_vice_captain: role === 'vice_captain',
        multiplier,
      };
    }
    if (p === previous) {
      // The old holder takes the chosen pick's former role when the roles swap, else none.
      const becomes = swapRoles ? (role === 'captain' ? 'vice_captain' : 'captain') : null;
      return {
        ...p,
        is_captain: becomes === 'captain',
        is_vice_captain: becomes === 'vice_captain',
        multiplier: becomes === 'captain' ? captainMultiplier : 1,
      };
    }
    return p;
  });
}

/** Makes a starter captain (SPEC §4: roles swap if he was vice-captain). */
export function setCaptain<P extends TeamPick>(
  picks: readonly P[],
  element: ElementId,
  settings: GameSettings,
): P[] {
  return setCaptaincy(picks, element, 'captain', settings);
}

/** Makes a starter vice-captain (SPEC §4: roles swap if he was captain). */
export function setViceCaptain<P extends TeamPick>(
  picks: readonly P[],
  element: ElementId,
  settings: GameSettings,
): P[] {
  return setCaptaincy(picks, element, 'vice_captain', settings);
}
