// Types of the squad area: the slots of a squad and what fills them (SPEC §5, game-rules §3.1).
import type { ElementId, ElementTypeId, Money, TeamId } from '../types';

// Section: violations

/** A broken rule, with an FPL-style machine code and the text the manager sees. */
export interface RuleViolation {
  readonly code: string;
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
