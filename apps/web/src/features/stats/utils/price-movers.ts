// The players nearest a price change at the next nightly update, each way, from bootstrap's
// price_progress (the price model's state, worked out by the server).
import type { GameElement } from '@ofl/api';

/** Players listed each way. */
export const MOVERS_SHOWN = 20;

/** Nearest first: the highest progress, then the fewest transfers still needed, then by id. */
function nearer(a: GameElement, b: GameElement): number {
  return (
    Math.abs(b.price_progress ?? 0) - Math.abs(a.price_progress ?? 0) ||
    Math.abs(a.price_transfers_needed ?? Infinity) -
      Math.abs(b.price_transfers_needed ?? Infinity) ||
    a.id - b.id
  );
}

/**
 * The likely risers (progress above 0) and fallers (below 0), nearest a change first, at most
 * `shown` of each; a player whom a limit holds that way is left out, as he cannot move.
 */
export function priceMovers(
  elements: readonly GameElement[],
  shown = MOVERS_SHOWN,
): { risers: GameElement[]; fallers: GameElement[] } {
  const movable = elements.filter((e) => e.price_transfers_needed !== null);
  const pick = (keep: (percent: number) => boolean) =>
    movable
      .filter((e) => keep(e.price_progress ?? 0))
      .sort(nearer)
      .slice(0, shown);
  return { risers: pick((p) => p > 0), fallers: pick((p) => p < 0) };
}
