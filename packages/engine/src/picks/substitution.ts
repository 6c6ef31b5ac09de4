// The Pick Team substitution state machine (SPEC §4 Substitution, §5 Swap).
import { type GameSettings } from '../game-settings';
import type { ElementId } from '../types';
import { MANAGER } from '../types';
import { isValidFormation } from './formation';
import { sortByPosition, isStarter } from './lineup';
import type { PitchPick, TeamPick } from './types';

/**
 * Whether two picks may swap places. Two starters never swap (it would change nothing). A starter
 * and a bench player swap when the eleven stays within every type's squad_min_play and
 * squad_max_play; two bench players reorder freely. Either way, locked sub positions hold: a
 * type with sub_positions_locked sits on the bench only there, and nobody else may take them.
 */
export function canSwap(
  picks: readonly TeamPick[],
  a: ElementId,
  b: ElementId,
  settings: GameSettings,
): boolean {
  const pa = picks.find((p) => p.element === a);
  const pb = picks.find((p) => p.element === b);
  if (!pa || !pb || pa === pb || pa.element_type === MANAGER || pb.element_type === MANAGER) {
    return false;
  }
  const aStarts = isStarter(pa, settings);
  const bStarts = isStarter(pb, settings);
  if (aStarts && bStarts) return false;
  if (
    !benchPlaceAllowed(pa, pb.position, settings) ||
    !benchPlaceAllowed(pb, pa.position, settings)
  ) {
    return false;
  }
  if (aStarts === bStarts || pa.element_type === pb.element_type) return true;
  const starters = picks.filter((p) => isStarter(p, settings) && p !== pa && p !== pb);
  const incoming = aStarts ? pb : pa;
  return isValidFormation(
    [...starters, incoming].map((p) => p.element_type),
    settings,
  );
}

/** Whether a pick may sit at this position, given the locked sub positions. */
function benchPlaceAllowed(pick: TeamPick, position: number, settings: GameSettings): boolean {
  if (position <= settings.squad_squadplay) return true;
  return settings.element_types.every((t) => {
    const locked = t.sub_positions_locked;
    if (locked.length === 0) return true;
    return t.id === pick.element_type ? locked.includes(position) : !locked.includes(position);
  });
}

/**
 * Swaps two picks: they exchange position, captain and vice-captain flags and multipliers. The
 * starters are then re-sorted by element type and renumbered from 1; the bench keeps its order.
 */
export function swapPicks<P extends TeamPick>(
  picks: readonly P[],
  a: ElementId,
  b: ElementId,
  settings: GameSettings,
): P[] {
  const pa = picks.find((p) => p.element === a);
  const pb = picks.find((p) => p.element === b);
  if (!pa || !pb) return picks.slice();
  const seat = (p: P, from: P): P => ({
    ...p,
    position: from.position,
    is_captain: from.is_captain,
    is_vice_captain: from.is_vice_captain,
    multiplier: from.multiplier,
  });
  const swapped = picks.map((p) => (p === pa ? seat(pa, pb) : p === pb ? seat(pb, pa) : p));
  return renumberStarters(swapped, settings);
}

/** Sorts the starters by element type (then former position) and numbers them from 1. */
export function renumberStarters<P extends TeamPick>(
  picks: readonly P[],
  settings: GameSettings,
): P[] {
  const starters = picks
    .filter((p) => isStarter(p, settings))
    .sort((x, y) => x.element_type - y.element_type || x.position - y.position);
  const number = new Map(starters.map((p, i) => [p, i + 1]));
  return sortByPosition(picks.map((p) => (number.has(p) ? { ...p, position: number.get(p)! } : p)));
}

/** Clears every substitution status (Cancel). */
export function cancelSubstitution<P extends PitchPick>(picks: readonly P[]): P[] {
  return picks.map((p) => ({ ...p, subStatus: '' }));
}

/**
 * One tap on the pitch. With nothing under way, the pick becomes the instigator, every pick it can
 * swap with becomes a target and the rest invalid. Tapping the instigator again cancels. Tapping a
 * target swaps the two and clears the statuses. Tapping an invalid pick changes nothing.
 */
export function selectForSubstitution<P extends PitchPick>(
  picks: readonly P[],
  element: ElementId,
  settings: GameSettings,
): P[] {
  const tapped = picks.find((p) => p.element === element);
  if (!tapped) return picks.slice();
  const instigator = picks.find((p) => p.subStatus === 'instigator');
  if (!instigator) {
    if (tapped.element_type === MANAGER) return picks.slice();
    return picks.map((p) => ({
      ...p,
      subStatus:
        p === tapped
          ? 'instigator'
          : canSwap(picks, element, p.element, settings)
            ? 'target'
            : 'invalid',
    }));
  }
  if (tapped === instigator) return cancelSubstitution(picks);
  if (tapped.subStatus !== 'target') return picks.slice();
  return cancelSubstitution(swapPicks(picks, instigator.element, element, settings));
}

/** Gives every pick an empty substitution status, ready for the pitch. */
export function toPitchPicks<P extends TeamPick>(picks: readonly P[]): (P & PitchPick)[] {
  return picks.map((p) => ({ ...p, subStatus: '' as const }));
}
