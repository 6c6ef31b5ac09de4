import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '@ofl/engine/game-settings';
import {
  bankAfterTransfers,
  eventTransfersCost,
  freeTransfersByEvent,
  sellingPrice,
} from '@ofl/engine/transfers';
import { money } from '@ofl/engine/types';

import { projectPlan, type PlanPlayer, type PlannedMove } from './project-plan';

const settings = DEFAULT_GAME_SETTINGS;
// id, position, club, today's price. 1-4 are held; 11-16 are bought in the plan.
const players = new Map<number, PlanPlayer>(
  (
    [
      [1, 3, 1, 65],
      [2, 2, 2, 45],
      [3, 4, 3, 80],
      [4, 3, 4, 70],
      [11, 3, 5, 62],
      [12, 2, 6, 50],
      [13, 3, 7, 55],
      [14, 4, 8, 75],
      [15, 3, 9, 71],
      [16, 4, 10, 90],
    ] as const
  ).map(([id, element_type, team, now_cost]) => [id, { id, element_type, team, now_cost }]),
);
// Player 1 was bought at 55 and is 65 now: he sells for 60 (half the rise kept).
const squad = [
  { element: 1, purchase_price: 55, selling_price: sellingPrice(money(55), money(65)) },
  { element: 2, purchase_price: 45, selling_price: 45 },
  { element: 3, purchase_price: 80, selling_price: 80 },
  { element: 4, purchase_price: 70, selling_price: 70 },
];
const moves: Record<number, PlannedMove[]> = {
  10: [{ out: 1, in: 11 }],
  11: [
    { out: 2, in: 12 },
    { out: 11, in: 13 },
    { out: 3, in: 14 },
  ],
  12: [
    { out: 4, in: 15 },
    { out: 14, in: 16 },
  ],
};

describe('projectPlan', () => {
  it("carries free transfers, costs and bank over three gameweeks as the engine's rules do", () => {
    // A free transfer banked: gameweek 10 starts with two.
    const start = { event: 10, bank: 15, limit: 2, made: 0, squad };
    const plan = projectPlan(start, moves, players, settings, 3);

    // The engine's reading of the same season: gameweeks 8 and 9 without transfers bank one.
    const season = [
      { event: 8, made: 0 },
      { event: 9, made: 0 },
      { event: 10, made: 1 },
      { event: 11, made: 3 },
      { event: 12, made: 2 },
    ];
    const limits = freeTransfersByEvent(season, settings).slice(2, 5);
    expect(plan.map((w) => w.free)).toEqual(limits);
    expect(plan.map((w) => w.cost)).toEqual(
      season.slice(2).map((w, i) => eventTransfersCost(w.made, limits[i] ?? null, settings)),
    );
    let bank = money(15);
    const banks = [];
    const bought = new Map<number, number>();
    const sells = (id: number) => {
      const held = squad.find((p) => p.element === id);
      if (held) return money(held.selling_price);
      const price = money(bought.get(id)!);
      return sellingPrice(price, money(players.get(id)!.now_cost));
    };
    for (const event of [10, 11, 12]) {
      const week = moves[event]!.map((m) => {
        const prices = {
          selling_price: sells(m.out),
          purchase_price: money(players.get(m.in)!.now_cost),
        };
        bought.set(m.in, players.get(m.in)!.now_cost);
        return prices;
      });
      bank = bankAfterTransfers(bank, week);
      banks.push(bank);
    }
    expect(plan.map((w) => w.bank)).toEqual(banks);

    // The same figures written out: 2, 2 and 1 free; one extra transfer in each of the last two.
    expect(plan.map((w) => [w.event, w.free, w.transfers, w.cost, w.bank])).toEqual([
      [10, 2, 1, 0, 13],
      [11, 2, 3, 4, 20],
      [12, 1, 2, 4, 4],
    ]);
    expect(plan.at(-1)!.squad.map((p) => p.element)).toEqual([13, 12, 16, 15]);
    expect(plan.every((w) => w.problems.length === 0)).toBe(true);
  });

  it('counts transfers already confirmed in the first gameweek against its free ones', () => {
    const start = { event: 10, bank: 15, limit: 1, made: 1, squad };
    const [first, second] = projectPlan(start, { 10: [{ out: 1, in: 11 }] }, players, settings, 2);
    expect(first).toMatchObject({ free: 1, transfers: 2, cost: settings.transfers_cost });
    expect(second).toMatchObject({ free: 1, transfers: 0, cost: 0 });
  });

  it('marks a gameweek the bank cannot pay for, or with a player no longer held', () => {
    const start = { event: 10, bank: 0, limit: 1, made: 0, squad };
    const plan = projectPlan(
      start,
      { 10: [{ out: 2, in: 12 }], 11: [{ out: 2, in: 12 }] },
      players,
      settings,
      2,
    );
    expect(plan[0]!.problems).toEqual(['bank']);
    expect(plan[1]!.problems).toContain('not_owned');
  });
});
