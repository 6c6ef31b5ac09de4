// Every classic league's table, recomputed in the finalisation that ranks the gameweek, so the
// tables are final when the gameweek is (game rules §7.2, the engine's classicStandings):
// - a league's total is the difference of two entry_history totals (net of hits): the gameweek
//   shown and the one before the league's first, and so is its tie-break (tiebreak_transfers);
// - the whole-season table (phase 1) is league_entries, the month's table league_phase_entries,
//   where the hits for the month's first gameweek are given back;
// - ranks come from one set-based statement over every league, partitioned by league: the
//   few huge general leagues and the many small invitational ones alike are one ordered pass
//   (rank for the shared rank, row_number for rank_sort, lower entry id first among equals);
// - a member is in the table once it has a gameweek row at or before the gameweek; one who
//   joined since the last update is a new entry until then (rank_sort null);
// - last_rank is the rank of the table one gameweek before, 0 for a new row.
// The step runs in one transaction with its runner_steps row, so a crash means running it again.
import { sql } from 'drizzle-orm';
import { phasesContaining, type Phase } from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';

/** Writes every classic league's tables as of finalised gameweek `event`. */
export async function writeLeagueTables(tx: Tx, event: number): Promise<void> {
  await tx.execute(sql`set local work_mem = '256MB'`);
  // Fresh statistics, or the planner takes the thousands of leagues for one and loops over
  // every league for every entry (the embedded database has no autovacuum to keep them).
  await tx.execute(sql`analyze leagues, league_entries, league_phase_entries, entry_history`);
  await writeSeasonTables(tx, event);
  const phaseRows = await queryRows<{ id: number; name: string; start: number; stop: number }>(
    tx,
    sql`select id, name, start_event as start, stop_event as stop from phases order by id`,
  );
  const all: Phase[] = phaseRows.map((p) => ({
    id: p.id,
    name: p.name,
    startEvent: p.start,
    stopEvent: p.stop,
  }));
  for (const phase of phasesContaining(all, event)) {
    if (phase.id !== 1) await writePhaseTables(tx, event, phase);
  }
}

/**
 * The ranked rows of every league at `event` from `from(l)`, the first gameweek counted:
 * `forgiven` adds back the hits of a phase's first gameweek.
 */
function rankedRows(event: number, from: ReturnType<typeof sql>, forgiven: ReturnType<typeof sql>) {
  return sql`
    select t.*,
           rank() over (partition by t.league_id order by t.total desc, t.transfers) as rank,
           row_number() over (partition by t.league_id
                              order by t.total desc, t.transfers, t.entry_id) as rank_sort
    from (
      select le.entry_id, le.league_id,
             cur.total_points - coalesce(b.total_points, 0) + ${forgiven} as total,
             cur.tiebreak_transfers - coalesce(b.tiebreak_transfers, 0) as transfers,
             cur.points - cur.event_transfers_cost
               + case when ${from} = ${event} then ${forgiven} else 0 end as event_total
      from league_entries le
      join leagues l on l.id = le.league_id
      join entry_history cur on cur.entry_id = le.entry_id and cur.event = ${event}
      left join entry_history b on ${from} > 1 and b.entry_id = le.entry_id
                                and b.event = ${from} - 1
      where l.scoring = 'c' and ${from} <= ${event}
    ) t`;
}

async function writeSeasonTables(tx: Tx, event: number): Promise<void> {
  await tx.execute(sql`
    update league_entries le set
      last_rank = case when le.event = ${event} then le.last_rank
                       when le.event = ${event - 1} then le.rank else 0 end,
      rank = r.rank, rank_sort = r.rank_sort, total = r.total, event_total = r.event_total,
      transfers = r.transfers, event = ${event}
    from (${rankedRows(event, sql`l.start_event`, sql`0`)}) r
    where le.entry_id = r.entry_id and le.league_id = r.league_id`);
}

async function writePhaseTables(tx: Tx, event: number, phase: Phase): Promise<void> {
  const from = sql`greatest(l.start_event, ${phase.startEvent})`;
  // The hits of the phase's first gameweek (made in the gameweek before) do not count.
  const forgiven = sql`case when ${from} = ${phase.startEvent}
    then coalesce((select h.event_transfers_cost from entry_history h
                   where h.entry_id = le.entry_id and h.event = ${phase.startEvent}), 0)
    else 0 end`;
  await tx.execute(sql`
    insert into league_phase_entries as p (entry_id, league_id, phase, event, rank, last_rank,
                                           rank_sort, total, event_total)
    select r.entry_id, r.league_id, ${phase.id}, ${event}, r.rank, 0, r.rank_sort, r.total,
           r.event_total
    from (${rankedRows(event, from, forgiven)}) r
    on conflict (entry_id, league_id, phase) do update set
      last_rank = case when p.event = ${event} then p.last_rank
                       when p.event = ${event - 1} then p.rank else 0 end,
      rank = excluded.rank, rank_sort = excluded.rank_sort, total = excluded.total,
      event_total = excluded.event_total, event = excluded.event`);
}
