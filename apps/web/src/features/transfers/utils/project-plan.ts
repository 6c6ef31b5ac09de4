// The planner's arithmetic: a squad carried through the coming gameweeks, each gameweek's planned
// transfers priced and counted by the engine's own rules (free transfers rolled over, the cost of
// extra transfers, selling prices and the bank), never restated here.
import type { MyTeamPick } from '@ofl/api';
import type { GameSettings } from '@ofl/engine';
import {
  bankAfterTransfers,
  extraTransferCost,
  nextFreeTransfers,
  sellingPrice,
} from '@ofl/engine/transfers';
import { money } from '@ofl/engine/types';

/** One planned transfer: a player of the squad sold for another of the same position. */
export interface PlannedMove {
  out: number;
  in: number;
}

/** A player held: what he was bought for, and what he sells for today. */
export type HeldPlayer = Pick<MyTeamPick, 'element' | 'purchase_price' | 'selling_price'>;

/** Where the plan starts: the saved squad and the transfers of the next gameweek (my-team). */
export interface PlanStart {
  /** The next gameweek: the first of the plan. */
  event: number;
  bank: number;
  /** Free transfers of the next gameweek; null while they are unlimited. */
  limit: number | null;
  /** Transfers already confirmed for the next gameweek. */
  made: number;
  squad: readonly HeldPlayer[];
}

/** What a player needs in the plan: his position, club and today's price. */
export interface PlanPlayer {
  id: number;
  element_type: number;
  team: number;
  now_cost: number;
}

/** Why a gameweek's plan cannot be made as it stands. */
export type PlanProblem = 'not_owned' | 'already_owned' | 'position' | 'team_limit' | 'bank';

/** One gameweek of the plan once its transfers are made. */
export interface PlanWeek {
  event: number;
  /** Free transfers of the gameweek; null while unlimited. */
  free: number | null;
  /** Transfers of the gameweek: those already confirmed and the planned ones. */
  transfers: number;
  /** Points the planned transfers cost. */
  cost: number;
  /** The bank once they are made. */
  bank: number;
  /** The squad once they are made. */
  squad: HeldPlayer[];
  problems: PlanProblem[];
}

/**
 * Carries the squad through `weeks` gameweeks from `start.event`, making each gameweek's planned
 * moves. Prices are today's throughout: a player bought in the plan sells for what he cost.
 */
export function projectPlan(
  start: PlanStart,
  moves: Readonly<Record<number, readonly PlannedMove[]>>,
  players: ReadonlyMap<number, PlanPlayer>,
  settings: GameSettings,
  weeks: number,
): PlanWeek[] {
  const plan: PlanWeek[] = [];
  let squad = [...start.squad];
  let bank = start.bank;
  let limit = start.limit;
  for (let i = 0; i < weeks; i++) {
    const event = start.event + i;
    const made = i === 0 ? start.made : 0;
    const planned = moves[event] ?? [];
    const problems = new Set<PlanProblem>();
    const sales = [];
    for (const move of planned) {
      const held = squad.find((p) => p.element === move.out);
      const bought = players.get(move.in);
      if (!held || !bought) {
        problems.add('not_owned');
        continue;
      }
      if (squad.some((p) => p.element === move.in)) problems.add('already_owned');
      if (players.get(move.out)?.element_type !== bought.element_type) problems.add('position');
      const price = money(bought.now_cost);
      sales.push({ selling_price: money(held.selling_price), purchase_price: price });
      squad = squad.map((p) =>
        p === held
          ? { element: move.in, purchase_price: price, selling_price: sellingPrice(price, price) }
          : p,
      );
    }
    bank = bankAfterTransfers(money(bank), sales);
    if (bank < 0) problems.add('bank');
    const clubs = new Map<number, number>();
    for (const p of squad) {
      const team = players.get(p.element)?.team ?? 0;
      clubs.set(team, (clubs.get(team) ?? 0) + 1);
    }
    if ([...clubs.values()].some((n) => n > settings.squad_team_limit)) problems.add('team_limit');
    const cost = extraTransferCost({ made, proposed: planned.length, limit, chip: null }, settings);
    plan.push({
      event,
      free: limit,
      transfers: made + planned.length,
      cost,
      bank,
      squad,
      problems: [...problems],
    });
    limit = nextFreeTransfers(limit, made + planned.length, settings, null);
  }
  return plan;
}

/** What each problem means to the manager. */
export const PLAN_PROBLEMS: Record<PlanProblem, string> = {
  not_owned: 'A player sold is no longer in the squad by then.',
  already_owned: 'A player bought is already in the squad.',
  position: 'A player must be replaced by one of the same position.',
  team_limit: 'The squad would have more players of one club than the rules allow.',
  bank: 'The transfers cost more than the bank holds.',
};
