import type { Money } from '../types';
import { money } from '../types';

/**
 * The knobs of the price model. FPL keeps its own formula secret (game rules §4.3, §12.5), so
 * these are ours, chosen to match the long-standing community understanding.
 */
export interface PriceSettings {
  /** One change is at most this many tenths (0.1m). */
  step: number;
  /** At most this many tenths up or down within one gameweek (0.3m). */
  maxPerEvent: number;
  /** No price falls below this (3.5m). */
  floor: Money;
  /** Share of all managers every change needs, whatever the ownership (0.2%). */
  baseRate: number;
  /** Extra share of the player's owners a change needs, so owned players move slower (10%). */
  ownershipRate: number;
  /** No threshold is smaller than this many net transfers, so a tiny game does not swing prices. */
  minThreshold: number;
  /** Percent of the unspent progress kept when a new gameweek starts. */
  keptAtRollover: number;
}

/** The default price model: 0.1m a day, 0.3m a gameweek, floor 3.5m. */
export const DEFAULT_PRICE_SETTINGS: PriceSettings = {
  step: 1,
  maxPerEvent: 3,
  floor: money(35),
  baseRate: 0.002,
  ownershipRate: 0.1,
  minThreshold: 10,
  keptAtRollover: 50,
};
