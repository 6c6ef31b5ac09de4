// Daily price changes (engine dailyPriceChange) at 01:30 UTC each night after the first
// deadline: net transfers of the past day against the ownership-scaled threshold. One
// transaction per night with its runner_steps row (`prices:YYYY-MM-DD`, under event 0). A
// replayed real season's prices are the real ones instead (feed-market).
import { sql } from 'drizzle-orm';
import { dailyPriceChange, money, type ElementTypeId } from '@ofl/engine';
import { queryRows, type Db, type Tx } from '@ofl/db';
import { feedNight, hasFeedMarket } from './feed-market';
import { writePriceNews } from './game-news';
import { bumpVersion, jsonParam, markDone } from './steps';

const DAY_MS = 86_400_000;
/** The nightly price update runs at this time of day (UTC), as the official game's does. */
const PRICE_HOUR_MS = 90 * 60_000;

/** Runs every nightly price update due by `now`; the number of nights run. */
export async function updatePrices(db: Db, now: Date): Promise<number> {
  const [first] = await queryRows<{ deadline_time: Date | string }>(
    db,
    sql`select deadline_time from events order by deadline_time limit 1`,
  );
  if (!first) return 0;
  const [last] = await queryRows<{ step: string }>(
    db,
    sql`select step from runner_steps where event = 0 and step like 'prices:%'
        order by step desc limit 1`,
  );
  const start = last
    ? Date.parse(`${last.step.slice(7)}T00:00:00Z`) + DAY_MS + PRICE_HOUR_MS
    : Math.floor(new Date(first.deadline_time).getTime() / DAY_MS) * DAY_MS +
      DAY_MS +
      PRICE_HOUR_MS;
  let nights = 0;
  // A replayed season's nights move to the real prices; only the game's own moves make news.
  const feed = await hasFeedMarket(db);
  for (let at = start; at <= now.getTime(); at += DAY_MS) {
    const moment = new Date(at);
    await db.transaction(async (tx) => {
      if (feed) await feedNight(tx, moment);
      else await writePriceNews(tx, moment, await priceNight(tx, moment));
      await markDone(tx, 0, `prices:${moment.toISOString().slice(0, 10)}`);
    });
    nights++;
  }
  return nights;
}

/** One night of the price model: the past day's net transfers against ownership; who moved. */
async function priceNight(tx: Tx, at: Date): Promise<{ id: number; from: number; to: number }[]> {
  // The past day's transfers, counted once per night rather than once per player.
  const from = new Date(at.getTime() - DAY_MS).toISOString();
  const to = at.toISOString();
  const rows = await queryRows<{
    id: number;
    element_type: number;
    now_cost: number;
    cce: number;
    progress: number;
    owners: number;
    net: number;
  }>(
    tx,
    sql`with moves as (
          select element, sum(net)::int as net from (
            select element_in as element, 1 as net from transfers
            where time > ${from} and time <= ${to}
            union all
            select element_out, -1 from transfers where time > ${from} and time <= ${to}) m
          group by element
        )
        select el.id, el.element_type, el.now_cost, el.cost_change_event as cce,
               coalesce(ps.progress, 0) as progress, el.selected_by as owners,
               coalesce(m.net, 0) as net
        from elements el left join element_price_states ps on ps.element_id = el.id
        left join moves m on m.element = el.id`,
  );
  const [players] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from entries where started_event > 0`,
  );
  const next = rows.map((r) => {
    const { state } = dailyPriceChange(
      { nowCost: money(r.now_cost), costChangeEvent: r.cce, progress: r.progress },
      {
        elementType: r.element_type as ElementTypeId,
        netTransfers: r.net,
        owners: r.owners,
        totalPlayers: players?.n ?? 0,
      },
    );
    return {
      id: r.id,
      cost: state.nowCost as number,
      cce: state.costChangeEvent,
      progress: state.progress,
      from: r.now_cost,
      moved: state.nowCost !== r.now_cost,
    };
  });
  const moved = next.filter((n) => n.moved);
  if (moved.length > 0) {
    await tx.execute(sql`
      update elements el set now_cost = v.cost, cost_change_event = v.cce,
        cost_change_start = el.cost_change_start + (v.cost - el.now_cost)
      from jsonb_to_recordset(${jsonParam(moved)}) as v(id int, cost int, cce int)
      where v.id = el.id`);
    await bumpVersion(tx);
  }
  await tx.execute(sql`
    insert into element_price_states (element_id, progress)
    select v.id, v.progress from jsonb_to_recordset(${jsonParam(next)}) as v(id int, progress int)
    on conflict (element_id) do update set progress = excluded.progress
      where element_price_states.progress <> excluded.progress`);
  return moved.map((m) => ({ id: m.id, from: m.from, to: m.cost }));
}
