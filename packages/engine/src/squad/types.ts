// Types of the squad area: the slots of a squad and what fills them (SPEC §5, game-rules §3.1).
import type { ElementId, ElementTypeId, Money, TeamId } from '../types';

// Section: violations

/** The machine codes of the engine's rules; the web's error catalogue is checked against them. */
export type RuleCode =
  | 'already_in_squad'
  | 'budget_exceeded'
  | 'captain_count'
  | 'captain_is_vice_captain'
  | 'captain_not_starter'
  | 'chip_already_active'
  | 'chip_unavailable'
  | 'duplicate_element'
  | 'element_in_in_squad'
  | 'element_in_unavailable'
  | 'element_not_in_squad'
  | 'element_out_not_in_squad'
  | 'element_out_required'
  | 'element_type_mismatch'
  | 'goalkeeper_position'
  | 'invalid_formation'
  | 'invalid_position'
  | 'manager_chip_required'
  | 'need_elements'
  | 'no_transfers_made'
  | 'over_team_limit'
  | 'picks_count'
  | 'position_full'
  | 'sub_position_locked'
  | 'transfer_cap_exceeded'
  | 'transfer_element_in_price_mismatch'
  | 'transfer_element_out_price_mismatch'
  | 'vice_captain_count'
  | 'vice_captain_not_starter';

/** A broken rule, with an FPL-style machine code and the text the manager sees. */
export interface RuleViolation {
  readonly code: RuleCode;
  readonly message: string;
}

// Section: squad slots

/** A player (or the Assistant Manager) in a squad slot. */
export interface SquadMember {
  readonly element: ElementId;
  readonly element_type: ElementTypeId;
  readonly team: TeamId;
  /**
   * What the member counts against the budget: the current price for a player being bought, the
   * selling price for one already owned.
   */
  readonly price: Money;
  /** The name shown in messages ('{name} is already in your squad'). */
  readonly web_name: string;
}

/**
 * A squad as its slots, index 0 being slot 1. Slots are numbered from 1, one per `squad_select`
 * unit in element type order: 1-2 goalkeepers, 3-7 defenders, 8-12 midfielders, 13-15 forwards and,
 * when the settings know the Assistant Manager, 16. An empty slot is null.
 */
export type SquadSlots = readonly (SquadMember | null)[];

/** The result of adding to a squad: the new slots and the slot filled, or why it was refused. */
export type SquadChange =
  | { readonly ok: true; readonly slots: SquadSlots; readonly slot: number }
  | { readonly ok: false; readonly violation: RuleViolation };
