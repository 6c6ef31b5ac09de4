import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, GAME_SETTINGS_2024_25 } from '../game-settings';
import type { ElementId, ElementTypeId, TeamId } from '../types';
import { money } from '../types';
import { RICH_BANK, validateTransfers } from './validate-transfers';
import type { MarketElement, OwnedElement, TransferRequest } from './types';
import type { TransfersContext } from './validate-transfers';

const TYPES: ElementTypeId[] = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4];
const squad: OwnedElement[] = TYPES.map((t, i) => ({
  element: (i + 1) as ElementId,
  element_type: t,
  team: (i + 1) as TeamId,
  purchase_price: money(60),
}));
const market = (
  id: number,
  element_type: ElementTypeId,
  now_cost: number,
  team = id,
): MarketElement => ({
  id: id as ElementId,
  element_type,
  team: team as TeamId,
  now_cost: money(now_cost),
  web_name: `P${id}`,
});
// Owned players are now at 64, so they sell at 62; the market has a few new midfielders.
const elements: Record<number, MarketElement> = Object.fromEntries(
  [
    ...squad.map((p) => market(p.element, p.element_type, 64, p.team)),
    market(100, 3, 70),
    market(101, 3, 90),
    market(102, 4, 50),
    market(103, 3, 50, 8),
    market(104, 3, 50, 3),
    { ...market(105, 3, 50), can_transact: false },
    market(106, 5, 10),
  ].map((e) => [e.id, e]),
);
const ctx: TransfersContext = {
  squad,
  elements,
  bank: money(10),
  made: 0,
  limit: 1,
  settings: DEFAULT_GAME_SETTINGS,
};
const swap = (
  out: number | null,
  into: number,
  over: Partial<TransferRequest> = {},
): TransferRequest => ({
  element_in: into as ElementId,
  element_out: out as ElementId | null,
  purchase_price: elements[into]!.now_cost,
  selling_price: money(62),
  ...over,
});
const codes = (request: TransferRequest[], extra: Partial<TransfersContext> = {}) =>
  validateTransfers(request, { ...ctx, ...extra }).violations.map((v) => v.code);

describe('transfers request check', () => {
  it('makes a valid transfer: new squad, bank and no cost within the free transfer', () => {
    const out = validateTransfers([swap(8, 100)], ctx);
    expect(out.violations).toEqual([]);
    expect(out.squad.find((p) => p.element === 100)).toMatchObject({
      purchase_price: 70,
      element_type: 3,
    });
    expect(out.squad.some((p) => p.element === 8)).toBe(false);
    expect(out.bank).toBe(10 + 62 - 70);
    expect(out).toMatchObject({ transfers: 1, cost: 0 });
  });

  it('charges the transfers above the free ones', () => {
    expect(validateTransfers([swap(8, 103), swap(9, 100)], { ...ctx, bank: money(50) }).cost).toBe(
      4,
    );
  });

  it('rejects a purchase price that is not the current price', () => {
    expect(codes([swap(8, 100, { purchase_price: money(69) })])).toEqual([
      'transfer_element_in_price_mismatch',
    ]);
  });

  it('rejects a selling price that is not purchase price plus half the profit', () => {
    expect(codes([swap(8, 100, { selling_price: money(64) })])).toEqual([
      'transfer_element_out_price_mismatch',
    ]);
  });

  it('gives both price mismatches the refresh message of the spec', () => {
    const out = validateTransfers([swap(8, 100, { purchase_price: money(1) })], ctx);
    expect(out.violations[0]?.message).toBe(
      'Unable to confirm transfers as player prices have changed. Please refresh the page and try again.',
    );
  });

  it('rejects selling a player not in the squad, or the same player twice', () => {
    expect(codes([swap(99, 100)])).toEqual(['element_out_not_in_squad']);
    expect(codes([swap(8, 100), swap(8, 103)], { bank: money(100) })).toEqual([
      'element_out_not_in_squad',
    ]);
  });

  it('rejects buying a player already in the squad', () => {
    expect(codes([swap(8, 9, { purchase_price: money(64) })])).toContain('element_in_in_squad');
  });

  it('rejects a player who cannot be transferred in', () => {
    expect(codes([swap(8, 105)])).toEqual(['element_in_unavailable']);
    expect(codes([swap(8, 105), { ...swap(8, 100), element_in: 999 as ElementId }])).toEqual([
      'element_in_unavailable',
    ]);
  });

  it('rejects a transfer between positions', () => {
    expect(codes([swap(8, 102)])).toEqual(['element_type_mismatch']);
  });

  it('rejects transfers the bank and sales cannot pay for', () => {
    expect(codes([swap(8, 101)])).toEqual(['budget_exceeded']);
  });

  it('never lets money limit a squad under rich', () => {
    const out = validateTransfers([swap(8, 101)], { ...ctx, chip: 'rich' });
    expect(out.violations).toEqual([]);
    expect(out.bank).toBe(RICH_BANK + 62 - 90);
  });

  it('rejects a fourth player from one club, naming the club', () => {
    const three = squad.map((p) => (p.element <= 2 ? { ...p, team: 3 as TeamId } : p));
    const out = validateTransfers([swap(8, 104)], {
      ...ctx,
      squad: three,
      teamNames: { 3: 'Chelsea' },
    });
    expect(out.violations).toEqual([
      { code: 'over_team_limit', message: 'Too many players selected from Chelsea' },
    ]);
  });

  it('rejects a 21st transfer in a gameweek with transfer_cap_exceeded, first', () => {
    expect(codes([swap(8, 100)], { made: 20 })[0]).toBe('transfer_cap_exceeded');
  });

  it('takes the first Assistant Manager into the empty slot as no transfer', () => {
    const settings = GAME_SETTINGS_2024_25;
    const out = validateTransfers([swap(null, 106, { selling_price: money(0) })], {
      ...ctx,
      settings,
      managerChipActive: true,
      chip: 'manager',
    });
    expect(out.violations).toEqual([]);
    expect(out).toMatchObject({ transfers: 0, cost: 0 });
    expect(out.squad).toHaveLength(16);
  });

  it('refuses a manager without the Assistant Manager chip', () => {
    expect(codes([swap(null, 106)], { settings: GAME_SETTINGS_2024_25 })).toEqual([
      'manager_chip_required',
    ]);
  });

  it('needs a player out for every player in but the first manager', () => {
    expect(codes([swap(null, 100)])).toEqual(['element_out_required']);
  });
});
