import { oneDecimal } from '../form/one-decimal';

/**
 * selected_by_percent (game rules §8): the share of all registered teams whose 15 contain the
 * player, as FPL's string with one decimal ("62.5"); "0.0" while nobody has registered.
 */
export function selectedByPercent(owners: number, totalPlayers: number): string {
  return oneDecimal(owners * 100, totalPlayers);
}
