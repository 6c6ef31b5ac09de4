// Selling price (game-rules §4.2): half the profit, rounded down to 0.1m; a loss is passed on in full.
import type { Money } from '../types';
import { money } from '../types';

/**
 * What a player sells for. Bought at `purchase`, now at `now`: at or below the purchase price he
 * sells at `now`; above it, at the purchase price plus half the rise rounded down in tenths (the
 * 50% sell-on fee rounded up). Bought at 7.0: 7.1 sells at 7.0, 7.3 at 7.1, 6.8 at 6.8.
 */
export function sellingPrice(purchase: Money, now: Money): Money {
  if (now <= purchase) return now;
  return money(purchase + Math.floor((now - purchase) / 2));
}

/** Team value as FPL shows it: the selling prices of the squad plus the bank. */
export function teamValue(sellingPrices: readonly Money[], bank: Money): Money {
  return money(sellingPrices.reduce((sum, p) => sum + p, bank as number));
}
