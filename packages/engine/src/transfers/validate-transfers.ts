// The server's check of a transfers request (POST transfers/): SPEC §5, §8, §9; game-rules §4.
import type { ChipName } from '../chips/types';
import type { GameSettings } from '../game-settings';
import { clubsOverLimit, teamLimitFor } from '../squad/squad-issues';
import type { RuleCode, RuleViolation, SquadMember } from '../squad/types';
import type { Money } from '../types';
import { MANAGER, money } from '../types';
import { sellingPrice } from './selling-price';
import { extraTransferCost, transferCapViolation } from './transfer-cost';
import type { MarketElement, OwnedElement, TransferRequest } from './types';

/** Under rich the bank is this much (SPEC §9), so money never limits a squad. */
export const RICH_BANK: Money = money(1_000_000);

/** What the check needs besides the request. */
export interface TransfersContext {
  readonly squad: readonly OwnedElement[];
  /** Every element the request names, by id. */
  readonly elements: Readonly<Record<number, MarketElement>>;
  readonly bank: Money;
  /** Transfers already confirmed for this gameweek. */
  readonly made: number;
  /** Free transfers of the gameweek; null while unlimited. */
  readonly limit: number | null;
  /** The chip being played with these transfers or already active this gameweek. */
  readonly chip?: ChipName | null;
  readonly managerChipActive?: boolean;
  readonly teamNames?: Readonly<Record<number, string>>;
  readonly settings: GameSettings;
}

/** The result: violations (none means the transfers can be made) and the state after them. */
export interface TransfersOutcome {
  readonly violations: RuleViolation[];
  readonly squad: OwnedElement[];
  readonly bank: Money;
  /** Transfers these count for (the first Assistant Manager is not one). */
  readonly transfers: number;
  /** Points these transfers cost. */
  readonly cost: number;
}

const PRICES_CHANGED =
  'Unable to confirm transfers as player prices have changed. Please refresh the page and try again.';

/**
 * Checks a transfers request and works out the squad, bank and cost after it. Each element out
 * must be owned and each element in must be buyable, of the same position, not already owned;
 * the prices sent must match the current price and the selling price (else the price mismatch
 * codes the client turns into 'prices have changed'); the gameweek must stay within the cap; and
 * the new squad must be affordable and within the club limit.
 */
export function validateTransfers(
  request: readonly TransferRequest[],
  ctx: TransfersContext,
): TransfersOutcome {
  const violations: RuleViolation[] = [];
  const add = (code: RuleCode, message: string): void => {
    if (!violations.some((v) => v.code === code)) violations.push({ code, message });
  };
  const owned = new Map(ctx.squad.map((p) => [p.element as number, p]));
  let bank: number = ctx.chip === 'rich' ? RICH_BANK : ctx.bank;
  let squad = ctx.squad.slice();
  let counted = 0;
  const outs = new Set<number>();
  const ins = new Set<number>();

  for (const t of request) {
    const incoming = ctx.elements[t.element_in];
    if (!incoming || incoming.can_transact === false || incoming.removed) {
      add('element_in_unavailable', 'This player cannot be transferred in');
      continue;
    }
    if (owned.has(t.element_in) || ins.has(t.element_in)) {
      add('element_in_in_squad', `${incoming.web_name} is already in your squad`);
    }
    ins.add(t.element_in);
    if (incoming.element_type === MANAGER && !ctx.managerChipActive) {
      add(
        'manager_chip_required',
        'You must have the Assistant Manager chip active to transfer in a manager',
      );
    }
    if (t.purchase_price !== incoming.now_cost) {
      add('transfer_element_in_price_mismatch', PRICES_CHANGED);
    }
    const bought: OwnedElement = {
      element: incoming.id,
      element_type: incoming.element_type,
      team: incoming.team,
      purchase_price: incoming.now_cost,
    };

    if (t.element_out === null) {
      // Only the first Assistant Manager fills an empty slot, and he costs no transfer.
      const hasManager = squad.some((p) => p.element_type === MANAGER);
      if (incoming.element_type !== MANAGER || hasManager) {
        add('element_out_required', 'Each player in must replace a player out');
        continue;
      }
      bank -= incoming.now_cost;
      squad = [...squad, bought];
      continue;
    }
    const leaving = owned.get(t.element_out);
    const market = ctx.elements[t.element_out];
    if (!leaving || outs.has(t.element_out)) {
      add('element_out_not_in_squad', 'You can only sell players in your squad');
      continue;
    }
    outs.add(t.element_out);
    if (leaving.element_type !== incoming.element_type) {
      add('element_type_mismatch', 'A player can only be replaced by one of the same position');
    }
    const sells = market
      ? sellingPrice(leaving.purchase_price, market.now_cost)
      : leaving.purchase_price;
    if (t.selling_price !== sells) add('transfer_element_out_price_mismatch', PRICES_CHANGED);
    bank += sells - incoming.now_cost;
    squad = squad.map((p) => (p.element === t.element_out ? bought : p));
    counted += 1;
  }

  const count = { made: ctx.made, proposed: counted, limit: ctx.limit, chip: ctx.chip };
  const cap = transferCapViolation(count, ctx.settings);
  if (cap) violations.unshift(cap);
  if (bank < 0) add('budget_exceeded', 'You do not have enough money to make these transfers');
  const over = clubsOverLimit(squad.map(asMember), teamLimitFor(ctx.settings, ctx.chip));
  if (over.length > 0) {
    const names = over.map((team) => ctx.teamNames?.[team] ?? String(team)).join(', ');
    add('over_team_limit', `Too many players selected from ${names}`);
  }
  return {
    violations,
    squad,
    bank: money(bank),
    transfers: counted,
    cost: extraTransferCost(count, ctx.settings),
  };
}

function asMember(p: OwnedElement): SquadMember {
  return {
    element: p.element,
    element_type: p.element_type,
    team: p.team,
    price: p.purchase_price,
    web_name: '',
  };
}
