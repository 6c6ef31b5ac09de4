import type { Money } from '../types';
import { oneDecimal } from './one-decimal';

// Game rules §8: value_form = form / price in millions, value_season = total points / price in
// millions. With money in tenths the millions cancel: form tenths / now_cost.

/** value_form as a one-decimal string, from form in tenths and the price in tenths. */
export function valueForm(formTenths: number, nowCost: Money): string {
  return oneDecimal(formTenths, nowCost);
}

/** value_season as a one-decimal string: Haaland's 239 points at 14.7m give "16.3". */
export function valueSeason(totalPoints: number, nowCost: Money): string {
  return oneDecimal(totalPoints * 10, nowCost);
}
