// A classic league's standings page (api-shapes §9) in one prepared statement: the league, a page
// of a phase's table and a page of the new entries. Fifty readers a second of a million-team
// league are the load this serves, so the database builds the two pages as JSON text in the
// payload's shape and the server passes them through: one round trip, no plan made per call,
// no rows turned into objects and back into text.
//
// A page of a table is the rows whose rank_sort falls in its range, read through the
// (league_id, rank_sort) index with the names the rows carry: page 10,000 of the Overall league
// costs what page 1 costs. A new entry is a member not in the table yet (who joined after the
// deadline of the table's gameweek); members join by the game clock, so the (league_id,
// joined_at) index reads only the few who joined since.
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { leagues } from '../schema/index';

/** Rows per page of standings and of new entries, as the official game. */
export const STANDINGS_PAGE = 50;

/**
 * Who is a new entry: 'live', those who joined after the live gameweek's deadline (`event`);
 * 'tables', those who joined after the written tables' gameweek's deadline (`event`) and are not
 * in them (every member of a league without a table yet); 'all', every member (no table written).
 */
export type NewEntriesRule = 'live' | 'tables' | 'all';

export interface StandingsRequest {
  league: number;
  /** The table's phase; 0 reads no table (an empty page). */
  phase: number;
  page: number;
  newEntriesPage: number;
  rule: NewEntriesRule;
  /** The gameweek of the rule's deadline ('live' and 'tables'). */
  event: number;
}

export interface StandingsParts {
  league: typeof leagues.$inferSelect;
  /** `{has_next, page, results}` of the table, as JSON text. */
  standings: string;
  /** `{has_next, page, results}` of the new entries, as JSON text. */
  newEntries: string;
}

const p = (name: string) => sql.placeholder(name);
const deadline = sql`(select deadline_time from events where id = ${p('event')})`;
// As JavaScript's toISOString writes it, the way every other time of the API reads.
const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const notInTable: Record<NewEntriesRule, SQL> = {
  live: sql`and le.joined_at > ${deadline}`,
  // One constant for the query, so the index range holds; a league without a table has none.
  tables: sql`
    and le.joined_at > (case when exists (select 1 from league_standings
                                          where phase = 1 and league_id = ${p('league')}
                                            and rank_sort = 1)
                             then ${deadline} else '-infinity' end)
    and not exists (select 1 from league_standings s
                    where s.phase = 1 and s.league_id = le.league_id
                      and s.entry_id = le.entry_id)`,
  all: sql``,
};

/** `{has_next, page, results}` of the rows numbered 1..51 by `n`, the 51st saying more follow. */
const pageJson = (page: SQL, row: SQL, order: SQL, n: SQL) => sql`
  json_build_object('has_next', count(*) > ${STANDINGS_PAGE}, 'page', ${page},
                    'results', coalesce(json_agg(${row} order by ${order})
                                          filter (where ${n} <= ${STANDINGS_PAGE}), '[]'))::text`;

const tablePage = sql`(
  select ${pageJson(
    sql`${p('page')}::int`,
    sql`json_build_object('entry', s.entry_id, 'entry_name', s.entry_name,
                          'player_name', s.player_name, 'event_total', s.event_total,
                          'total', s.total, 'rank', s.rank, 'last_rank', s.last_rank,
                          'rank_sort', s.rank_sort, 'club_badge_src', null)`,
    sql`s.rank_sort`,
    sql`s.rank_sort - ${p('after')}::int`,
  )}
  from league_standings s
  where s.phase = ${p('phase')} and s.league_id = ${p('league')}
    and s.rank_sort > ${p('after')}::int
    and s.rank_sort <= ${p('after')}::int + ${STANDINGS_PAGE + 1})`;

const newEntriesPage = (rule: NewEntriesRule) => sql`(
  select ${pageJson(
    sql`${p('newPage')}::int`,
    sql`json_build_object('entry', n.entry, 'entry_name', n.entry_name,
                          'joined_time', ${iso(sql`n.joined_at`)},
                          'player_first_name', n.first_name, 'player_last_name', n.last_name)`,
    sql`n.i`,
    sql`n.i`,
  )}
  from (
    select e.id as entry, e.name as entry_name, le.joined_at, u.first_name, u.last_name,
           row_number() over (order by le.joined_at, le.entry_id) as i
    from league_entries le join entries e on e.id = le.entry_id join users u on u.id = e.user_id
    where le.league_id = ${p('league')} ${notInTable[rule]}
    order by le.joined_at, le.entry_id
    limit ${STANDINGS_PAGE + 1} offset ${p('newAfter')}::int
  ) n)`;

function statement(db: Db, rule: NewEntriesRule) {
  return db
    .select({
      ...getTableColumns(leagues),
      standings: sql<string>`${tablePage}`,
      newEntries: sql<string>`${newEntriesPage(rule)}`,
    })
    .from(leagues)
    .where(eq(leagues.id, p('league')))
    .prepare(`classic_standings_${rule}`);
}

type Prepared = ReturnType<typeof statement>;
const prepared = new WeakMap<Db, Map<NewEntriesRule, Prepared>>();

/** The league `request.league` (any scoring) with the pages asked; null when there is none. */
export async function readStandingsParts(
  db: Db,
  request: StandingsRequest,
): Promise<StandingsParts | null> {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let query = statements.get(request.rule);
  if (!query) statements.set(request.rule, (query = statement(db, request.rule)));
  const [row] = await query.execute({
    league: request.league,
    phase: request.phase,
    page: request.page,
    after: (request.page - 1) * STANDINGS_PAGE,
    newPage: request.newEntriesPage,
    newAfter: (request.newEntriesPage - 1) * STANDINGS_PAGE,
    event: request.event,
  });
  if (!row) return null;
  const { standings, newEntries, ...league } = row;
  return { league, standings, newEntries };
}
