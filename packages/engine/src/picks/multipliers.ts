// Multipliers of a final lineup: starters, captaincy and the chips that change them (game-rules §3.3, §6.4).
import type { ChipName } from '../chips/types';
import type { GameSettings } from '../game-settings';
import { MANAGER } from '../types';
import { isBenched } from './lineup';
import type { ElementEventResults, TeamPick } from './types';

/** The captain's multiplier: 3 under Triple Captain, else 2. */
export function captainMultiplier(chip?: ChipName | null): number {
  return chip === '3xc' ? 3 : 2;
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
  return picks.map((p) => {
    let multiplier = 1;
    if (p.element_type === MANAGER) multiplier = 1;
    else if (isBenched(p, settings)) multiplier = chip === 'bboost' ? 1 : 0;
    else if (p === armband) multiplier = captainMultiplier(chip);
    return { ...p, multiplier };
  });
}

/**
 * The multipliers a saved team carries: captain 2 (3 under Triple Captain), starters 1, bench 0
 * (1 under Bench Boost). They are the engine's, with every pick assumed to play; the runner
 * resolves them again from the real results.
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
