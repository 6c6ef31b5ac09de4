// How the web shows a player's progress towards his next price change (bootstrap
// price_progress and price_transfers_needed, which the server works out with the engine's
// priceProgress from the price model's state): at 100 he rises at the next nightly update as
// things stand, at -100 he falls.
import type { GameElement } from '@ofl/api';
import { MANAGER } from '@ofl/engine/types';

/** The fields of a player the progress reads. */
export type PriceProgressFields = Pick<
  GameElement,
  'element_type' | 'price_progress' | 'price_transfers_needed'
>;

/** Which way the player's price is heading, for colour and arrow. */
export function priceDirection(percent: number | null): 'up' | 'down' | 'level' {
  if (percent === null || percent === 0) return 'level';
  return percent > 0 ? 'up' : 'down';
}

/** The progress as a signed percentage ('+72%', '-45%', '0%'); a dash without a price model. */
export function priceProgressText(percent: number | null): string {
  if (percent === null) return '-';
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** What the progress means for the next nightly update, in words. */
export function priceOutlookText(element: PriceProgressFields): string {
  const { price_progress: percent, price_transfers_needed: needed } = element;
  if (element.element_type === MANAGER) return 'Price fixed for the season';
  if (percent === null) return 'Price follows the real season';
  if (percent === 100) return 'Rises tonight';
  if (percent === -100) return 'Falls tonight';
  if (needed === null) {
    return percent >= 0
      ? 'Cannot rise again before the next gameweek'
      : 'Cannot fall again before the next gameweek';
  }
  const count = Math.abs(needed);
  const transfers = `${count.toLocaleString('en-GB')} more net transfer${count === 1 ? '' : 's'}`;
  return needed >= 0 ? `${transfers} in to rise` : `${transfers} out to fall`;
}
