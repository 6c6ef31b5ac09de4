import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementTypeId } from '../types';
import { money } from '../types';
import type { PriceState } from './daily-price-change';
import { dailyPriceChange, priceChangeThreshold } from './daily-price-change';
import { priceProgress } from './price-progress';
import { DEFAULT_PRICE_SETTINGS } from './price-settings';

const state = (nowCost: number, costChangeEvent = 0, progress = 0): PriceState => ({
  nowCost: money(nowCost),
  costChangeEvent,
  progress,
});
// 1,000 owners of 100,000 teams: a threshold of 300 net transfers.
const day = (netTransfers: number, elementType: ElementTypeId = 3) => ({
  elementType,
  netTransfers,
  owners: 1000,
  totalPlayers: 100_000,
});

describe('priceProgress', () => {
  it('is the net transfers since the last change as a share of the threshold', () => {
    expect(priceProgress(state(60, 0, 100), day(50))).toEqual({
      percent: 50,
      transfersNeeded: 150,
    });
    expect(priceProgress(state(60, 0, -100), day(-125))).toEqual({
      percent: -75,
      transfersNeeded: -75,
    });
  });

  it('reaches 100 only at the threshold, and stays there beyond it', () => {
    expect(priceProgress(state(60), day(299)).percent).toBe(99);
    expect(priceProgress(state(60), day(300))).toEqual({ percent: 100, transfersNeeded: 0 });
    expect(priceProgress(state(60), day(900))).toEqual({ percent: 100, transfersNeeded: 0 });
    expect(priceProgress(state(60), day(-299)).percent).toBe(-99);
    expect(priceProgress(state(60), day(-450))).toEqual({ percent: -100, transfersNeeded: 0 });
  });

  it('holds a player at 99 with no transfers needed when the gameweek limit locks him', () => {
    const max = DEFAULT_PRICE_SETTINGS.maxPerEvent;
    expect(priceProgress(state(63, max), day(400))).toEqual({
      percent: 99,
      transfersNeeded: null,
    });
    expect(priceProgress(state(57, -max), day(-400))).toEqual({
      percent: -99,
      transfersNeeded: null,
    });
    // A lock one way leaves the other way open.
    expect(priceProgress(state(63, max), day(-150))).toEqual({
      percent: -50,
      transfersNeeded: -150,
    });
  });

  it('cannot point to a fall below the floor', () => {
    expect(priceProgress(state(35), day(-1000))).toEqual({ percent: -99, transfersNeeded: null });
  });

  it('is 0 with nothing to do for an Assistant Manager, whose price is fixed', () => {
    expect(priceProgress(state(80), day(5000, 5))).toEqual({ percent: 0, transfersNeeded: null });
  });

  it('foresees the night exactly: 100 rises, -100 falls, anything else stays', () => {
    const max = DEFAULT_PRICE_SETTINGS.maxPerEvent;
    fc.assert(
      fc.property(
        fc.integer({ min: 35, max: 150 }),
        fc.integer({ min: -max, max }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom<ElementTypeId>(1, 2, 3, 4, 5),
        (cost, cce, progress, net, owners, total, elementType) => {
          const s = state(cost, cce, progress);
          const d = { elementType, netTransfers: net, owners, totalPlayers: total };
          const { percent, transfersNeeded } = priceProgress(s, d);
          const { change } = dailyPriceChange(s, d);
          expect(percent).toBeGreaterThanOrEqual(-100);
          expect(percent).toBeLessThanOrEqual(100);
          expect(Math.sign(change)).toBe(percent === 100 ? 1 : percent === -100 ? -1 : 0);
          // The transfers still needed bring him exactly to the threshold.
          if (transfersNeeded !== null && transfersNeeded !== 0 && elementType !== 5) {
            const after = priceProgress(s, { ...d, netTransfers: net + transfersNeeded });
            expect(Math.abs(after.percent)).toBe(100);
            expect(priceChangeThreshold(owners, total)).toBe(
              Math.abs(progress + net + transfersNeeded),
            );
          }
        },
      ),
    );
  });
});
