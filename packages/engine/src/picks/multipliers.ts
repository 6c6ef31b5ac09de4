// Multipliers of a final lineup: starters, captaincy and the chips that change them (game-rules §3.3, §6.4).
import type { ChipName } from '../chips/types';
import type { GameSettings } from '../game-settings';
import { MANAGER } from '../types';
import { isBenched } from './lineup';
import type { ElementEventResults, TeamPick } from './types';

/**
 * What a pick counts as for its multiplier: the one wearing the armband (the captain, or the
 * vice-captain standing in), another starter, a substitute on the bench, or the Assistant Manager.
 */
export type PickRole = 'armband' | 'starter' | 'bench' | 'manager';

export const PICK_ROLES: readonly PickRole[] = ['armband', 'starter', 'bench', 'manager'];

/**
 * Each role's multiplier under `chip`: the armband 2 (3 under Triple Captain), starters 1, the
 * bench 0 (1 under Bench Boost), the Assistant Manager 1. The one table the game's multipliers
 * come from; the server's set-based statements read it too, never their own numbers.
 */
export function roleMultipliers(chip?: ChipName | null): Readonly<Record<PickRole, number>> {
  return {
    armband: chip === '3xc' ? 3 : 2,
    starter: 1,
    bench: chip === 'bboost' ? 1 : 0,
    manager: 1,
  };
}

/** The captain's multiplier: 3 under Triple Captain, else 2. */
export function captainMultiplier(chip?: ChipName | null): number {
  return roleMultipliers(chip).armband;
}

/**
 * Sets every pick's multiplier for scoring. Bench 0 (1 under Bench Boost), starters 1, the
 * Assistant Manager 1. The captain gets 2 (3 under Triple Captain) if he played; otherwise the
 * vice-captain gets it if he played; if neither played nobody's score is multiplied. This does
 * not depend on substitutions: a vice-captain who played is always still in the eleven.
 */
export function resolveMultipliers<P extends TeamPick>(
  picks: readonly P[],
  results: ElementEventResults,
  settings: GameSettings,
  chip?: ChipName | null,
): P[] {
  const played = (p?: TeamPick): boolean => p !== undefined && results[p.element]?.played === true;
  const captain = picks.find((p) => p.is_captain);
  const vice = picks.find((p) => p.is_vice_captain);
  const armband = played(captain)
    ? captain
    : settings.sys_vice_captain_enabled && played(vice)
      ? vice
      : undefined;
  const byRole = roleMultipliers(chip);
  return picks.map((p) => {
    const role: PickRole =
      p.element_type === MANAGER
        ? 'manager'
        : isBenched(p, settings)
          ? 'bench'
          : p === armband
            ? 'armband'
            : 'starter';
    return { ...p, multiplier: byRole[role] };
  });
}

/**
 * The multipliers a saved team carries: captain 2 (3 under Triple Captain), starters 1, bench 0
 * (1 under Bench Boost), the Assistant Manager 1. They are the engine's, with every pick assumed
 * to play; the runner resolves them again from the real results.
 */
export function savedMultipliers(
  picks: readonly TeamPick[],
  settings: GameSettings,
  chip: ChipName | null,
): number[] {
  const everyonePlays = Object.fromEntries(
    picks.map((p) => [p.element, { points: 0, played: true }]),
  );
  return resolveMultipliers(picks, everyonePlays, settings, chip).map((p) => p.multiplier);
}
