// Rows to `my-team/{entry}/` (api-shapes §11): picks with prices, chips and the transfers state.
import {
  entryChips,
  FREE_TRANSFER_CHIPS,
  sellingPrice,
  teamValue,
  type ChipDefinition,
  type ChipName,
  type ChipPlay,
  type GameSettings,
  type Money,
} from '@ofl/engine';
import type { MyTeam } from '@ofl/api';
import type { EntryPicksRow as PicksRow } from '@ofl/db';
import { squadPicks } from './squad-picks';

/** What my-team shows besides the picks row. */
export interface MyTeamContext {
  event: number;
  startedEvent: number;
  bank: number;
  /** Free transfers of the gameweek; null while unlimited. */
  limit: number | null;
  plays: readonly ChipPlay[];
  chips: readonly ChipDefinition[];
  settings: GameSettings;
  /** Element type and current price of every element of the row. */
  facts: Map<number, { element_type: number; now_cost: number }>;
}

const iso = (d: Date) => d.toISOString();

/** Presents the picks row of the gameweek being planned as my-team. */
export function presentMyTeam(row: PicksRow, ctx: MyTeamContext): MyTeam {
  const picks = squadPicks(row).map((pick, i) => {
    const facts = ctx.facts.get(pick.element);
    const purchase = (row.purchasePrices[i] ?? 0) as Money;
    return {
      ...pick,
      selling_price: sellingPrice(purchase, (facts?.now_cost ?? purchase) as Money) as number,
      purchase_price: purchase as number,
      element_type: facts?.element_type ?? 0,
    };
  });
  const chip = row.activeChip as ChipName | null;
  const unlimited = ctx.limit === null || (chip !== null && FREE_TRANSFER_CHIPS.has(chip));
  return {
    picks,
    picks_last_updated: iso(row.updatedAt),
    chips: entryChips({
      event: ctx.event,
      plays: ctx.plays,
      startedEvent: ctx.startedEvent,
      definitions: ctx.chips,
    }),
    transfers: {
      cost: ctx.settings.transfers_cost,
      status: unlimited ? 'unlimited' : 'cost',
      limit: unlimited ? null : ctx.limit,
      made: row.eventTransfers,
      bank: ctx.bank,
      value: teamValue(
        picks.map((p) => p.selling_price as Money),
        ctx.bank as Money,
      ) as number,
    },
  };
}
