import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementTypeId } from '../types';
import { money } from '../types';
import type { PriceState } from './daily-price-change';
import { dailyPriceChange, priceChangeThreshold, rolloverPriceState } from './daily-price-change';
import { DEFAULT_PRICE_SETTINGS } from './price-settings';

const state = (nowCost: number, costChangeEvent = 0, progress = 0): PriceState => ({
  nowCost: money(nowCost),
  costChangeEvent,
  progress,
});
const day = (
  netTransfers: number,
  owners = 1000,
  totalPlayers = 100_000,
  elementType: ElementTypeId = 3,
) => ({
  elementType,
  netTransfers,
  owners,
  totalPlayers,
});

describe('priceChangeThreshold', () => {
  it('needs more net transfers for a more owned player', () => {
    expect(priceChangeThreshold(50_000, 100_000)).toBeGreaterThan(
      priceChangeThreshold(1_000, 100_000),
    );
  });

  it('grows with the game: 0.2% of all teams plus 10% of the owners', () => {
    expect(priceChangeThreshold(1_000, 100_000)).toBe(300);
  });

  it('never drops below the minimum in a tiny game', () => {
    expect(priceChangeThreshold(0, 3)).toBe(DEFAULT_PRICE_SETTINGS.minThreshold);
  });
});

describe('dailyPriceChange', () => {
  it('raises the price by 0.1m once net transfers reach the threshold, and starts counting again', () => {
    const { state: next, change } = dailyPriceChange(state(55), day(300));
    expect(change).toBe(1);
    expect(next).toEqual(state(56, 1, 0));
  });

  it('keeps the price and the progress below the threshold', () => {
    const { state: next, change } = dailyPriceChange(state(55, 0, 100), day(150));
    expect(change).toBe(0);
    expect(next).toEqual(state(55, 0, 250));
  });

  it('drops the price by 0.1m when net transfers out reach the threshold', () => {
    const { state: next, change } = dailyPriceChange(state(55, 0, -200), day(-100));
    expect(change).toBe(-1);
    expect(next).toEqual(state(54, -1, 0));
  });

  it('changes a price at most 0.1m in a day, however many transfers', () => {
    expect(dailyPriceChange(state(55), day(1_000_000)).change).toBe(1);
  });

  it('stops at +0.3m in a gameweek and holds the progress at the threshold', () => {
    const { state: next, change } = dailyPriceChange(state(58, 3), day(5_000));
    expect(change).toBe(0);
    expect(next).toEqual(state(58, 3, 300));
  });

  it('stops at -0.3m in a gameweek', () => {
    expect(dailyPriceChange(state(52, -3), day(-5_000)).change).toBe(0);
  });

  it('never drops a price below the 3.5m floor', () => {
    const { state: next, change } = dailyPriceChange(state(35), day(-5_000));
    expect(change).toBe(0);
    expect(next.nowCost).toBe(35);
    expect(next.progress).toBe(-300);
  });

  it('never changes the price of an Assistant Manager', () => {
    const before = state(10);
    expect(dailyPriceChange(before, day(5_000, 1000, 100_000, 5))).toEqual({
      state: before,
      change: 0,
    });
  });

  it('keeps every price within the daily and gameweek caps and above the floor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 35, max: 150 }),
        fc.array(fc.integer({ min: -20_000, max: 20_000 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 100_000 }),
        (start, nights, owners) => {
          let s = state(start);
          for (const net of nights) {
            const { state: next, change } = dailyPriceChange(s, day(net, owners));
            expect(Math.abs(change)).toBeLessThanOrEqual(1);
            expect(next.nowCost - s.nowCost).toBe(change);
            expect(Math.abs(next.costChangeEvent)).toBeLessThanOrEqual(3);
            expect(next.nowCost).toBeGreaterThanOrEqual(Math.min(start, 35));
            s = next;
          }
          expect(Math.abs(s.nowCost - start)).toBeLessThanOrEqual(3);
        },
      ),
    );
  });
});

describe('rolloverPriceState', () => {
  it('resets cost_change_event and keeps half the progress at a new gameweek', () => {
    expect(rolloverPriceState(state(60, 2, 251))).toEqual(state(60, 0, 125));
    expect(rolloverPriceState(state(60, -2, -251))).toEqual(state(60, 0, -125));
  });

  it('never leaves a negative zero of progress', () => {
    expect(Object.is(rolloverPriceState(state(60, 0, -1)).progress, 0)).toBe(true);
  });
});
