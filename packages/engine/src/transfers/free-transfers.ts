// Free transfers per gameweek and their rollover (game-rules §4.1).
import type { ChipName } from '../chips/types';
import type { GameSettings } from '../game-settings';

/** Chips under which transfers are free and do not use up free transfers. */
export const FREE_TRANSFER_CHIPS: ReadonlySet<ChipName> = new Set([
  'wildcard',
  'freehit',
  'rich',
  'uteam',
]);

/** One gameweek of an entry's transfer history. */
export interface TransferWeek {
  readonly event: number;
  /** Transfers made for this gameweek (a sale plus a purchase is one). */
  readonly made: number;
  readonly chip?: ChipName | null;
  /** A one-off top-up announced for this gameweek (25/26 AFCON: 5 before GW16). */
  readonly topUpTo?: number;
}

/** The most free transfers an entry can hold: the weekly one plus max_extra_free_transfers. */
export function maxFreeTransfers(settings: GameSettings): number {
  return 1 + settings.max_extra_free_transfers;
}

/**
 * Free transfers for the next gameweek. `limit` null means transfers were unlimited (the entry's
 * first gameweek): the next one starts with 1. Under Wildcard or Free Hit the banked transfers are
 * kept with no new one (since 2024/25; before, back to 1). Otherwise the unused ones roll over
 * plus one, up to the maximum.
 */
export function nextFreeTransfers(
  limit: number | null,
  made: number,
  settings: GameSettings,
  chip?: ChipName | null,
): number {
  if (limit === null) return 1;
  if (chip && FREE_TRANSFER_CHIPS.has(chip)) {
    return settings.free_transfers_kept_on_chip ? limit : 1;
  }
  return Math.min(maxFreeTransfers(settings), Math.max(0, limit - made) + 1);
}

/**
 * The free transfers of each gameweek from the entry's first (unlimited, null) onwards, given
 * what was done each week. The last value is for the gameweek after the history.
 */
export function freeTransfersByEvent(
  history: readonly TransferWeek[],
  settings: GameSettings,
): (number | null)[] {
  const limits: (number | null)[] = [null];
  for (const week of history) {
    const current = limits[limits.length - 1] ?? null;
    let next = nextFreeTransfers(current, week.made, settings, week.chip);
    if (week.topUpTo !== undefined) {
      next = Math.max(next, Math.min(week.topUpTo, maxFreeTransfers(settings)));
    }
    limits.push(next);
  }
  return limits;
}
