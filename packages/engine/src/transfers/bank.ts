// Money after a set of transfers (game-rules §4.1: bank plus sales must cover purchases).
import type { Money } from '../types';
import { money } from '../types';

/** The prices of one planned transfer: what the player out sells for, what the player in costs. */
export interface TransferPrices {
  readonly selling_price: Money;
  readonly purchase_price: Money;
}

/** The bank after the transfers: bank plus every selling price minus every purchase price. */
export function bankAfterTransfers(bank: Money, transfers: readonly TransferPrices[]): Money {
  return money(
    transfers.reduce((sum, t) => sum + t.selling_price - t.purchase_price, bank as number),
  );
}
