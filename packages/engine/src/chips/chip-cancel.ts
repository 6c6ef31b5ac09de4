// When a chip may be cancelled and when playing one needs the manager to confirm (game-rules §6.1, SPEC §4).
import type { ChipName } from './types';

/** What is known about the gameweek's transfers when a chip is cancelled or played. */
export interface ChipTransferState {
  /** Transfers already confirmed this gameweek. */
  readonly made: number;
  /** Free transfers of the gameweek; null while unlimited. */
  readonly limit: number | null;
  /** Whether transfers were confirmed with the chip (Wildcard, Free Hit) or a manager bought. */
  readonly confirmed: boolean;
}

/**
 * Whether a chip set for the coming deadline may still be cancelled. Bench Boost and Triple
 * Captain may, until the deadline. Wildcard and Free Hit may not once their transfers are
 * confirmed, nor the Assistant Manager once a manager transfer is confirmed; before that they are
 * only pending and may be dropped.
 */
export function canCancelChip(
  name: ChipName,
  state: Pick<ChipTransferState, 'confirmed'>,
): boolean {
  if (name === 'bboost' || name === '3xc') return true;
  return !state.confirmed;
}

/** A Free Hit needs confirming when a transfer was already made this gameweek: it cannot then be undone. */
export function freeHitNeedsConfirmation(state: Pick<ChipTransferState, 'made'>): boolean {
  return state.made > 0;
}

/** A Wildcard needs confirming when more than one transfer was made and free transfers are limited. */
export function wildcardNeedsConfirmation(
  state: Pick<ChipTransferState, 'made' | 'limit'>,
): boolean {
  return state.made > 1 && state.limit !== null;
}

/** Whether playing the chip now needs the confirmation step of SPEC §4. */
export function chipNeedsConfirmation(
  name: ChipName,
  state: Pick<ChipTransferState, 'made' | 'limit'>,
): boolean {
  if (name === 'freehit') return freeHitNeedsConfirmation(state);
  if (name === 'wildcard') return wildcardNeedsConfirmation(state);
  return false;
}
