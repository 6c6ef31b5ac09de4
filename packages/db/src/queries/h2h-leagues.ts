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

/** A league's order for the round robin (the AVERAGE team null), null before its first deadline. */
export async function h2hOrderOf(tx: Tx, leagueId: number): Promise<(number | null)[] | null> {
  const [row] = await queryRows<{ members: (number | null)[] }>(
    tx,
    sql`select members from h2h_orders where league_id = ${leagueId}`,
  );
  return row?.members ?? null;
}

/** The last gameweek whose head-to-head matches are scored; 0 before the first. */
export async function h2hLastScoredEvent(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ event: number | null }>(
    tx,
    sql`select max(event) as event from runner_steps where step = 'h2h'`,
  );
  return row?.event ?? 0;
}

/** Which of a league's stored matches: of one team and or one gameweek (0 for all), in a range. */
export interface H2hMatchQuery {
  leagueId: number;
  entry: number;
  event: number;
  /** Only the gameweeks before this one (when given) or from it on (when `from`). */
  split?: { event: number; from: boolean };
}

function storedMatchFilter(query: H2hMatchQuery) {
  const byEntry =
    query.entry === 0 ? sql`` : sql`and (m.entry_1 = ${query.entry} or m.entry_2 = ${query.entry})`;
  const byEvent = query.event === 0 ? sql`` : sql`and m.event = ${query.event}`;
  const bySplit = !query.split
    ? sql``
    : query.split.from
      ? sql`and m.event >= ${query.split.event}`
      : sql`and m.event < ${query.split.event}`;
  return sql`m.league_id = ${query.leagueId} and m.kind = 'h2h' ${byEntry} ${byEvent} ${bySplit}`;
}

/** How many stored matches the query selects. */
export async function h2hMatchCount(tx: Tx, query: H2hMatchQuery): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from league_matches m where ${storedMatchFilter(query)}`,
  );
  return row?.n ?? 0;
}

/**
 * A page of the league's stored head-to-head matches (scored league gameweeks and knock-outs),
 * of one team (`entry`, 0 for all) and or one gameweek (`event`, 0 for all), in gameweek order,
 * `limit` from `offset`.
 */
export function h2hMatches(
  tx: Tx,
  query: H2hMatchQuery & { limit: number; offset: number },
): Promise<H2hMatchRow[]> {
  if (query.limit <= 0) return Promise.resolve([]);
  return queryRows<H2hMatchRow>(
    tx,
    sql`select m.id, m.event, ${matchSidesColumns},
                 m.is_knockout, m.is_bye, m.winner, m.tiebreak, m.knockout_name,
                 exists (select 1 from runner_steps s
                         where s.event = m.event and s.step = 'h2h') as scored
          from league_matches m ${joinMatchSides}
          where ${storedMatchFilter(query)}
          order by m.event, m.id
          limit ${query.limit} offset ${query.offset}`,
  );
}

/** A league match not scored yet, derived from the league's order. */
export interface H2hPairingRow {
  id: number;
  event: number;
  entry_1: number;
  entry_2: number | null;
}

/** The rows of matches not scored yet, with their teams' names, in the order given. */
export function h2hPairingRows(tx: Tx, pairings: readonly H2hPairingRow[]): Promise<H2hMatchRow[]> {
  if (pairings.length === 0) return Promise.resolve([]);
  const ints = (values: readonly (number | null)[]) =>
    `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
  return queryRows<H2hMatchRow>(
    tx,
    sql`select m.id::float8 as id, m.event, ${matchSidesColumns},
               false as is_knockout, false as is_bye, null::int as winner, null::jsonb as tiebreak,
               null::text as knockout_name, false as scored
        from (select p.id, p.event, p.entry_1, p.entry_2, 0 as entry_1_points,
                     0 as entry_2_points, p.n
              from unnest(${ints(pairings.map((p) => p.id))}::float8[],
                          ${ints(pairings.map((p) => p.event))}::int[],
                          ${ints(pairings.map((p) => p.entry_1))}::int[],
                          ${ints(pairings.map((p) => p.entry_2))}::int[])
                with ordinality as p(id, event, entry_1, entry_2, n)) m
        ${joinMatchSides}
        order by m.n`,
  );
}
