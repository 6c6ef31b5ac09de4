// Formations of the starting eleven (SPEC §2 Pick Team, game-rules §3.2).
import type { GameSettings } from '../game-settings';
import { playingElementTypes } from '../game-settings';
import type { ElementTypeId } from '../types';

/** The eight formations of SPEC §2, goalkeeper first, as FPL writes them. */
export const FORMATIONS = [
  '1-5-4-1',
  '1-5-3-2',
  '1-5-2-3',
  '1-4-5-1',
  '1-4-4-2',
  '1-4-3-3',
  '1-3-5-2',
  '1-3-4-3',
] as const;

/** One of the eight formations. */
export type FormationName = (typeof FORMATIONS)[number];

/** How many starters of each playing type, in element type order. */
export function formationCounts(
  starterTypes: readonly ElementTypeId[],
  settings: GameSettings,
): number[] {
  return playingElementTypes(settings).map((t) => starterTypes.filter((s) => s === t.id).length);
}

/** The formation as counts per position joined by dashes ('1-4-4-2'), as SPEC §9 shows it. */
export function formationName(
  starterTypes: readonly ElementTypeId[],
  settings: GameSettings,
): string {
  return formationCounts(starterTypes, settings).join('-');
}

/**
 * Whether these types make a legal eleven: squad_squadplay players, each playing type between its
 * squad_min_play and squad_max_play, and nobody of a type that never plays (the manager).
 */
export function isValidFormation(
  starterTypes: readonly ElementTypeId[],
  settings: GameSettings,
): boolean {
  if (starterTypes.length !== settings.squad_squadplay) return false;
  const playing = playingElementTypes(settings);
  if (starterTypes.some((s) => !playing.some((t) => t.id === s))) return false;
  return playing.every((t) => {
    const n = starterTypes.filter((s) => s === t.id).length;
    return n >= t.squad_min_play && n <= t.squad_max_play;
  });
}

/** Every legal formation under these settings, most defenders first (the order of SPEC §2). */
export function validFormations(settings: GameSettings): string[] {
  const playing = playingElementTypes(settings);
  const out: number[][] = [];
  const walk = (i: number, counts: number[], left: number): void => {
    const type = playing[i];
    if (!type) {
      if (left === 0) out.push(counts);
      return;
    }
    for (let n = type.squad_max_play; n >= type.squad_min_play; n--) {
      if (n <= left) walk(i + 1, [...counts, n], left - n);
    }
  };
  walk(0, [], settings.squad_squadplay);
  return out.map((c) => c.join('-'));
}
