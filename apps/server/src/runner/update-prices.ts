// Daily price changes (engine dailyPriceChange) at 01:30 UTC each night after the first
// deadline: net transfers of the past day against the ownership-scaled threshold. One
// transaction per night with its runner_steps row (`prices:YYYY-MM-DD`, under event 0). A
// replayed real season's prices are the real ones instead (feed-market).
import { sql } from 'drizzle-orm';
import {
  dailyPriceChange,
  money,
  priceProgress,
  rolloverPriceState,
  type ElementTypeId,
  type PriceDay,
  type PriceProgress,
  type PriceState,
} from '@ofl/engine';
import { queryRows, type Db, type Tx } from '@ofl/db';
import { feedNight, hasFeedMarket } from './feed-market';
import { writePriceNews } from './news/game-news';
import { bumpVersion, jsonParam, markDone } from './steps';

const DAY_MS = 86_400_000;
/** The nightly price update runs at this time of day (UTC), as the official game's does. */
const PRICE_HOUR_MS = 90 * 60_000;

/** Runs every nightly price update due by `now`; the number of nights run. */
export async function updatePrices(db: Db, now: Date): Promise<number> {
  const start = await nextPriceNight(db);
  if (start === null) return 0;
  let nights = 0;
  // A replayed season's nights move to the real prices; only the game's own moves make news.
  const feed = await hasFeedMarket(db);
  for (let at = start.getTime(); at <= now.getTime(); at += DAY_MS) {
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

/** The moment of the next nightly price update still to run; null without a season. */
export async function nextPriceNight(db: Tx): Promise<Date | null> {
  const [first] = await queryRows<{ deadline_time: Date | string }>(
    db,
    sql`select deadline_time from events order by deadline_time limit 1`,
  );
  if (!first) return null;
  const [last] = await queryRows<{ step: string }>(
    db,
    sql`select step from runner_steps where event = 0 and step like 'prices:%'
        order by step desc limit 1`,
  );
  return new Date(
    last
      ? Date.parse(`${last.step.slice(7)}T00:00:00Z`) + DAY_MS + PRICE_HOUR_MS
      : Math.floor(new Date(first.deadline_time).getTime() / DAY_MS) * DAY_MS +
          DAY_MS +
          PRICE_HOUR_MS,
  );
}

/** One player as a night of the price model reads him. */
interface PriceRow {
  id: number;
  now_cost: number;
  state: PriceState;
  day: PriceDay;
}

/**
 * Every player's price state and his net transfers made after `from` up to `to`, against the
 * ownership and the number of teams as they stand: what the night at the end of the day reads.
 */
async function priceRows(tx: Tx, from: Date, to: Date): Promise<PriceRow[]> {
  // The day's transfers, counted once rather than once per player.
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
            where time > ${from.toISOString()} and time <= ${to.toISOString()}
            union all
            select element_out, -1 from transfers
            where time > ${from.toISOString()} and time <= ${to.toISOString()}) m
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
  return rows.map((r) => ({
    id: r.id,
    now_cost: r.now_cost,
    state: { nowCost: money(r.now_cost), costChangeEvent: r.cce, progress: r.progress },
    day: {
      elementType: r.element_type as ElementTypeId,
      netTransfers: r.net,
      owners: r.owners,
      totalPlayers: players?.n ?? 0,
    },
  }));
}

/**
 * Every player's progress towards his next price change (engine priceProgress) from the model's
 * state now: the net transfers made since the last night against the threshold and locks the
 * coming night will read, after the gameweek rollover when a deadline comes first. Empty for a
 * replayed real season, whose prices follow the source's. Ownership moves at a deadline, so
 * across one the figure is the best guess the present allows.
 */
export async function pricesProgress(db: Tx, now: Date): Promise<Map<number, PriceProgress>> {
  const night = await nextPriceNight(db);
  if (night === null || (await hasFeedMarket(db))) return new Map();
  const [pending] = await queryRows<{ rollover: boolean }>(
    db,
    sql`select exists (select 1 from events e where e.deadline_time < ${night.toISOString()}
          and not exists (select 1 from runner_steps r
                          where r.event = e.id and r.step = 'deadline')) as rollover`,
  );
  const to = now < night ? now : night;
  const rows = await priceRows(db, new Date(night.getTime() - DAY_MS), to);
  return new Map(
    rows.map((r) => [
      r.id,
      priceProgress(pending?.rollover ? rolloverPriceState(r.state) : r.state, r.day),
    ]),
  );
}

/** One night of the price model: the past day's net transfers against ownership; who moved. */
async function priceNight(tx: Tx, at: Date): Promise<{ id: number; from: number; to: number }[]> {
  const rows = await priceRows(tx, new Date(at.getTime() - DAY_MS), at);
  const next = rows.map((r) => {
    const { state } = dailyPriceChange(r.state, r.day);
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
