// The deadline rush on the PostgreSQL server, run as WEB_CONCURRENCY processes: signed-in
// managers each save their team (a new captain) and then make a transfer. RUSH_MANAGERS (default
// 5,000) of them all at once over 100 connections, for the most writes a second the server
// answers; then as many more at the goal's rate, 1,000 writes a second whatever the answers, for
// the latency at that rate. Then every squad must still be valid and every bank add up. Goal: at
// least 1,000 writes a second with p99 within 100 ms, no error.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import autocannon from 'autocannon';
import { openDatabase, queryRows, type Db } from '@ofl/db';
import { jsonParam } from '../../apps/server/src/runner/steps';
import { createDemoPopulation } from '../../apps/server/src/demo/demo-population';
import { seedDemoSeason } from '../../apps/server/src/demo/seed-demo-season';
import { hashToken } from '../../apps/server/src/services/accounts/tokens';
import { startServer } from '../../apps/server/test/server-process';
import { pacedWrites, type PacedFigure, type PacedWrite } from './paced-writes';

export interface WritesFigure {
  writes: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Every write that failed: no answer, an answer other than 2xx, or none within 10 s. */
  errors: number;
  /** Of those, the answers other than 2xx and the writes unanswered within 10 s. */
  non2xx: number;
  timeouts: number;
}

export interface RushFigure {
  /** Managers of each run. */
  managers: number;
  processes: number;
  /** All at once over 100 connections: the most the server answers. */
  saturated: WritesFigure;
  /** At the goal's rate. */
  paced: PacedFigure;
  invalidSquads: number;
  badBanks: number;
}

/** Writes a second the paced run offers: the goal's rate. */
const GOAL_RATE = 1_000;

/**
 * The paced run's writes: saves in order, each manager's transfer half a second of writes after
 * his save (a manager confirms a transfer some moments after saving, not in the same instant).
 */
function pacedOrder(managers: readonly Manager[], headers: (m: Manager) => Record<string, string>) {
  const lag = Math.min(GOAL_RATE / 4, managers.length);
  const writes: PacedWrite[] = [];
  const saveAt: number[] = [];
  const transfer = (i: number) => {
    const m = managers[i]!;
    writes.push({
      path: '/api/transfers/',
      headers: headers(m),
      body: m.transfer,
      after: saveAt[i],
    });
  };
  managers.forEach((m, i) => {
    saveAt[i] = writes.length;
    writes.push({ path: `/api/my-team/${m.entry}/`, headers: headers(m), body: m.save });
    if (i >= lag) transfer(i - lag);
  });
  for (let i = Math.max(0, managers.length - lag); i < managers.length; i++) transfer(i);
  return writes;
}

interface Manager {
  entry: number;
  cookie: string;
  csrf: string;
  save: string;
  transfer: string;
}

interface PicksRow {
  entry: number;
  user: number;
  elements: number[];
  prices: number[];
  captain: number;
  vice: number;
  bank: number;
}

interface Player {
  id: number;
  type: number;
  team: number;
  cost: number;
}

/** Each manager's two writes: the same squad under a new captain, and one bench transfer. */
function plan(rows: PicksRow[], market: Player[]): Manager[] {
  const byId = new Map(market.map((p) => [p.id, p]));
  return rows.map((row, n) => {
    const picks = row.elements.map((element, i) => ({
      element,
      position: i + 1,
      is_captain: element === row.vice,
      is_vice_captain: element === row.captain,
    }));
    const out = row.elements[14]!;
    const outPlayer = byId.get(out)!;
    const clubs = new Map<number, number>();
    for (const e of row.elements) {
      if (e === out) continue;
      const team = byId.get(e)!.team;
      clubs.set(team, (clubs.get(team) ?? 0) + 1);
    }
    const budget = row.bank + row.prices[14]!;
    const candidates = market.filter(
      (p) =>
        p.type === outPlayer.type &&
        !row.elements.includes(p.id) &&
        (clubs.get(p.team) ?? 0) < 3 &&
        p.cost <= budget,
    );
    const into = candidates[n % candidates.length]!;
    return {
      entry: row.entry,
      // What the web app sends: its session, and the CSRF token it was handed, in cookie and header.
      cookie: `sessionid=rush-${row.user}; csrftoken=rush-${row.user}`,
      csrf: `rush-${row.user}`,
      save: JSON.stringify({ chip: null, picks }),
      transfer: JSON.stringify({
        chip: null,
        entry: row.entry,
        event: 1,
        transfers: [
          {
            element_in: into.id,
            element_out: out,
            purchase_price: into.cost,
            selling_price: row.prices[14],
          },
        ],
      }),
    };
  });
}

/** Squads that break a rule, and banks that do not add up, after the rush. */
async function audit(db: Db) {
  const [row] = await queryRows<{ invalid: number; banks: number }>(
    db,
    sql`with squad as (
          select p.entry_id, p.bank, e.bank as entry_bank, el.element_type, el.team, x.element,
                 x.price
          from entry_picks p
          join entries e on e.id = p.entry_id
          cross join lateral unnest(p.elements, p.purchase_prices) as x(element, price)
          join elements el on el.id = x.element
          where p.event = 1),
        per_entry as (
          select entry_id, count(*) as picks, count(distinct element) as distinct_picks,
                 count(*) filter (where element_type = 1) as gkp,
                 count(*) filter (where element_type = 2) as def,
                 count(*) filter (where element_type = 3) as mid,
                 count(*) filter (where element_type = 4) as fwd,
                 sum(price) as spent, min(bank) as bank, min(entry_bank) as entry_bank
          from squad group by entry_id),
        crowded as (
          select distinct entry_id from squad group by entry_id, team having count(*) > 3)
        select (select count(*) from per_entry
                where picks <> 15 or distinct_picks <> 15 or gkp <> 2 or def <> 5 or mid <> 5
                   or fwd <> 3 or bank < 0)
               + (select count(*) from crowded) as invalid,
               (select count(*) from per_entry
                where bank + spent <> 1000 or bank <> entry_bank) as banks`,
  );
  return { invalidSquads: Number(row!.invalid), badBanks: Number(row!.banks) };
}

export async function benchDeadlineRush(
  serverUrl: string,
  managers = Number(process.env.RUSH_MANAGERS ?? 5_000),
  processes = Number(process.env.RUSH_PROCESSES ?? 2),
): Promise<RushFigure> {
  const name = `ofl_bench_rush_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    const { db } = database;
    await seedDemoSeason(db);
    await createDemoPopulation(db, managers * 2, 2026);
    const users = await queryRows<{ id: number }>(db, sql`select id from users order by id`);
    const tokens = users.map((u) => ({ user: u.id, hash: hashToken(`rush-${u.id}`) }));
    await db.execute(sql`
      insert into sessions (token_hash, user_id, expires_at)
      select r.hash, r.user, now() + interval '1 day'
      from jsonb_to_recordset(${jsonParam(tokens)}) as r("user" int, hash text)`);
    const rows = await queryRows<PicksRow>(
      db,
      sql`select p.entry_id as entry, e.user_id as user, p.elements, p.purchase_prices as prices,
                 p.captain, p.vice_captain as vice, p.bank
          from entry_picks p join entries e on e.id = p.entry_id
          where p.event = 1 order by p.entry_id`,
    );
    const market = await queryRows<Player>(
      db,
      sql`select id, element_type as type, team, now_cost as cost from elements
          where element_type <> 5 order by now_cost, id`,
    );
    const everyone = plan(rows, market);
    const planned = everyone.slice(0, managers);
    const server = await startServer({
      DATABASE_URL: url.toString(),
      WEB_CONCURRENCY: String(processes),
    });
    let next = 0;
    const headers = (m: Manager): Record<string, string> => ({
      cookie: m.cookie,
      'x-csrftoken': m.csrf,
      origin: server.url,
      'content-type': 'application/json',
    });
    let result: Awaited<ReturnType<typeof autocannon>>;
    let paced: PacedFigure;
    try {
      result = await autocannon({
        url: server.url,
        connections: 100,
        amount: planned.length * 2,
        // The run ends at the first sample after its last answer: sampled often, so the
        // duration (and writes/s) is to the hundredth of a second, not rounded up to the next.
        sampleInt: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              const m = planned[next++ % planned.length]!;
              context.manager = m;
              return {
                ...request,
                path: `/api/my-team/${m.entry}/`,
                headers: headers(m),
                body: m.save,
              };
            },
          },
          {
            method: 'POST',
            setupRequest: (request, context) => {
              const m = context.manager as Manager;
              return { ...request, path: '/api/transfers/', headers: headers(m), body: m.transfer };
            },
          },
        ],
      });
      paced = await pacedWrites(
        server.url,
        pacedOrder(everyone.slice(managers), headers),
        GOAL_RATE,
      );
    } finally {
      await server.stop();
    }
    return {
      managers,
      processes,
      saturated: {
        writes: result.requests.total,
        perSecond: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        // autocannon counts a timeout among its errors too.
        errors: result.errors + result.non2xx,
        non2xx: result.non2xx,
        timeouts: result.timeouts,
      },
      paced,
      ...(await audit(db)),
    };
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
