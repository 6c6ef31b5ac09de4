// Writes the simulated managers' checked plans of one gameweek, set-based: the editable picks
// rows, the entries' bank and transfer count, the transfers and the chip plays, each one
// statement over every manager, as POST transfers and picks would leave them one by one.
import { sql } from 'drizzle-orm';
import type { Tx } from '@ofl/db';
import { jsonParam } from '../runner/steps';

/** One manager's plan as rows: picks in position order and the transfers behind them. */
export interface PlannedRow {
  entry: number;
  elements: number[];
  prices: number[];
  multipliers: number[];
  captain: number;
  vice: number;
  chip: string | null;
  chipId: number | null;
  bank: number;
  made: number;
  cost: number;
  transfers: { element_in: number; in_cost: number; element_out: number; out_cost: number }[];
}

// Arrays travel as PostgreSQL array literals ('{1,2,3}'), the cheapest form to cast back.
const literal = (values: readonly number[]) => `{${values.join(',')}}`;

/** Writes the plans for `event`, the transfers and chips stamped at `at`. */
export async function writePlans(
  tx: Tx,
  event: number,
  plans: readonly PlannedRow[],
  at: Date,
): Promise<void> {
  if (plans.length === 0) return;
  const data = jsonParam(
    plans.map(({ transfers: _, elements, prices, multipliers, ...rest }) => ({
      ...rest,
      elements: literal(elements),
      prices: literal(prices),
      multipliers: literal(multipliers),
    })),
  );
  await tx.execute(sql`
    update entry_picks p set elements = r.elements::int[], purchase_prices = r.prices::int[],
      multipliers = r.multipliers::smallint[],
      captain = r.captain, vice_captain = r.vice, active_chip = r.chip, bank = r.bank,
      event_transfers = r.made, event_transfers_cost = r.cost, updated_at = ${at.toISOString()}
    from jsonb_to_recordset(${data}) as r(entry int, elements text, prices text,
      multipliers text, captain int, vice int, chip text, bank int, made int, cost int)
    where p.entry_id = r.entry and p.event = ${event}`);
  await tx.execute(sql`
    update entries e set bank = r.bank, total_transfers = e.total_transfers + r.made
    from jsonb_to_recordset(${data}) as r(entry int, bank int, made int)
    where e.id = r.entry and (r.made > 0 or e.bank <> r.bank)`);
  const moves = plans.flatMap((p) => p.transfers.map((t) => ({ entry: p.entry, ...t })));
  if (moves.length > 0) {
    await tx.execute(sql`
      insert into transfers (entry_id, event, element_in, element_in_cost, element_out,
                             element_out_cost, time)
      select r.entry, ${event}, r.element_in, r.in_cost, r.element_out, r.out_cost,
             ${at.toISOString()}
      from jsonb_to_recordset(${jsonParam(moves)})
        as r(entry int, element_in int, in_cost int, element_out int, out_cost int)`);
  }
  const chips = plans
    .filter((p) => p.chipId !== null)
    .map((p) => ({ entry: p.entry, chip_id: p.chipId }));
  if (chips.length > 0) {
    await tx.execute(sql`
      insert into chip_plays (entry_id, chip_id, event, time)
      select r.entry, r.chip_id, ${event}, ${at.toISOString()}
      from jsonb_to_recordset(${jsonParam(chips)}) as r(entry int, chip_id int)
      on conflict do nothing`);
  }
}
