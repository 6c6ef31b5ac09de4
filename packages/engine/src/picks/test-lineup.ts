// Test helpers: lineups written as strings of types, so each rule's table reads like the rule.
import type { ElementId, ElementTypeId } from '../types';
import type { ElementEventResults, PitchPick, TeamPick } from './types';

/**
 * Builds picks from a string of element types in position order, e.g. '1 2222 3333 44 | 1 234':
 * digits are element types, spaces and bars are ignored. Element ids are position * 10. The
 * captain is the starter at `captain` and the vice-captain the starter at `vice`.
 */
export function lineup(types: string, captain = 2, vice = 3): TeamPick[] {
  const digits = [...types].filter((c) => c >= '1' && c <= '5').map(Number) as ElementTypeId[];
  return digits.map((element_type, i) => {
    const position = i + 1;
    const starter = position <= 11;
    return {
      element: (position * 10) as ElementId,
      element_type,
      position,
      is_captain: position === captain,
      is_vice_captain: position === vice,
      multiplier: !starter ? 0 : position === captain ? 2 : 1,
    };
  });
}

/** The same picks on the pitch, with no substitution under way. */
export function pitch(types: string): PitchPick[] {
  return lineup(types).map((p) => ({ ...p, subStatus: '' }));
}

/** Results where the listed positions did not play; everyone else played and scored `points`. */
export function resultsWhere(
  picks: readonly TeamPick[],
  absent: readonly number[],
  points = 2,
): ElementEventResults {
  return Object.fromEntries(
    picks.map((p) => [
      p.element,
      { points: absent.includes(p.position) ? 0 : points, played: !absent.includes(p.position) },
    ]),
  );
}

/** The element id of the pick first placed at this position. */
export const at = (position: number): ElementId => (position * 10) as ElementId;
