// GET leagues-classic/{id}/standings/ (api-shapes §9): a page of a classic table, for the whole
// season (phase 1) or a month, and the new entries, those not in the table yet.
//
// The tables are written when a gameweek is finalised (runner/league-tables.ts: league_standings,
// a partition per phase), with rank_sort numbered 1..n, so a page is the rows whose rank_sort
// falls in its range, read through the (league_id, rank_sort) index: page 10,000 of the Overall
// league costs what page 1 costs. A member who joined after the table's gameweek's deadline is
// not in it yet: a new entry.
// While a gameweek is live the rows carry its provisional points (`live` in the answer): a
// league of up to LIVE_RERANK_MAX teams is ranked again by the engine on them, a larger one
// keeps the last finalised order.
import { sql } from 'drizzle-orm';
import { classicStandings, type ClassicMember, type Phase } from '@ofl/engine';
import { phases, queryRows, type Db, type Tx } from '@ofl/db';
import { presentStandingsLeague, type LeagueRow } from '../presenters/league';
import { loadLeague, seasonNow } from './league-rules';
import { isDone } from '../runner/steps';
import type { PublicVersion } from './public-version';
import { liveStandingsPage, type LiveRanks } from '../live';

/** Rows per page of standings and of new entries, as the official game. */
export const STANDINGS_PAGE = 50;

/** The largest league ranked again on live points at every read. */
export const LIVE_RERANK_MAX = 2000;

export interface StandingsQuery {
  phase: number;
  page_standings: number;
  page_new_entries: number;
}

interface Row {
  entry: number;
  entry_name: string;
  player_name: string;
  event_total: number;
  total: number;
  rank: number;
  last_rank: number;
  rank_sort: number;
}

const present = (r: Row) => ({ ...r, club_badge_src: null });

/** The page of `rows` (all of a table) and whether another follows. */
function pageOf<T>(rows: readonly T[], page: number) {
  const from = (page - 1) * STANDINGS_PAGE;
  return {
    has_next: rows.length > from + STANDINGS_PAGE,
    page,
    results: rows.slice(from, from + STANDINGS_PAGE),
  };
}

/** A stored table's page: the rows whose rank_sort is in the page's range. */
async function storedPage(tx: Tx, league: LeagueRow, phase: number, page: number) {
  const from = (page - 1) * STANDINGS_PAGE;
  const rows = await queryRows<Row>(
    tx,
    sql`select s.entry_id as entry, e.name as entry_name,
               u.first_name || ' ' || u.last_name as player_name, s.event_total, s.total,
               s.rank, s.last_rank, s.rank_sort
        from league_standings s join entries e on e.id = s.entry_id
        join users u on u.id = e.user_id
        where s.phase = ${phase} and s.league_id = ${league.id}
          and s.rank_sort > ${from} and s.rank_sort <= ${from + STANDINGS_PAGE + 1}
        order by s.rank_sort`,
  );
  return {
    has_next: rows.length > STANDINGS_PAGE,
    page,
    results: rows.slice(0, STANDINGS_PAGE).map(present),
  };
}

/**
 * A large league's page while `event` is live: the finalised order with the gameweek's live
 * points on top of the totals (phase 1 only: a month's table moves at its finalisation).
 */
async function liveStoredPage(tx: Tx, league: LeagueRow, event: number, page: number) {
  const stored = await storedPage(tx, league, 1, page);
  if (stored.results.length === 0) return stored;
  const live = await queryRows<{ entry: number; net: number }>(
    tx,
    sql`select e.id as entry, e.summary_event_points - p.event_transfers_cost as net
        from entries e join entry_picks p on p.entry_id = e.id and p.event = ${event}
        where e.id = any(${`{${stored.results.map((r) => r.entry).join(',')}}`}::int[])`,
  );
  const net = new Map(live.map((l) => [l.entry, l.net]));
  return {
    ...stored,
    results: stored.results.map((r) => ({
      ...r,
      event_total: net.get(r.entry) ?? 0,
      total: r.total + (net.get(r.entry) ?? 0),
    })),
  };
}

/** Members who joined before this gameweek's deadline are in its table. */
const joinedBefore = (event: number) =>
  sql`le.joined_at <= (select deadline_time from events where id = ${event})`;

/**
 * A small league's table while `event` is live, by the engine's rules: the members who joined
 * before its deadline, their finalised gameweeks and the live one.
 */
async function liveTable(tx: Tx, league: LeagueRow, event: number, phase: Phase | undefined) {
  const rows = await queryRows<{
    entry: number;
    entry_name: string;
    player_name: string;
    event: number;
    points: number;
    cost: number;
    transfers: number;
    chip: string | null;
  }>(
    tx,
    sql`with members as (
          select le.entry_id from league_entries le
          where le.league_id = ${league.id} and ${joinedBefore(event)}
        )
        select e.id as entry, e.name as entry_name,
               u.first_name || ' ' || u.last_name as player_name, g.event, g.points, g.cost,
               g.transfers, p.active_chip as chip
        from members m join entries e on e.id = m.entry_id join users u on u.id = e.user_id
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
  const members = new Map<number, ClassicMember & { name: string; player: string }>();
  for (const r of rows) {
    let m = members.get(r.entry);
    if (!m) {
      m = {
        entry: r.entry as ClassicMember['entry'],
        gameweeks: [],
        name: r.entry_name,
        player: r.player_name,
      };
      members.set(r.entry, m);
    }
    const counted = r.chip === 'wildcard' || r.chip === 'freehit' ? 0 : r.transfers;
    (m.gameweeks as ClassicMember['gameweeks'][number][]).push({
      event: r.event,
      points: r.points,
      transfersCost: r.cost,
      countedTransfers: counted,
    });
  }
  const table = classicStandings([...members.values()], {
    startEvent: league.startEvent,
    event,
    ...(phase && { phase }),
  });
  return table.map((r) => {
    const m = members.get(r.entry)!;
    return present({
      entry: r.entry,
      entry_name: m.name,
      player_name: m.player,
      event_total: r.eventTotal,
      total: r.total,
      rank: r.rank,
      last_rank: r.lastRank,
      rank_sort: r.rankSort,
    });
  });
}

/**
 * Members not in the table yet, oldest first: while `liveEvent` is live, those who joined after
 * its deadline; else those who joined after the deadline of the written tables' gameweek and
 * are not in them, or every member of a league without a table yet. Members join by the game
 * clock, so the joined_at index reads only the few who joined since.
 */
async function newEntries(
  tx: Tx,
  league: LeagueRow,
  page: number,
  liveEvent: number | null,
  tablesEvent: number | null,
) {
  const deadline = (event: number) => sql`(select deadline_time from events where id = ${event})`;
  let notInTable = sql``;
  if (liveEvent !== null) {
    notInTable = sql`and le.joined_at > ${deadline(liveEvent)}`;
  } else if (tablesEvent !== null) {
    // One constant for the query, so the index range holds; a league without a table has none.
    notInTable = sql`
      and le.joined_at > (case when exists (select 1 from league_standings
                                            where phase = 1 and league_id = ${league.id}
                                              and rank_sort = 1)
                               then ${deadline(tablesEvent)} else '-infinity' end)
      and not exists (select 1 from league_standings s
                      where s.phase = 1 and s.league_id = le.league_id
                        and s.entry_id = le.entry_id)`;
  }
  const rows = await queryRows<{
    entry: number;
    entry_name: string;
    joined_time: Date | string;
    player_first_name: string;
    player_last_name: string;
  }>(
    tx,
    sql`select e.id as entry, e.name as entry_name, le.joined_at as joined_time,
               u.first_name as player_first_name, u.last_name as player_last_name
        from league_entries le join entries e on e.id = le.entry_id join users u on u.id = e.user_id
        where le.league_id = ${league.id} ${notInTable}
        order by le.joined_at, le.entry_id
        limit ${STANDINGS_PAGE + 1} offset ${(page - 1) * STANDINGS_PAGE}`,
  );
  return {
    has_next: rows.length > STANDINGS_PAGE,
    page,
    results: rows.slice(0, STANDINGS_PAGE).map((r) => ({
      ...r,
      joined_time: new Date(r.joined_time).toISOString(),
    })),
  };
}

/** What every standings page needs of the season, the same for every league between changes. */
interface SeasonState {
  /** The current gameweek, and whether it is still live (not finalised). */
  current: number | null;
  live: boolean;
  phases: ReadonlyMap<number, Phase>;
  /** When the league tables were last written, and as of which gameweek. */
  tablesWritten: Date | null;
  tablesEvent: number | null;
}

async function readSeasonState(db: Tx): Promise<SeasonState> {
  const { current } = await seasonNow(db);
  const phaseRows = await db.select().from(phases);
  const [written] = await queryRows<{ done_at: Date | string; event: number }>(
    db,
    sql`select done_at, event from runner_steps where step = 'leagues'
        order by event desc limit 1`,
  );
  return {
    current,
    live: current !== null && !(await isDone(db, current, 'finalised')),
    phases: new Map(
      phaseRows.map((p) => [
        p.id,
        { id: p.id, name: p.name, startEvent: p.startEvent, stopEvent: p.stopEvent },
      ]),
    ),
    tablesWritten: written ? new Date(written.done_at) : null,
    tablesEvent: written?.event ?? null,
  };
}

// The season state of the public payloads' key it was read at: a page of a large league then
// costs its own rows only. The key moves with every finalisation, deadline and clock change.
const seasonStates = new WeakMap<PublicVersion, { key: string; state: Promise<SeasonState> }>();

async function seasonState(db: Tx, version: PublicVersion): Promise<SeasonState> {
  const key = await version.key();
  const held = seasonStates.get(version);
  if (held?.key === key) return held.state;
  const state = readSeasonState(db);
  seasonStates.set(version, { key, state });
  state.catch(() => seasonStates.delete(version));
  return state;
}

/** The standings payload; `live` says the rows carry a live gameweek's provisional points. */
export async function classicStandingsPage(
  db: Db,
  leagueId: number,
  query: StandingsQuery,
  version: PublicVersion,
  liveRanks?: LiveRanks,
) {
  const season = await seasonState(db, version);
  const league = await loadLeague(db, leagueId);
  const phaseRow = season.phases.get(query.phase);
  const current = season.current;
  const live =
    current !== null &&
    season.live &&
    current >= league.startEvent &&
    (query.phase === 1 ||
      (phaseRow !== undefined && phaseRow.startEvent <= current && current <= phaseRow.stopEvent));
  // Read beside the table, on another connection of the pool.
  const fresh = newEntries(
    db,
    league,
    query.page_new_entries,
    season.live && current !== null && current >= league.startEvent ? current : null,
    season.tablesEvent,
  );
  fresh.catch(() => {});
  // The whole-season table while live: the live ranker's, when it holds the league.
  const ranked =
    live && current !== null && query.phase === 1 && liveRanks
      ? await liveStandingsPage(db, liveRanks, league.id, current, query.page_standings)
      : null;
  let standings;
  let liveEvent: number | null = null;
  if (!phaseRow && query.phase !== 1) {
    standings = { has_next: false, page: query.page_standings, results: [] };
  } else if (ranked) {
    standings = ranked;
    liveEvent = current;
  } else if (!live || current === null) {
    standings = await storedPage(db, league, query.phase, query.page_standings);
  } else {
    const [size] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from league_entries where league_id = ${league.id}`,
    );
    if ((size?.n ?? 0) <= LIVE_RERANK_MAX) {
      const phase = query.phase === 1 ? undefined : phaseRow;
      standings = pageOf(await liveTable(db, league, current, phase), query.page_standings);
      liveEvent = current;
    } else if (query.phase === 1) {
      standings = await liveStoredPage(db, league, current, query.page_standings);
      liveEvent = current;
    } else {
      standings = await storedPage(db, league, query.phase, query.page_standings);
    }
  }
  return {
    new_entries: await fresh,
    last_updated_data: (season.tablesWritten ?? league.created).toISOString(),
    league: presentStandingsLeague(league),
    standings,
    live: liveEvent !== null,
  };
}
