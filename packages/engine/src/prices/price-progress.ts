import { MANAGER } from '../types';
import type { PriceDay, PriceState } from './daily-price-change';
import { priceOutlook } from './daily-price-change';
import type { PriceSettings } from './price-settings';
import { DEFAULT_PRICE_SETTINGS } from './price-settings';

// How far a player is from his next price change, read from the same outlook the night's rule
// (dailyPriceChange) acts on, so the figure cannot disagree with what the night does:
// 100 means he rises tonight as things stand, -100 that he falls, anything between that he
// does not move. A player whom a lock holds (the gameweek's limit, the floor) shows at most 99
// towards it, with no transfers that could move him before the next gameweek.

/** A player's progress towards his next price change. */
export interface PriceProgress {
  /** -100..100: net transfers since his last change as a share of his threshold, whole percent. */
  percent: number;
  /**
   * Net transfers still needed for the change his progress points to (in when rising, out when
   * falling, so negative), 0 when it happens tonight; null when a lock holds him that way.
   */
  transfersNeeded: number | null;
}

/** Progress of a player whose price does not move (an Assistant Manager's). */
const FIXED: PriceProgress = { percent: 0, transfersNeeded: null };

/** The player's progress after `day`'s net transfers so far, before the night runs. */
export function priceProgress(
  state: PriceState,
  day: PriceDay,
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
): PriceProgress {
  if (day.elementType === MANAGER) return FIXED;
  const { progress, threshold, canRise, canFall } = priceOutlook(state, day, settings);
  const rising = progress >= 0;
  const free = rising ? canRise : canFall;
  const share = Math.trunc((100 * progress) / threshold);
  const limit = free ? 100 : 99;
  const percent = Math.max(-limit, Math.min(limit, share)) || 0;
  if (!free) return { percent, transfersNeeded: null };
  const needed = rising ? Math.max(0, threshold - progress) : Math.min(0, -threshold - progress);
  return { percent, transfersNeeded: needed || 0 };
}
