// Small builders for per-position numbers, so the season tables read like the rules page.
import type { ByPosition } from './types';

/** A value per element type: goalkeeper, defender, midfielder, forward and (optionally) manager. */
export function byPosition(gk: number, def: number, mid: number, fwd: number, am = 0): ByPosition {
  return { 1: gk, 2: def, 3: mid, 4: fwd, 5: am };
}

/** The same value for the four player positions and nothing for the manager. */
export function players(n: number): ByPosition {
  return byPosition(n, n, n, n, 0);
}

/** The same value for every element type, the manager included. */
export function everyone(n: number): ByPosition {
  return byPosition(n, n, n, n, n);
}

/** Only the manager scores this. */
export function managerOnly(n: number): ByPosition {
  return byPosition(0, 0, 0, 0, n);
}
