import type { ElementTypeId, Money } from '../types';
import { MANAGER, money } from '../types';
import type { PriceSettings } from './price-settings';
import { DEFAULT_PRICE_SETTINGS } from './price-settings';

// Our documented threshold model for game rules §4.3 (FPL's own formula is secret):
// - every day the night's net transfers (in - out) are added to a progress counter;
// - the counter must reach a threshold that grows with ownership:
//   max(minThreshold, ceil(totalPlayers * baseRate + owners * ownershipRate));
// - reaching +threshold raises the price one step, -threshold drops it one step, and the counter
//   starts again from 0. At most one change a day, at most maxPerEvent steps in a gameweek each
//   way, never below the floor;
// - a blocked change (cap or floor) keeps the counter at the threshold, so it cannot run away;
// - at the gameweek rollover part of the progress is lost (keptAtRollover percent survives);
// - Assistant Managers (element type 5) have prices fixed for the season (§6.5).
// Days with unlimited transfers (before GW1) are not price days: the caller does not call this.
// Transfers made under a Wildcard or Free Hit are believed to count little or not at all; the
// caller leaves them out of netTransfers.

/** What the price model remembers about a player between days. */
export interface PriceState {
  nowCost: Money;
  /** Tenths moved this gameweek (cost_change_event), within -maxPerEvent..+maxPerEvent. */
  costChangeEvent: number;
  /** Net transfers since the last change. */
  progress: number;
}

/** One night's market for a player. */
export interface PriceDay {
  elementType: ElementTypeId;
  netTransfers: number;
  owners: number;
  totalPlayers: number;
}

/** The net transfers a change needs for a player owned by `owners` of `totalPlayers`. */
export function priceChangeThreshold(
  owners: number,
  totalPlayers: number,
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
): number {
  const scaled = Math.ceil(totalPlayers * settings.baseRate + owners * settings.ownershipRate);
  return Math.max(settings.minThreshold, scaled);
}

/** Where tonight's run stands for a player: his net transfers against the threshold, the locks. */
export interface PriceOutlook {
  /** Net transfers since his last change, this night's included. */
  progress: number;
  threshold: number;
  /** False when the gameweek's limit already holds him. */
  canRise: boolean;
  /** False when the gameweek's limit or the floor already holds him. */
  canFall: boolean;
}

/** The state the night's rule reads: the one place the thresholds and locks are worked out. */
export function priceOutlook(
  state: PriceState,
  day: PriceDay,
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
): PriceOutlook {
  return {
    progress: state.progress + day.netTransfers,
    threshold: priceChangeThreshold(day.owners, day.totalPlayers, settings),
    canRise: state.costChangeEvent + settings.step <= settings.maxPerEvent,
    canFall:
      state.costChangeEvent - settings.step >= -settings.maxPerEvent &&
      state.nowCost - settings.step >= settings.floor,
  };
}

/** The player's price after one night: change is -step, 0 or +step tenths. */
export function dailyPriceChange(
  state: PriceState,
  day: PriceDay,
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
): { state: PriceState; change: number } {
  if (day.elementType === MANAGER) return { state, change: 0 };
  const { progress, threshold, canRise, canFall } = priceOutlook(state, day, settings);
  if (progress >= threshold) {
    if (!canRise) return { state: { ...state, progress: threshold }, change: 0 };
    return { state: moved(state, settings.step), change: settings.step };
  }
  if (progress <= -threshold) {
    if (!canFall) return { state: { ...state, progress: -threshold }, change: 0 };
    return { state: moved(state, -settings.step), change: -settings.step };
  }
  return { state: { ...state, progress }, change: 0 };
}

function moved(state: PriceState, change: number): PriceState {
  return {
    nowCost: money(state.nowCost + change),
    costChangeEvent: state.costChangeEvent + change,
    progress: 0,
  };
}

/** The state at the start of a new gameweek: cost_change_event back to 0, part of the progress kept. */
export function rolloverPriceState(
  state: PriceState,
  settings: PriceSettings = DEFAULT_PRICE_SETTINGS,
): PriceState {
  const kept = Math.trunc((state.progress * settings.keptAtRollover) / 100);
  return { nowCost: state.nowCost, costChangeEvent: 0, progress: kept || 0 };
}
