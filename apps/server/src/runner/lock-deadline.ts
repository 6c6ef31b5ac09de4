// Deadline: each entry's picks for the gameweek are frozen as its snapshot, copied forward as the
// next gameweek's editable row (the squad from before a Free Hit restored), free transfers roll
// over, last_deadline_* are set, ownership and the deadline figures are counted, and the price
// model rolls over; the head-to-head leagues that start now get their orders. A replayed real
// season first takes its players' prices and clubs of the gameweek, if no night before it did.
// One transaction with its runner_steps row: it lands whole or not at all.
import { sql } from 'drizzle-orm';
import {
  nextFreeTransfers,
  rolloverPriceState,
  sellingPrice,
  squadCarriedInto,
  money,
  type ChipName,
  type ElementId,
  type ElementTypeId,
  type GameSettings,
  type TeamId,
} from '@ofl/engine';
import { queryRows, type Db, type Tx } from '@ofl/db';
import { refreshDeadlineFigures } from './deadline-figures';
import { applyFeedMarket } from './feed-market';
import { intArray, orderH2hLeagues } from './leagues/h2h-orders';
import { savedMultiplierSql, squadCarriedOnSql } from './rules-sql';
import type { RunnerSettings } from './runner-settings';
import { bumpVersion, isDone, jsonParam, markDone } from './steps';

/** Runs the deadline of `event` once; false when it had already run. */
export async function lockDeadline(
  db: Db,
  run: RunnerSettings,
  event: number,
  timings: Record<string, number> = {},
): Promise<boolean> {
  if (await isDone(db, event, 'deadline')) return false;
  const time = async (name: string, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    timings[`deadline: ${name}`] = (performance.now() - start) / 1000;
  };
  await db.transaction(async (tx) => {
    await applyFeedMarket(tx, event);
    await time('bank, value and free transfers', () => freezeEntries(tx, run, event));
    await time('copy forward', () => copyForward(tx, run.settings, event));
    await time('figures', () => refreshDeadlineFigures(tx, event));
    await time('price rollover', () => rollPrices(tx));
    await time('head-to-head orders', () => orderH2hLeagues(tx, event));
    await markDone(tx, event, 'deadline');
    await bumpVersion(tx);
  });
  return true;
}

/**
 * One statement over the entries: last_deadline_* (value: selling prices + bank) and the free
 * transfers of the next gameweek. The engine gives the selling price once per distinct (player,
 * purchase price) and the free transfers once per distinct case; SQL applies them to everyone.
 */
async function freezeEntries(tx: Tx, run: RunnerSettings, event: number) {
  const pairs = await queryRows<{ element: number; purchase: number; now_cost: number }>(
    tx,
    sql`select x.element, x.purchase, el.now_cost
        from (select distinct u.element, u.purchase
              from entry_picks p
              cross join lateral unnest(p.elements, p.purchase_prices) as u(element, purchase)
              where p.event = ${event}) x
        join elements el on el.id = x.element`,
  );
  const prices = sellingPriceTable(pairs);
  const cases = await queryRows<{ first: boolean; ft: number; made: number; chip: string | null }>(
    tx,
    sql`select distinct e.started_event >= ${event} as first, e.free_transfers as ft,
               p.event_transfers as made, p.active_chip as chip
        from entries e join entry_picks p on p.entry_id = e.id and p.event = ${event}`,
  );
  // Looked up by key in a JSON object: a join against a set of values there leads the planner,
  // which cannot count them, to read the set again for every entry.
  const rolls = Object.fromEntries(
    cases.map((c) => [
      `${c.first ? 1 : 0}:${c.ft}:${c.made}:${c.chip ?? ''}`,
      nextFreeTransfers(c.first ? null : c.ft, c.made, run.settings, c.chip as ChipName | null),
    ]),
  );
  await tx.execute(sql`
    with prices as (select ${intArray(prices.table)}::int[] as sell),
    squad as (
      select p.entry_id, p.event_transfers as made, p.active_chip as chip,
             ${squadValueSql(prices, run.settings)} as value
      from entry_picks p cross join prices where p.event = ${event}
    )
    update entries e set last_deadline_bank = e.bank, last_deadline_value = squad.value + e.bank,
                         last_deadline_total_transfers = e.total_transfers,
                         free_transfers = (${jsonParam(rolls)} ->> concat_ws(':',
                           case when e.started_event >= ${event} then 1 else 0 end,
                           e.free_transfers, squad.made, coalesce(squad.chip, '')))::int
    from squad where squad.entry_id = e.id`);
  await tx.execute(sql`
    update entry_picks p set bank = e.bank from entries e
    where e.id = p.entry_id and p.event = ${event} and p.bank is distinct from e.bank`);
}

/**
 * Every (player, purchase price) pair's selling price, by the engine, in one integer array
 * indexed by element * span + purchase - low: a squad's value is then one array lookup per
 * pick, which the database does without a subquery per entry.
 */
function sellingPriceTable(pairs: { element: number; purchase: number; now_cost: number }[]) {
  let low = Infinity;
  let high = -Infinity;
  let top = 0;
  for (const p of pairs) {
    low = Math.min(low, p.purchase);
    high = Math.max(high, p.purchase);
    top = Math.max(top, p.element);
  }
  const span = pairs.length === 0 ? 1 : high - low + 1;
  const table = new Array<number>(pairs.length === 0 ? 1 : (top + 1) * span).fill(0);
  for (const p of pairs) {
    table[p.element * span + p.purchase - low] = sellingPrice(money(p.purchase), money(p.now_cost));
  }
  return { table, span, low: pairs.length === 0 ? 0 : low };
}

/**
 * A squad's selling value from the table (prices.sell, one row) of picks p, over the squad's
 * slots and the Assistant Manager's after them: an empty slot (null) adds nothing.
 */
function squadValueSql({ span, low }: { span: number; low: number }, settings: GameSettings) {
  const terms = Array.from({ length: settings.squad_squadsize + 1 }, (_, i) => {
    const at = sql.raw(String(i + 1));
    return sql`coalesce(prices.sell[p.elements[${at}] * ${span}::int
                                    + p.purchase_prices[${at}] - ${low}::int + 1], 0)`;
  });
  return sql`(${sql.join(terms, sql` + `)})::int`;
}

interface PicksRow {
  entry_id: number;
  event: number;
  elements: number[];
  purchase_prices: number[];
  multipliers: number[];
  captain: number;
  vice_captain: number;
  active_chip: string | null;
  bank: number | null;
}

// A chip lasts one gameweek: the copy is a saved team again, with the engine's multipliers
// without a chip (a row with no chip already carries them).
const savedTeam = (settings: GameSettings) => sql`case when p.active_chip is null then p.multipliers
    else array(
      select ${savedMultiplierSql(settings, sql`u.pos`, sql`u.element = p.captain`, null)}
      from unnest(p.elements) with ordinality as u(element, pos)
      order by u.pos)::smallint[] end`;

/** The next gameweek's editable row: the frozen squad, or the one from before a Free Hit. */
export async function copyForward(tx: Tx, settings: GameSettings, event: number) {
  const [nextEvent] = await queryRows<{ id: number }>(
    tx,
    sql`select id from events where id > ${event} order by id limit 1`,
  );
  if (!nextEvent) return;
  await tx.execute(sql`
    insert into entry_picks (entry_id, event, elements, purchase_prices, multipliers, captain,
                             vice_captain, active_chip, automatic_subs, bank, event_transfers,
                             event_transfers_cost)
    select p.entry_id, ${nextEvent.id}, p.elements, p.purchase_prices,
           ${savedTeam(settings)},
           p.captain, p.vice_captain, null, '[]'::jsonb, e.bank, 0, 0
    from entry_picks p join entries e on e.id = p.entry_id
    where p.event = ${event} and ${squadCarriedOnSql(sql`p.active_chip`)}
    on conflict (entry_id, event) do nothing`);
  const freeHits = await queryRows<PicksRow>(
    tx,
    sql`select p.* from entry_picks p
        where p.event <= ${event} and p.entry_id in (
          select entry_id from entry_picks
          where event = ${event} and not ${squadCarriedOnSql(sql`active_chip`)})
        order by p.entry_id, p.event`,
  );
  const byEntry = new Map<number, PicksRow[]>();
  for (const row of freeHits) {
    byEntry.set(row.entry_id, [...(byEntry.get(row.entry_id) ?? []), row]);
  }
  const restores: { entry: number; source: number; bank: number }[] = [];
  for (const [entryId, rows] of byEntry) {
    const snapshots = rows.map((r) => ({
      event: r.event,
      squad: r.elements.map((element, i) => ({
        element: element as ElementId,
        element_type: 1 as ElementTypeId,
        team: 0 as TeamId,
        purchase_price: money(r.purchase_prices[i]!),
      })),
      bank: money(r.bank ?? 0),
      chip: r.active_chip as ChipName | null,
    }));
    const restored = squadCarriedInto(snapshots, nextEvent.id);
    if (!restored || !rows.some((r) => r.event === restored.event)) continue;
    restores.push({ entry: entryId, source: restored.event, bank: restored.bank as number });
  }
  if (restores.length === 0) return;
  // The squad from before the Free Hit comes back as a saved team (no chip multipliers).
  await tx.execute(sql`
    insert into entry_picks (entry_id, event, elements, purchase_prices, multipliers, captain,
                             vice_captain, active_chip, automatic_subs, bank)
    select p.entry_id, ${nextEvent.id}, p.elements, p.purchase_prices, ${savedTeam(settings)},
           p.captain,
           p.vice_captain, null, '[]'::jsonb, r.bank
    from jsonb_to_recordset(${jsonParam(restores)}) as r(entry int, source int, bank int)
    join entry_picks p on p.entry_id = r.entry and p.event = r.source
    on conflict (entry_id, event) do nothing`);
  await tx.execute(sql`
    update entries e set bank = r.bank
    from jsonb_to_recordset(${jsonParam(restores)}) as r(entry int, bank int)
    where e.id = r.entry`);
}

/** The price model's gameweek rollover (engine rolloverPriceState) for every player. */
async function rollPrices(tx: Tx) {
  const rows = await queryRows<{ id: number; now_cost: number; cce: number; progress: number }>(
    tx,
    sql`select el.id, el.now_cost, el.cost_change_event as cce, coalesce(ps.progress, 0) as progress
        from elements el left join element_price_states ps on ps.element_id = el.id`,
  );
  const next = rows.map((r) => {
    const state = rolloverPriceState({
      nowCost: money(r.now_cost),
      costChangeEvent: r.cce,
      progress: r.progress,
    });
    return { id: r.id, cce: state.costChangeEvent, progress: state.progress };
  });
  await tx.execute(sql`
    with v as (select * from jsonb_to_recordset(${jsonParam(next)}) as v(id int, cce int, progress int))
    update elements el set cost_change_event = v.cce from v where v.id = el.id`);
  await tx.execute(sql`
    insert into element_price_states (element_id, progress)
    select v.id, v.progress from jsonb_to_recordset(${jsonParam(next)}) as v(id int, cce int, progress int)
    on conflict (element_id) do update set progress = excluded.progress`);
}
