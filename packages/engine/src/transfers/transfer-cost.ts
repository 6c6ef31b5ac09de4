// Extra transfer cost (SPEC §9) and the cap of transfers per gameweek (game-rules §4.1).
import type { ChipName } from '../chips/types';
import type { GameSettings } from '../game-settings';
import type { RuleViolation } from '../squad/types';
import { FREE_TRANSFER_CHIPS } from './free-transfers';

/** The transfers of one gameweek: already confirmed, being proposed, and the free ones. */
export interface TransferCount {
  /** Transfers already confirmed this gameweek. */
  readonly made: number;
  /** Transfers being proposed now. */
  readonly proposed: number;
  /** Free transfers of the gameweek; null while transfers are unlimited. */
  readonly limit: number | null;
  readonly chip?: ChipName | null;
}

/**
 * Points the proposed transfers cost: transfers_cost times those above the free ones left
 * (limit minus made, floor 0). Nothing while unlimited or under Wildcard, Free Hit, rich or uteam.
 */
export function extraTransferCost(count: TransferCount, settings: GameSettings): number {
  if (count.limit === null || (count.chip && FREE_TRANSFER_CHIPS.has(count.chip))) return 0;
  const freeLeft = Math.max(0, count.limit - count.made);
  return settings.transfers_cost * Math.max(0, count.proposed - freeLeft);
}

/** A gameweek's whole transfer cost (event_transfers_cost) once its transfers are all made. */
export function eventTransfersCost(
  made: number,
  limit: number | null,
  settings: GameSettings,
  chip?: ChipName | null,
): number {
  return extraTransferCost({ made: 0, proposed: made, limit, chip }, settings);
}

/**
 * `transfer_cap_exceeded` when the gameweek would pass transfers_cap. The cap does not apply
 * under Wildcard, Free Hit, rich or uteam, nor while transfers are unlimited.
 */
export function transferCapViolation(
  count: TransferCount,
  settings: GameSettings,
): RuleViolation | null {
  if (count.limit === null || (count.chip && FREE_TRANSFER_CHIPS.has(count.chip))) return null;
  if (count.made + count.proposed <= settings.transfers_cap) return null;
  return {
    code: 'transfer_cap_exceeded',
    message: `Unable to confirm transfers as they will take you over the limit of ${settings.transfers_cap} transfers in a single Gameweek.`,
  };
}
