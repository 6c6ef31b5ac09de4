// Types of the transfers area: owned picks, the market and a transfers request (SPEC §3 Transfer).
import type { ElementId, ElementTypeId, Money, TeamId } from '../types';

/** A squad member as owned: what he cost when bought. */
export interface OwnedElement {
  readonly element: ElementId;
  readonly element_type: ElementTypeId;
  readonly team: TeamId;
  readonly purchase_price: Money;
}

/** A player on the market, with the bootstrap fields the transfer rules read. */
export interface MarketElement {
  readonly id: ElementId;
  readonly element_type: ElementTypeId;
  readonly team: TeamId;
  readonly now_cost: Money;
  readonly web_name: string;
  /** False or removed: he cannot be bought (game-rules §3.1). */
  readonly can_transact?: boolean;
  readonly removed?: boolean;
}

/**
 * One transfer of a request, as POST transfers/ sends it. The prices are what the client showed,
 * checked against the server's. `element_out` is null only for the first Assistant Manager, who
 * fills an empty slot.
 */
export interface TransferRequest {
  readonly element_in: ElementId;
  readonly element_out: ElementId | null;
  readonly purchase_price: Money;
  readonly selling_price: Money;
}
