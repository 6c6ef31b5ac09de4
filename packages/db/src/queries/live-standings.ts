// What a classic league's standings page reads besides its stored table: when the tables were
// last written, and while a gameweek is live, its provisional points (services/leagues/classic-standings).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { queryRows } from '../raw-sql';
import { joinEntryAndManager, managerName } from './entries';
import { inTableOf } from './league-members';

/** When the league tables were last written, and as of which gameweek; null before the first. */
export async function lastTablesWritten(db: Tx): Promise<{ doneAt: Date; event: number } | null> {
  const [written] = await queryRows<{ done_at: Date | string; event: number }>(
    db,
    sql`select done_at, event from runner_steps where step = 'leagues'
        order by event desc limit 1`,
  );
  return written ? { doneAt: new Date(written.done_at), event: written.event } : null;
}

/**
 * The live gameweek `event`'s net points (its points less its hits) of each of `entries`, as
 * the entries' rows hold them (the live ranker's own are live/liveNetPoints).
 */
export function storedLiveNetPoints(db: Db, entries: readonly number[], event: number) {
  return queryRows<{ entry: number; net: number }>(
    db,
    sql`select e.id as entry, e.summary_event_points - p.event_transfers_cost as net
        from entries e join entry_picks p on p.entry_id = e.id and p.event = ${event}
        where e.id = any(${`{${entries.join(',')}}`}::int[])`,
  );
}

/** A member's gameweek in a live table: a finalised one, or the live one (`event`). */
export interface LiveTableGameweek {
  entry: number;
  entry_name: string;
  player_name: string;
  event: number;
  points: number;
  cost: number;
  transfers: number;
  chip: string | null;
}

/**
 * The gameweeks from `league.startEvent` of the members in the table of the live gameweek
 * `event` (who joined by its deadline): the finalised ones and the live one's points so far.
 */
export function liveTableGameweeks(
  tx: Tx,
  league: { id: number; startEvent: number },
  event: number,
) {
  return queryRows<LiveTableGameweek>(
    tx,
    sql`with members as (
          select le.entry_id from league_entries le
          where le.league_id = ${league.id} and ${inTableOf(event)}
        )
        select e.id as entry, e.name as entry_name, ${managerName} as player_name, g.event,
               g.points, g.cost, g.transfers, p.active_chip as chip
        from members m ${joinEntryAndManager(sql`m.entry_id`)}
        join lateral (
          select h.event, h.points, h.event_transfers_cost as cost,
                 h.event_transfers as transfers
          from entry_history h
          where h.entry_id = e.id and h.event >= ${league.startEvent} and h.event < ${event}
          union all
          select ${event}::smallint, e.summary_event_points, lp.event_transfers_cost,
                 lp.event_transfers
          from entry_picks lp where lp.entry_id = e.id and lp.event = ${event}
        ) g on true
        left join entry_picks p on p.entry_id = e.id and p.event = g.event`,
  );
}
