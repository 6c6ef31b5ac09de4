// The transfers being planned, slot by slot (SPEC §4 Squad mode): each slot of the saved squad is
// original, replaced, removed or an addition, and the transfers to send follow from the slots.
import type { GameSettings, SquadMember, SquadSlots } from '@ofl/engine';
import { squadFromMembers } from '@ofl/engine/squad';
import { money } from '@ofl/engine/types';
import type { GameElement, MyTeamPick, TransfersInput } from '@ofl/api';

/** What became of a slot: unchanged, its player sold and another bought, sold, or newly filled. */
export type TransferSlotState = 'original' | 'replaced' | 'removed' | 'addition' | 'empty';

/** One transfer as POST transfers/ sends it. */
export type PlannedTransfer = TransfersInput['transfers'][number];

/** A saved pick with the price it sells for (my-team `selling_price`). */
export type OwnedPick = Pick<MyTeamPick, 'element' | 'element_type' | 'selling_price'>;

/**
 * The saved squad as slots. Owned players count at their selling price, which is what the
 * budget gets back for them (game-rules §4.2), not today's price.
 */
export function savedSlots(
  picks: readonly OwnedPick[],
  elements: ReadonlyMap<number, GameElement>,
  settings: GameSettings,
): SquadSlots {
  const members: SquadMember[] = picks.flatMap((p) => {
    const e = elements.get(p.element);
    if (!e) return [];
    return [
      {
        element: p.element as SquadMember['element'],
        element_type: e.element_type,
        team: e.team as SquadMember['team'],
        price: money(p.selling_price),
        web_name: e.web_name,
      },
    ];
  });
  return squadFromMembers(settings, members);
}

/** The state of slot `i` comparing the plan with the saved squad. */
export function slotState(saved: SquadSlots, plan: SquadSlots, i: number): TransferSlotState {
  const before = saved[i] ?? null;
  const now = plan[i] ?? null;
  if (before && now) return before.element === now.element ? 'original' : 'replaced';
  if (before) return 'removed';
  return now ? 'addition' : 'empty';
}

/** The transfers the plan makes: one per replaced slot, and one per addition (no player out). */
export function plannedTransfers(saved: SquadSlots, plan: SquadSlots): PlannedTransfer[] {
  return plan.flatMap((now, i) => {
    const state = slotState(saved, plan, i);
    if (!now || (state !== 'replaced' && state !== 'addition')) return [];
    const before = saved[i] ?? null;
    return [
      {
        element_in: now.element,
        element_out: before ? before.element : null,
        purchase_price: now.price,
        selling_price: before ? before.price : 0,
      },
    ];
  });
}

/** The budget of a plan: the bank plus what the whole saved squad sells for. */
export function transfersBudget(saved: SquadSlots, bank: number): number {
  return saved.reduce((sum, m) => sum + (m?.price ?? 0), bank);
}

/** Transfers that count against the free ones: an addition to an empty slot is not one. */
export function countedTransfers(transfers: readonly PlannedTransfer[]): number {
  return transfers.filter((t) => t.element_out !== null).length;
}
