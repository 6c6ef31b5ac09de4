// Types of the picks area: the fifteen (or sixteen) picks of an entry for one gameweek.
import type { ElementId, ElementTypeId } from '../types';

// Section: picks

/**
 * One pick as in FPL my-team and entry picks: positions 1-11 start, 12-15 are the bench in
 * substitution order (12 the reserve goalkeeper), 16 the Assistant Manager while his chip is on.
 */
export interface TeamPick {
  readonly element: ElementId;
  readonly element_type: ElementTypeId;
  readonly position: number;
  readonly is_captain: boolean;
  readonly is_vice_captain: boolean;
  /** 0 on the bench, 1 in the eleven, 2 for the captain, 3 under Triple Captain. */
  readonly multiplier: number;
}

/** Where a pick stands in a substitution (SPEC §3 Pick `subStatus`); '' when none is under way. */
export type SubStatus = '' | 'instigator' | 'target' | 'invalid';

/** A pick on the Pick Team pitch, with its substitution status. */
export interface PitchPick extends TeamPick {
  readonly subStatus: SubStatus;
}

// Section: gameweek results

/** What the gameweek gave one element: his points and whether he played (game-rules §1.6). */
export interface ElementEventResult {
  readonly points: number;
  readonly played: boolean;
}

/** Results by element id; an element missing from it scored 0 and did not play. */
export type ElementEventResults = Readonly<Record<number, ElementEventResult>>;

/** One automatic substitution, as in FPL `automatic_subs`. */
export interface AutomaticSub {
  readonly element_in: ElementId;
  readonly element_out: ElementId;
}
