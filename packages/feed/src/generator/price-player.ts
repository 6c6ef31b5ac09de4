import type { ElementTypeId } from '@ofl/engine';

// Start-of-season price bands in tenths, by position. The curve is convex so most players sit
// near the floor and only the best few reach the top: the real game's shape, where about half the
// players cost 4.0-5.0m and only a handful more than 10.0m.
const BANDS: Record<1 | 2 | 3 | 4, { min: number; max: number }> = {
  1: { min: 40, max: 60 },
  2: { min: 40, max: 75 },
  3: { min: 45, max: 135 },
  4: { min: 45, max: 150 },
};
const CURVE = 3;

/** Lowest and highest price a player can start at. */
export const PLAYER_PRICE_RANGE = { min: 40, max: 150 } as const;

/** Start price in tenths for a player of this quality and position, on a 0.5m step. */
export function pricePlayer(quality: number, elementType: Exclude<ElementTypeId, 5>): number {
  const band = BANDS[elementType];
  const raw = band.min + (band.max - band.min) * quality ** CURVE;
  return Math.min(band.max, Math.max(band.min, Math.round(raw / 5) * 5));
}

/**
 * The Assistant Manager's price: 2024/25 priced the twenty head coaches between 0.5m and 1.5m,
 * fixed for the season (reference/game-rules.md §6.5). Better clubs' coaches cost more.
 */
export function priceManager(clubRating: number): number {
  return 5 + Math.round(Math.min(1, Math.max(0, clubRating)) * 10);
}
