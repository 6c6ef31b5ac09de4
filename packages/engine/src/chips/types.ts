// Types of the chips area (SPEC §3 Chip, §4; game-rules §6).
import type { EventId } from '../types';

// Section: chip names

/**
 * FPL chip names: Wildcard, Free Hit, Bench Boost, Triple Captain, the 2024/25 Assistant Manager,
 * and `rich` and `uteam`, special chips that lift the budget and the club limit.
 */
export type ChipName = 'wildcard' | 'freehit' | 'bboost' | '3xc' | 'manager' | 'rich' | 'uteam';

/** 'transfer' chips are played by confirming transfers, 'team' chips on Pick Team. */
export type ChipType = 'transfer' | 'team';

/** A chip as defined for a season, as in FPL `bootstrap-static.chips[]`. */
export interface ChipDefinition {
  readonly id: number;
  readonly name: ChipName;
  readonly number: number;
  /** First gameweek the chip may be played in. */
  readonly start_event: number;
  /** Last gameweek the chip may be played in; it is lost after this deadline. */
  readonly stop_event: number;
  readonly chip_type: ChipType;
}

/** One chip played by an entry: which chip and the gameweek it was played for. */
export interface ChipPlay {
  readonly name: ChipName;
  readonly event: EventId | number;
}

// Section: chip status

/** A chip's status for an entry as the server reports it (my-team `status_for_entry`). */
export type ServerChipStatus = 'available' | 'unavailable' | 'active' | 'played';

/** The statuses the client moves a chip through while a manager plans (SPEC §4). */
export type ChipStatus = ServerChipStatus | 'proposed' | 'cancelled';

/** A chip as the Pick Team and Transfers pages hold it. */
export interface EntryChip {
  readonly id: number;
  readonly name: ChipName | 'managerplaceholder';
  readonly chip_type: ChipType;
  readonly status_for_entry: ChipStatus;
  /** A transfer chip chosen but whose transfers are not yet confirmed. */
  readonly is_pending: boolean;
  readonly played_by_entry: readonly number[];
  readonly start_event: number;
  readonly stop_event: number;
  readonly number: number;
}
