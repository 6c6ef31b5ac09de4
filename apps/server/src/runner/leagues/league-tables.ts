// Every classic league's table, recomputed in the finalisation that ranks the gameweek, so the
// tables are final when the gameweek is (game rules §7.2, the engine's classicStandings). The
// general leagues' are counted over the entries (general-tables.ts, built and swapped in with
// these); the other leagues' are written here, a row per member:
// - a league's total is the difference of two entry_history totals (net of hits): the gameweek
//   shown and the one before the league's first, and so is its tie-break (tiebreak_transfers);
// - the whole-season table is phase 1, a month's its phase id, where the hits for the month's
//   first gameweek are given back;
// - ranks come from one set-based statement over every such league, partitioned by league:
//   one ordered pass (rank for the shared rank, row_number for rank_sort, lower entry id first
//   among equals);
// - a member is in the table once it has a gameweek row at or before the gameweek; one who
//   joined since is a new entry until the next table;
// - last_rank is the member's rank in the phase's table before this one, 0 for a new row.
//
// At a million entries these tables hold some six million rows a gameweek. Updating them in
// place costs minutes (every row's index entries move); so each phase's table is built as a
// fresh table, indexed once, and swapped in as the phase's partition of league_standings. The
// phases are built side by side, each on its own connection, and swapped in one short
// transaction with the step's runner_steps row: a crash before the swap leaves only a
// half-built table, dropped when the step runs again.
import { sql, type SQL } from 'drizzle-orm';
import { phasesContaining, type Phase } from '@ofl/engine';
import { countedLeague, queryRows, tableExists, type Db, type Tx } from '@ofl/db';
import { classicOrderSql } from '../rules-sql';
import { markDone } from '../steps';
import { buildGeneralTables, swapInGeneralTables, vacuumGeneralTables } from './general-tables';

/** The partition holding `phase`'s table, and the one being built to replace it. */
const partition = (phase: number) => sql.raw(`league_standings_${phase}`);
const building = (phase: number) => sql.raw(`league_standings_next_${phase}`);

export interface LeagueTablesOptions {
  /** Phases built at once, each on its own connection (1 on the embedded database). */
  parallel?: number;
  /** Seconds per part, added to (the benchmark's figures). */
  timings?: Record<string, number>;
}

/** Writes every classic league's tables as of finalised gameweek `event`, and marks the step. */
export async function writeLeagueTables(
  db: Db,
  event: number,
  options: LeagueTablesOptions = {},
): Promise<void> {
  const timings = options.timings ?? {};
  // Fresh statistics, or the planner takes the thousands of leagues for one and the gameweek's
  // million history rows for a few hundred, and loops (the embedded database has no autovacuum).
  // Of the history, the columns the tables join on: the others cost most and steer nothing here.
  await db.execute(
    sql`analyze leagues, league_entries, general_members, entry_history (entry_id, event)`,
  );
  const phases = await phasesOf(db, event);
  const queue = [...phases];
  const worker = async () => {
    for (let phase = queue.shift(); phase; phase = queue.shift()) {
      const p = phase;
      let started = performance.now();
      const lap = (part: string) => {
        const now = performance.now();
        timings[`  ${part} of phase ${p.id} built`] = (now - started) / 1000;
        started = now;
      };
      await db.transaction(async (tx) => {
        await buildTable(tx, event, p);
        lap('written tables');
        await buildGeneralTables(tx, event, p);
      });
      lap('general tables');
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 1) }, worker));
  // Once every build is committed: VACUUM cannot mark rows visible to all while another phase's
  // build, older than them, is still open.
  let started = performance.now();
  for (const phase of phases) await vacuumGeneralTables(db, phase.id);
  timings['  general totals vacuumed'] = (performance.now() - started) / 1000;
  started = performance.now();
  await db.transaction(async (tx) => {
    for (const phase of phases) {
      await swapIn(tx, phase.id);
      await swapInGeneralTables(tx, phase.id);
    }
    await markDone(tx, event, 'leagues');
  });
  timings['  tables swapped in'] = (performance.now() - started) / 1000;
}

/** The season's phases as the phases table holds them, in id order. */
export async function seasonPhases(db: Db): Promise<Phase[]> {
  const rows = await queryRows<{ id: number; name: string; start: number; stop: number }>(
    db,
    sql`select id, name, start_event as start, stop_event as stop from phases order by id`,
  );
  return rows.map((p) => ({ id: p.id, name: p.name, startEvent: p.start, stopEvent: p.stop }));
}

/** The season (phase 1) and the months that contain `event`. */
async function phasesOf(db: Db, event: number): Promise<Phase[]> {
  const season: Phase = { id: 1, name: 'Overall', startEvent: 1, stopEvent: event };
  const months = phasesContaining(await seasonPhases(db), event).filter((p) => p.id !== 1);
  return [season, ...months];
}

/** Builds `phase`'s table at `event` as a fresh, indexed table, ready to be swapped in. */
async function buildTable(tx: Tx, event: number, phase: Phase): Promise<void> {
  // The sort of millions of memberships stays in memory.
  await tx.execute(sql`set local work_mem = '1GB'`);
  await tx.execute(sql`drop table if exists ${building(phase.id)}`);
  const before = (await tableExists(tx, `league_standings_${phase.id}`))
    ? sql`${partition(phase.id)}`
    : sql`(select 0 as league_id, 0 as entry_id, 0 as rank where false)`;
  await tx.execute(sql`
    create table ${building(phase.id)} as
    select r.league_id::int, ${phase.id}::smallint as phase, r.rank_sort::int, r.entry_id::int,
           r.rank::int, coalesce(o.rank, 0)::int as last_rank, r.total::int,
           r.event_total::int, e.name as entry_name,
           u.first_name || ' ' || u.last_name as player_name
    from (${rankedRows(event, phase)}) r
    join entries e on e.id = r.entry_id join users u on u.id = e.user_id
    left join ${before} o on o.league_id = r.league_id and o.entry_id = r.entry_id`);
  // The partitioned indexes of league_standings, so the swap attaches these instead of building.
  await tx.execute(sql`create index on ${building(phase.id)} (league_id, rank_sort)`);
  await tx.execute(sql`create index on ${building(phase.id)} (league_id, entry_id)`);
  // Proves the rows belong to the partition, so attaching it needs no scan.
  await tx.execute(sql`
    alter table ${building(phase.id)}
      add constraint ${sql.raw(`league_standings_next_${phase.id}_phase`)}
      check (phase = ${sql.raw(String(phase.id))}),
      alter column league_id set not null, alter column phase set not null,
      alter column rank_sort set not null, alter column entry_id set not null,
      alter column rank set not null, alter column last_rank set not null,
      alter column total set not null, alter column event_total set not null,
      alter column entry_name set not null, alter column player_name set not null`);
  // Statistics of the columns pages look members up by; the names cost most and steer nothing.
  await tx.execute(sql`analyze ${building(phase.id)} (league_id, entry_id, rank_sort)`);
}

/** Puts the built table of `phase` in place of its old partition. */
async function swapIn(tx: Tx, phase: number): Promise<void> {
  await tx.execute(sql`drop table if exists ${partition(phase)}`);
  await tx.execute(sql`alter table ${building(phase)} rename to ${partition(phase)}`);
  await tx.execute(sql`
    alter table league_standings attach partition ${partition(phase)}
    for values in (${sql.raw(String(phase))})`);
}

/**
 * The ranked rows of every classic league at `event` for `phase`: from the later of the
 * league's first gameweek and the phase's, with the hits of the phase's first gameweek given
 * back in a month's table.
 */
function rankedRows(event: number, phase: Phase): SQL {
  const month = phase.id !== 1;
  const from = month ? sql`greatest(l.start_event, ${phase.startEvent})` : sql`l.start_event`;
  const forgiven = month
    ? sql`case when ${from} = ${phase.startEvent} then coalesce(f.event_transfers_cost, 0)
          else 0 end`
    : sql`0`;
  const forgivenJoin = month
    ? sql`left join entry_history f on f.entry_id = le.entry_id and f.event = ${phase.startEvent}`
    : sql``;
  const order = classicOrderSql({ total: sql`t.total`, transfers: sql`t.transfers` });
  return sql`
    select t.*,
           rank() over (partition by t.league_id order by ${order}) as rank,
           row_number() over (partition by t.league_id order by ${order}, t.entry_id) as rank_sort
    from (
      select le.entry_id, le.league_id,
             cur.total_points - coalesce(b.total_points, 0) + ${forgiven} as total,
             cur.tiebreak_transfers - coalesce(b.tiebreak_transfers, 0) as transfers,
             cur.points - cur.event_transfers_cost
               + case when ${from} = ${event} then ${forgiven} else 0 end as event_total
      from league_entries le
      join leagues l on l.id = le.league_id
      join entry_history cur on cur.entry_id = le.entry_id and cur.event = ${event}
      left join (
        -- The totals before the leagues that start late (a hash join: most start at 1).
        select h.entry_id, h.event, h.total_points, h.tiebreak_transfers from entry_history h
        where h.event in (select distinct ${from} - 1 from leagues l
                          where l.scoring = 'c' and ${from} between 2 and ${event})
      ) b on b.entry_id = le.entry_id and b.event = ${from} - 1
      ${forgivenJoin}
      where l.scoring = 'c' and ${from} <= ${event} and not ${countedLeague(sql`l`)}
    ) t`;
}
