import { describe, expect, it } from 'vitest';
import { money } from '../types';
import { bankAfterTransfers } from './bank';
import { sellingPrice, teamValue } from './selling-price';

describe('selling price', () => {
  it.each([
    [70, 71, 70],
    [70, 72, 71],
    [70, 73, 71],
    [70, 74, 72],
    [70, 70, 70],
    [70, 68, 68],
  ])('sells a player bought at %i and now at %i for %i', (bought, now, sells) => {
    expect(sellingPrice(money(bought), money(now))).toBe(sells);
  });

  it('values a team as the selling prices plus the bank', () => {
    expect(teamValue([money(50), money(71)], money(5))).toBe(126);
  });

  it('adds what the players out sell for to the bank and takes off what the players in cost', () => {
    const bank = bankAfterTransfers(money(5), [
      { selling_price: money(71), purchase_price: money(60) },
      { selling_price: money(45), purchase_price: money(55) },
    ]);
    expect(bank).toBe(6);
  });
});
