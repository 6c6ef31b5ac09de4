// Public rules of the prices area: daily price changes, ownership and cost-change bookkeeping.
export type { CostChanges } from './cost-change';
export { costChangeSince, costChanges } from './cost-change';
export type { PriceSettings } from './price-settings';
export { DEFAULT_PRICE_SETTINGS } from './price-settings';
export type { PriceDay, PriceOutlook, PriceState } from './daily-price-change';
export {
  dailyPriceChange,
  priceChangeThreshold,
  priceOutlook,
  rolloverPriceState,
} from './daily-price-change';
export type { PriceProgress } from './price-progress';
export { priceProgress } from './price-progress';
export { selectedByPercent } from './ownership';
