// GET leagues-h2h/{id}/standings/ and leagues-h2h-matches/league/{id}/ (api-shapes §10): a page
// of a head-to-head table and of its matches.
//
// The tables and scores are written when a gameweek is finalised (runner/h2h-results.ts). A
// match of a gameweek still live shows each side's live points, net of hits, marked `live`.
// Above LARGE_LEAGUE teams the matches are shown one team at a time (large_leagues_forbidden).
import { sql } from 'drizzle-orm';
import { h2hOutcome, type H2hPoints } from '@ofl/engine';
import { loadLeagueSettings, queryRows, type Db, type Tx } from '@ofl/db';
import type { H2hMatch } from '@ofl/api';
import { ruleBroken } from '../errors';
import { presentH2hStandingsLeague, type LeagueRow } from '../presenters/league';
import { matchSides, matchTiebreak } from '../presenters/match';
import { STANDINGS_PAGE } from './classic-standings';
import { loadLeague, seasonNow } from './league-rules';

/** Above this many teams a league's matches are shown for one team at a time (SPEC §4 H2H). */
export const LARGE_LEAGUE = 512;

/** Matches per page. */
export const MATCHES_PAGE = 50;

interface StandingsRow {
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

/** The table's page: the rows whose rank_sort is in the page's range. */
async function tablePage(tx: Tx, league: LeagueRow, page: number) {
  const from = (page - 1) * STANDINGS_PAGE;
  const rows = await queryRows<StandingsRow>(
    tx,
    sql`select le.entry_id as entry, e.name as entry_name,
               u.first_name || ' ' || u.last_name as player_name, le.rank, le.last_rank,
               le.rank_sort, le.total, le.matches_played, le.matches_won, le.matches_drawn,
               le.matches_lost, le.points_for
        from league_entries le join entries e on e.id = le.entry_id join users u on u.id = e.user_id
        where le.league_id = ${league.id}
          and le.rank_sort > ${from} and le.rank_sort <= ${from + STANDINGS_PAGE + 1}
        order by le.rank_sort`,
  );
  return {
    has_next: rows.length > STANDINGS_PAGE,
    page,
    results: rows.slice(0, STANDINGS_PAGE).map((r) => ({ id: r.entry, division: league.id, ...r })),
  };
}

/** Members not in the table yet: all of them until the first gameweek is finalised. */
async function newEntries(tx: Tx, league: LeagueRow, page: number) {
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
        where le.league_id = ${league.id} and le.rank_sort is null
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

/** When a head-to-head table was last written: the last finalisation's h2h step. */
async function lastWritten(tx: Tx) {
  const [row] = await queryRows<{ done_at: Date | string }>(
    tx,
    sql`select done_at from runner_steps where step = 'h2h' order by event desc limit 1`,
  );
  return row ? new Date(row.done_at) : null;
}

/** The H2H standings payload. */
export async function h2hStandingsPage(
  db: Db,
  leagueId: number,
  query: { page_standings: number; page_new_entries: number },
) {
  return db.transaction(async (tx) => {
    const league = await loadLeague(tx, leagueId, false, 'h');
    return {
      new_entries: await newEntries(tx, league, query.page_new_entries),
      last_updated_data: ((await lastWritten(tx)) ?? league.created).toISOString(),
      league: presentH2hStandingsLeague(league),
      standings: await tablePage(tx, league, query.page_standings),
    };
  });
}

interface MatchRow {
  id: number;
  event: number;
  entry_1: number | null;
  entry_1_name: string | null;
  entry_1_player_name: string | null;
  entry_1_points: number;
  entry_2: number | null;
  entry_2_name: string | null;
  entry_2_player_name: string | null;
  entry_2_points: number;
  is_knockout: boolean;
  is_bye: boolean;
  winner: number | null;
  tiebreak: { decided_by?: string } | null;
  knockout_name: string | null;
  scored: boolean;
}

/** Each page entry's running league points after each scored gameweek up to `upTo`. */
async function runningTotals(
  tx: Tx,
  leagueId: number,
  entries: readonly number[],
  upTo: number,
  points: H2hPoints,
) {
  const rows = await queryRows<{
    event: number;
    e1: number;
    e2: number | null;
    p1: number;
    p2: number;
  }>(
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
  const byEntry = new Map<number, { event: number; total: number }[]>();
  const add = (entry: number | null, event: number, score: number, against: number) => {
    if (entry === null) return;
    const list = byEntry.get(entry) ?? [];
    const before = list.at(-1)?.total ?? 0;
    list.push({ event, total: before + h2hOutcome(score, against, points).points });
    byEntry.set(entry, list);
  };
  for (const r of rows) {
    add(r.e1, r.event, r.p1, r.p2);
    add(r.e2, r.event, r.p2, r.p1);
  }
  return (entry: number | null, event: number) => {
    if (entry === null) return 0;
    const list = byEntry.get(entry) ?? [];
    let total = 0;
    for (const t of list) if (t.event <= event) total = t.total;
    return total;
  };
}

/** The live points of the page's entries in `event`, net of hits. */
async function livePoints(tx: Tx, event: number, entries: readonly number[]) {
  const rows = await queryRows<{ entry: number; net: number }>(
    tx,
    sql`select e.id as entry, e.summary_event_points - p.event_transfers_cost as net
        from entries e join entry_picks p on p.entry_id = e.id and p.event = ${event}
        where e.id = any(${`{${entries.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.entry, r.net]));
}

/**
 * A page of a league's matches, of one team (`entry`) and or one gameweek (`event`), in
 * gameweek order. Above LARGE_LEAGUE teams a team must be named.
 */
export async function h2hMatchesPage(
  db: Db,
  leagueId: number,
  query: { page: number; entry: number; event: number },
) {
  return db.transaction(async (tx) => {
    const league = await loadLeague(tx, leagueId, false, 'h');
    if (query.entry === 0) {
      const [size] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from league_entries where league_id = ${league.id}`,
      );
      if ((size?.n ?? 0) > LARGE_LEAGUE) {
        throw ruleBroken(
          'large_leagues_forbidden',
          `Matches of leagues of more than ${LARGE_LEAGUE} teams can be viewed one team at a time.`,
        );
      }
    }
    const byEntry =
      query.entry === 0
        ? sql``
        : sql`and (m.entry_1 = ${query.entry} or m.entry_2 = ${query.entry})`;
    const byEvent = query.event === 0 ? sql`` : sql`and m.event = ${query.event}`;
    const rows = await queryRows<MatchRow>(
      tx,
      sql`select m.id, m.event, m.entry_1, e1.name as entry_1_name,
                 u1.first_name || ' ' || u1.last_name as entry_1_player_name, m.entry_1_points,
                 m.entry_2, e2.name as entry_2_name,
                 u2.first_name || ' ' || u2.last_name as entry_2_player_name, m.entry_2_points,
                 m.is_knockout, m.is_bye, m.winner, m.tiebreak, m.knockout_name,
                 exists (select 1 from runner_steps s
                         where s.event = m.event and s.step = 'h2h') as scored
          from league_matches m
          left join entries e1 on e1.id = m.entry_1 left join users u1 on u1.id = e1.user_id
          left join entries e2 on e2.id = m.entry_2 left join users u2 on u2.id = e2.user_id
          where m.league_id = ${league.id} and m.kind = 'h2h' ${byEntry} ${byEvent}
          order by m.event, m.id
          limit ${MATCHES_PAGE + 1} offset ${(query.page - 1) * MATCHES_PAGE}`,
    );
    const page = rows.slice(0, MATCHES_PAGE);
    const entries = [
      ...new Set(page.flatMap((m) => [m.entry_1, m.entry_2]).filter((e) => e !== null)),
    ] as number[];
    const settings = await loadLeagueSettings(tx);
    const upTo = Math.max(0, ...page.map((m) => m.event));
    const totalOf = await runningTotals(tx, league.id, entries, upTo, settings.h2hPoints);
    const { current } = await seasonNow(tx);
    const live =
      current !== null && page.some((m) => m.event === current && !m.scored)
        ? await livePoints(tx, current, entries)
        : new Map<number, number>();
    const [average] =
      current === null
        ? []
        : await queryRows<{ score: number }>(
            tx,
            sql`select average_entry_score as score from events where id = ${current}`,
          );
    return {
      has_next: rows.length > MATCHES_PAGE,
      page: query.page,
      results: page.map((m) =>
        presentMatch(league.id, m, totalOf, settings.h2hPoints, {
          isLive: m.event === current && !m.scored,
          points: live,
          average: average?.score ?? 0,
        }),
      ),
    };
  });
}

/** One match in the official shape; the AVERAGE side has a null entry and that name. */
function presentMatch(
  leagueId: number,
  m: MatchRow,
  totalOf: (entry: number | null, event: number) => number,
  points: H2hPoints,
  live: { isLive: boolean; points: ReadonlyMap<number, number>; average: number },
): H2hMatch {
  const score = (entry: number | null, stored: number) => {
    if (!live.isLive) return stored;
    if (entry === null) return m.is_bye ? 0 : live.average;
    return live.points.get(entry) ?? 0;
  };
  const p1 = score(m.entry_1, m.entry_1_points);
  const p2 = score(m.entry_2, m.entry_2_points);
  const side = (entry: number | null, own: number, other: number) => {
    let outcome: 'win' | 'draw' | 'loss' | null = null;
    if (m.scored && !m.is_bye) {
      outcome = m.is_knockout
        ? m.winner === entry
          ? 'win'
          : 'loss'
        : h2hOutcome(own, other, points).outcome;
    }
    return {
      entry,
      name:
        entry === null
          ? m.is_bye
            ? ''
            : 'AVERAGE'
          : ((m.entry_1 === entry ? m.entry_1_name : m.entry_2_name) ?? ''),
      player_name:
        entry === null
          ? ''
          : ((m.entry_1 === entry ? m.entry_1_player_name : m.entry_2_player_name) ?? ''),
      points: own,
      win: outcome === 'win' ? 1 : 0,
      draw: outcome === 'draw' ? 1 : 0,
      loss: outcome === 'loss' ? 1 : 0,
      total: m.is_knockout ? 0 : totalOf(entry, m.scored ? m.event : m.event - 1),
    };
  };
  const a = side(m.entry_1, p1, p2);
  const b = side(m.entry_2, p2, p1);
  return {
    id: m.id,
    league: leagueId,
    event: m.event,
    ...matchSides(a, b),
    is_knockout: m.is_knockout,
    winner: m.scored || m.is_bye ? m.winner : null,
    seed_value: null,
    tiebreak: matchTiebreak(m.tiebreak?.decided_by),
    is_bye: m.is_bye,
    knockout_name: m.knockout_name ?? '',
    live: live.isLive,
  };
}
