// A classic league's standings page (api-shapes §9): the league, a page of a phase's table and a
// page of the new entries. Fifty readers a second of a million-team league are the load this
// serves, so the database builds the pages as JSON text in the payload's shape and the server
// passes them through: no rows turned into objects and back into text.
//
// The league's kind of table is read first, by a statement of its own; the league and its
// table's page are then one prepared statement of that kind and phase, which also says whether
// the league has new entries; only then is their page read, by another statement. A page of a
// table is the rows whose rank_sort falls in its range, read through the (league_id, rank_sort)
// index with the names the rows carry: page 10,000 of the Overall league costs what page 1
// costs. A new entry is a member not in the table yet (who joined after the deadline of the
// table's gameweek); members join by the game clock, so the (league_id, joined_at) index reads
// only the few who joined since.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { leagues } from '../schema/index';
import { inTableOf } from './league-members';
import { countedLeague } from './general-leagues';
import { generalKindOf, generalPageRows, type GeneralKind } from './general-standings';

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
  /** The table's phase, one of the season's (each has its own statement); 0 reads no table. */
  phase: number;
  page: number;
  newEntriesPage: number;
  rule: NewEntriesRule;
  /** The gameweek of the rule's deadline ('live' and 'tables'). */
  event: number;
}

/** The league's columns a standings page shows (its `league` object) and reads. */
const STANDINGS_LEAGUE = {
  id: leagues.id,
  name: leagues.name,
  created: leagues.created,
  closed: leagues.closed,
  maxEntries: leagues.maxEntries,
  leagueType: leagues.leagueType,
  scoring: leagues.scoring,
  adminEntry: leagues.adminEntry,
  startEvent: leagues.startEvent,
  codePrivacy: leagues.codePrivacy,
  hasCup: leagues.hasCup,
  cupLeague: leagues.cupLeague,
};
export type StandingsLeague = Pick<typeof leagues.$inferSelect, keyof typeof STANDINGS_LEAGUE>;

export interface StandingsParts {
  league: StandingsLeague;
  /** `{has_next, page, results}` of the table, as JSON text. */
  standings: string;
  /** `{has_next, page, results}` of the new entries, as JSON text. */
  newEntries: string;
}

const p = (name: string) => sql.placeholder(name);
const deadlineOf = sql`(select deadline_time from events where id = ${p('event')})`;
// As JavaScript's toISOString writes it, the way every other time of the API reads.
const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The members of league `le` who are new entries by `rule` (a condition on `le`). */
const notInTable: Record<NewEntriesRule, SQL> = {
  live: sql`not ${inTableOf(p('event'))}`,
  // One constant for the query, so the index range holds; a league without a table has none.
  tables: sql`
    le.joined_at > (case when exists (select 1 from league_standings
                                      where phase = 1 and league_id = ${p('league')}
                                        and rank_sort = 1)
                           or exists (select 1 from general_buckets
                                      where phase = 1 and league_id = ${p('league')}
                                        and before = 0)
                         then ${deadlineOf} else '-infinity' end)
    and not exists (select 1 from league_standings s
                    where s.phase = 1 and s.league_id = le.league_id
                      and s.entry_id = le.entry_id)
    and not exists (select 1 from general_totals g
                    where g.phase = 1 and g.entry_id = le.entry_id
                      and le.league_id in (g.league_id, g.region_league, g.club_league,
                                           g.start_league))`,
  all: sql`true`,
};

// The page's size written into the statements, so their plans know it.
const PAGE = sql.raw(String(STANDINGS_PAGE));
const PAGE_AND_ONE = sql.raw(String(STANDINGS_PAGE + 1));

/** `json_build_object` of `fields`, each key the name of a field of the payload. */
const jsonObject = (fields: Record<string, SQL>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/**
 * The fields of a table's row (`s`, league_standings) and of a new entry (`n`) as the payload
 * has them: the server checks these names against the API contract's rows.
 */
export const TABLE_ROW = {
  entry: sql`s.entry_id`,
  entry_name: sql`s.entry_name`,
  player_name: sql`s.player_name`,
  event_total: sql`s.event_total`,
  total: sql`s.total`,
  rank: sql`s.rank`,
  last_rank: sql`s.last_rank`,
  rank_sort: sql`s.rank_sort`,
  club_badge_src: sql`null`,
};
export const NEW_ENTRY_ROW = {
  entry: sql`n.entry`,
  entry_name: sql`n.entry_name`,
  joined_time: iso(sql`n.joined_at`),
  player_first_name: sql`n.first_name`,
  player_last_name: sql`n.last_name`,
};

/** `{has_next, page, results}` of the rows numbered 1..51 by `n`, the 51st saying more follow. */
const pageJson = (page: SQL, row: SQL, order: SQL, n: SQL) => sql`
  json_build_object('has_next', count(*) > ${PAGE}, 'page', ${page},
                    'results', coalesce(json_agg(${row} order by ${order})
                                          filter (where ${n} <= ${PAGE}), '[]'))::text`;

const writtenPage = (phase: SQL) => sql`(
  select ${pageJson(
    sql`${p('page')}::int`,
    jsonObject(TABLE_ROW),
    sql`s.rank_sort`,
    sql`s.rank_sort - ${p('after')}::int`,
  )}
  from league_standings s
  where s.phase = ${phase} and s.league_id = ${p('league')}
    and s.rank_sort > ${p('after')}::int
    and s.rank_sort <= ${p('after')}::int + ${PAGE_AND_ONE})`;

const generalPage = (kind: GeneralKind, phase: SQL) => sql`(
  select ${pageJson(
    sql`${p('page')}::int`,
    jsonObject(TABLE_ROW),
    sql`s.rank_sort`,
    sql`s.rank_sort - ${p('after')}::int`,
  )}
  from ${generalPageRows(kind, {
    phase: sql`${phase}::smallint`,
    league: sql`${p('league')}::int`,
    after: sql`${p('after')}::int`,
    rows: PAGE_AND_ONE,
  })} s)`;

/** Which table a league's page reads: a general league's counted one, or written rows. */
type TableKind = GeneralKind | 'written';

/** The page of the table of a league of `kind` in `phase` (SQL). */
const tablePage = (kind: TableKind, phase: SQL) =>
  kind === 'written' ? writtenPage(phase) : generalPage(kind, phase);

/**
 * A phase written into a statement's text: a season's phases are few (the season and its months)
 * and the caller passes only those, so each has its own statement.
 */
function phaseLiteral(phase: number): SQL {
  if (!Number.isSafeInteger(phase) || phase < 0 || phase > 100) {
    throw new Error(`Not a phase of a season: ${phase}`);
  }
  return sql.raw(String(phase));
}

/**
 * Whether the league has a new entry by `rule`: the first in the order of the (league_id,
 * joined_at) index, the plan kept for any league (an exists would scan a large league's every
 * membership for the first plans PostgreSQL makes with the values).
 */
const hasNewEntries = (rule: NewEntriesRule) => sql`coalesce((
  select true from league_entries le where le.league_id = ${p('league')} and ${notInTable[rule]}
  order by le.joined_at limit 1), false)`;

// Built once with placeholders (drizzle's prepare) rather than as preparedRows, which renders its
// statement's text anew at every call: this is the read a million-team league's readers repeat.
// One statement per kind of table and phase, the phase written in its text: the tables are
// partitioned by phase, and with the phase a placeholder PostgreSQL estimated the generic plan
// (every partition) dearer than a plan made with the values, so it planned again at every call,
// about 2.5 ms of a 5 ms read. With the phase known, it keeps the generic plan after five calls.
// One statement holding every kind's branch had cost about 6 ms to plan, more than its run.
function leagueStatement(db: Db, rule: NewEntriesRule, kind: TableKind, phase: number) {
  return db
    .select({
      ...STANDINGS_LEAGUE,
      standings: sql<string>`${tablePage(kind, phaseLiteral(phase))}`,
      hasNewEntries: sql<boolean>`${hasNewEntries(rule)}`,
    })
    .from(leagues)
    .where(eq(leagues.id, p('league')))
    .prepare(`classic_standings_${rule}_${kind}_${phase}`);
}

/**
 * The kind of table league `league` has in `phase`: a general league's counted table once one is
 * counted, else written rows (any other league's, and the general leagues' tables written before
 * they were counted). No row when there is no such league.
 */
function kindStatement(db: Db) {
  return db
    .select({
      kind: sql<TableKind>`case when ${countedLeague(sql`leagues`)}
                                 and exists (select 1 from general_buckets
                                             where phase = ${p('phase')} and league_id = leagues.id)
                           then ${generalKindOf(sql`leagues`)} else 'written' end`,
    })
    .from(leagues)
    .where(eq(leagues.id, p('league')))
    .prepare('classic_standings_kind');
}

function newEntriesStatement(db: Db, rule: NewEntriesRule) {
  return db
    .select({
      page: sql<string>`${pageJson(
        sql`${p('newPage')}::int`,
        jsonObject(NEW_ENTRY_ROW),
        sql`n.i`,
        // Numbered before the offset: the page's rows are newAfter + 1 on.
        sql`n.i - ${p('newAfter')}::int`,
      )}`,
    })
    .from(
      sql`(
        select e.id as entry, e.name as entry_name, le.joined_at, u.first_name, u.last_name,
               row_number() over (order by le.joined_at, le.entry_id) as i
        from league_entries le join entries e on e.id = le.entry_id
        join users u on u.id = e.user_id
        where le.league_id = ${p('league')} and ${notInTable[rule]}
        order by le.joined_at, le.entry_id
        limit ${PAGE_AND_ONE} offset ${p('newAfter')}::int
      ) n`,
    )
    .prepare(`classic_standings_new_${rule}`);
}

/** The statements of a database, each made on first use. */
const prepared = new WeakMap<Db, Map<string, unknown>>();

function statementOf<T>(db: Db, name: string, make: () => T): T {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, make());
  return statements.get(name) as T;
}

/** The league `request.league` (any scoring) with the pages asked; null when there is none. */
export async function readStandingsParts(
  db: Db,
  request: StandingsRequest,
): Promise<StandingsParts | null> {
  const { rule } = request;
  const [table] = await statementOf(db, 'kind', () => kindStatement(db)).execute({
    league: request.league,
    phase: request.phase,
  });
  if (!table) return null;
  const name = `${rule}_${table.kind}_${request.phase}`;
  const leagueStatementOf = () => leagueStatement(db, rule, table.kind, request.phase);
  const [row] = await statementOf(db, name, leagueStatementOf).execute({
    league: request.league,
    page: request.page,
    after: (request.page - 1) * STANDINGS_PAGE,
    event: request.event,
  });
  if (!row) return null;
  const { standings, hasNewEntries, ...league } = row;
  if (!hasNewEntries) {
    const empty = { has_next: false, page: request.newEntriesPage, results: [] };
    return { league, standings, newEntries: JSON.stringify(empty) };
  }
  const newEntries = statementOf(db, `new_${rule}`, () => newEntriesStatement(db, rule));
  const [entries] = await newEntries.execute({
    league: request.league,
    newPage: request.newEntriesPage,
    newAfter: (request.newEntriesPage - 1) * STANDINGS_PAGE,
    event: request.event,
  });
  return { league, standings, newEntries: entries!.page };
}
