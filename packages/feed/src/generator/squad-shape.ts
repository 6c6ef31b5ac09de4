import { randomInt, type Rng } from '@ofl/engine';
import type { ElementTypeId } from '@ofl/engine';

/** The outfield and goalkeeper positions, in API order. */
export type PlayerTypeId = Exclude<ElementTypeId, 5>;

/** How many a club carries of each position, and how many of those usually start. */
export interface PositionDepth {
  elementType: PlayerTypeId;
  count: number;
  starters: number;
}

/**
 * A club's squad by position: 3 goalkeepers, 9-10 defenders, 10-11 midfielders, 5-6 forwards,
 * so every club has cover for a legal fantasy squad (2/5/5/3) even with a few injured.
 */
export function squadShape(rng: Rng): PositionDepth[] {
  const midfielders = randomInt(rng, 10, 11);
  return [
    { elementType: 1, count: 3, starters: 1 },
    { elementType: 2, count: randomInt(rng, 9, 10), starters: 4 },
    { elementType: 3, count: midfielders, starters: randomInt(rng, 3, 4) },
    { elementType: 4, count: randomInt(rng, 5, 6), starters: 2 },
  ];
}
