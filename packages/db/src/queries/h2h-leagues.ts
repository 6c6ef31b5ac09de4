// A head-to-head league's table, its new entries and its matches, as the standings and matches
// pages read them.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import { joinMatchSides, matchSidesColumns, type MatchSidesRow } from './cups';
import { joinEntryAndManager, managerName } from './entries';

/** A row of a head-to-head table. */
export interface H2hTableRow {
  entry: number;
  entry_name: string;
  player_name: string;
  rank: number;
  last_rank: number;
  rank_sort: number;
  total: number;
  matches_played: number;
  matches_won: number;
  matches_drawn: number;
  matches_lost: number;
  points_for: number;
}

/** A member not in the table yet. */
export interface H2hNewEntryRow {
  entry: number;
  entry_name: string;
  joined_time: Date | string;
  player_first_name: string;
  player_last_name: string;
}

/** A match of a head-to-head league, its teams' names and whether its gameweek is scored. */
export interface H2hMatchRow extends MatchSidesRow {
  id: number;
  event: number;
  is_knockout: boolean;
  is_bye: boolean;
  winner: number | null;
  tiebreak: { decided_by?: string } | null;
  knockout_name: string | null;
  scored: boolean;
}

/** A scored league match's teams and points. */
export interface H2hScoredMatchRow {
  event: number;
  e1: number;
  e2: number | null;
  p1: number;
  p2: number;
}

/** The table's rows whose rank_sort is above `from` and at most `to`. */
export function h2hTableRows(
  tx: Tx,
  leagueId: number,
  from: number,
  to: number,
): Promise<H2hTableRow[]> {
  return queryRows<H2hTableRow>(
    tx,
    sql`select le.entry_id as entry, e.name as entry_name, ${managerName} as player_name,
               le.rank, le.last_rank, le.rank_sort, le.total, le.matches_played, le.matches_won,
               le.matches_drawn, le.matches_lost, le.points_for
        from league_entries le ${joinEntryAndManager(sql`le.entry_id`)}
        where le.league_id = ${leagueId}
          and le.rank_sort > ${from} and le.rank_sort <= ${to}
        order by le.rank_sort`,
  );
}

/** Members not in the table yet, in the order they joined, `limit` from `offset`. */
export function h2hNewEntries(
  tx: Tx,
  leagueId: number,
  limit: number,
  offset: number,
): Promise<H2hNewEntryRow[]> {
  return queryRows<H2hNewEntryRow>(
    tx,
    sql`select e.id as entry, e.name as entry_name, le.joined_at as joined_time,
               u.first_name as player_first_name, u.last_name as player_last_name
        from league_entries le ${joinEntryAndManager(sql`le.entry_id`)}
        where le.league_id = ${leagueId} and le.rank_sort is null
        order by le.joined_at, le.entry_id
        limit ${limit} offset ${offset}`,
  );
}

/** When the head-to-head tables were last written: the last finalisation's h2h step. */
export async function h2hTablesWritten(tx: Tx): Promise<Date | null> {
  const [row] = await queryRows<{ done_at: Date | string }>(
    tx,
    sql`select done_at from runner_steps where step = 'h2h' order by event desc limit 1`,
  );
  return row ? new Date(row.done_at) : null;
}

/** The league's scored matches up to `upTo` of any of `entries`, by gameweek. */
export function h2hScoredMatches(
  tx: Tx,
  leagueId: number,
  entries: readonly number[],
  upTo: number,
): Promise<H2hScoredMatchRow[]> {
  return queryRows<H2hScoredMatchRow>(
    tx,
    sql`select m.event, m.entry_1 as e1, m.entry_2 as e2, m.entry_1_points as p1,
               m.entry_2_points as p2
        from league_matches m
        where m.league_id = ${leagueId} and m.kind = 'h2h' and not m.is_knockout
          and m.event <= ${upTo}
          and exists (select 1 from runner_steps s where s.event = m.event and s.step = 'h2h')
          and (m.entry_1 = any(${`{${entries.join(',')}}`}::int[])
               or m.entry_2 = any(${`{${entries.join(',')}}`}::int[]))
        order by m.event`,
  );
}

/** The entries' points in `event` so far, net of hits. */
export function entriesNetPoints(
  tx: Tx,
  event: number,
  entries: readonly number[],
): Promise<{ entry: number; net: number }[]> {
  return queryRows<{ entry: number; net: number }>(
    tx,
    sql`select e.id as entry, e.summary_event_points - p.event_transfers_cost as net
        from entries e join entry_picks p on p.entry_id = e.id and p.event = ${event}
        where e.id = any(${`{${entries.join(',')}}`}::int[])`,
  );
}

/**
 * A page of the league's head-to-head matches, of one team (`entry`, 0 for all) and or one
 * gameweek (`event`, 0 for all), in gameweek order, `limit` from `offset`.
 */
export function h2hMatches(
  tx: Tx,
  query: { leagueId: number; entry: number; event: number; limit: number; offset: number },
): Promise<H2hMatchRow[]> {
  const byEntry =
    query.entry === 0 ? sql`` : sql`and (m.entry_1 = ${query.entry} or m.entry_2 = ${query.entry})`;
  const byEvent = query.event === 0 ? sql`` : sql`and m.event = ${query.event}`;
  return queryRows<H2hMatchRow>(
    tx,
    sql`select m.id, m.event, ${matchSidesColumns},
                 m.is_knockout, m.is_bye, m.winner, m.tiebreak, m.knockout_name,
                 exists (select 1 from runner_steps s
                         where s.event = m.event and s.step = 'h2h') as scored
          from league_matches m ${joinMatchSides}
          where m.league_id = ${query.leagueId} and m.kind = 'h2h' ${byEntry} ${byEvent}
          order by m.event, m.id
          limit ${query.limit} offset ${query.offset}`,
  );
}
