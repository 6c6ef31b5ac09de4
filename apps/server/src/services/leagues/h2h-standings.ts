// GET leagues-h2h/{id}/standings/ and leagues-h2h-matches/league/{id}/ (api-shapes §10): a page
// of a head-to-head table and of its matches.
//
// The tables and scores are written when a gameweek is finalised (runner/leagues/h2h-results.ts);
// the matches not scored yet follow from the league's order (h2h-match-list.ts). A match of a
// gameweek still live shows each side's live points, net of hits, marked `live`.
// Above LARGE_LEAGUE teams the matches are shown one team at a time (large_leagues_forbidden).
import { h2hOutcome, type H2hPoints } from '@ofl/engine';
import {
  entriesNetPoints,
  eventAverageScore,
  h2hNewEntries,
  h2hScoredMatches,
  h2hTableRows,
  h2hTablesWritten,
  leagueMemberCount,
  loadLeagueSettings,
  type Db,
  type H2hMatchRow,
  type Tx,
} from '@ofl/db';
import type { H2hMatch } from '@ofl/api';
import { ruleBroken } from '../../errors';
import { presentH2hStandingsLeague, type LeagueRow } from '../../presenters/league';
import { matchSides, matchTiebreak } from '../../presenters/match';
import { STANDINGS_PAGE } from './classic-standings';
import { h2hMatchList } from './h2h-match-list';
import { loadLeague, seasonNow } from './league-rules';

/** Above this many teams a league's matches are shown for one team at a time (SPEC §4 H2H). */
export const LARGE_LEAGUE = 512;

/** Matches per page. */
export const MATCHES_PAGE = 50;

/** The table's page: the rows whose rank_sort is in the page's range. */
async function tablePage(tx: Tx, league: LeagueRow, page: number) {
  const from = (page - 1) * STANDINGS_PAGE;
  const rows = await h2hTableRows(tx, league.id, from, from + STANDINGS_PAGE + 1);
  return {
    has_next: rows.length > STANDINGS_PAGE,
    page,
    results: rows.slice(0, STANDINGS_PAGE).map((r) => ({ id: r.entry, division: league.id, ...r })),
  };
}

/** Members not in the table yet: all of them until the first gameweek is finalised. */
async function newEntries(tx: Tx, league: LeagueRow, page: number) {
  const rows = await h2hNewEntries(tx, league.id, STANDINGS_PAGE + 1, (page - 1) * STANDINGS_PAGE);
  return {
    has_next: rows.length > STANDINGS_PAGE,
    page,
    results: rows.slice(0, STANDINGS_PAGE).map((r) => ({
      ...r,
      joined_time: new Date(r.joined_time).toISOString(),
    })),
  };
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
      last_updated_data: ((await h2hTablesWritten(tx)) ?? league.created).toISOString(),
      league: presentH2hStandingsLeague(league),
      standings: await tablePage(tx, league, query.page_standings),
    };
  });
}

/** Each page entry's running league points after each scored gameweek up to `upTo`. */
async function runningTotals(
  tx: Tx,
  leagueId: number,
  entries: readonly number[],
  upTo: number,
  points: H2hPoints,
) {
  const rows = await h2hScoredMatches(tx, leagueId, entries, upTo);
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
  const rows = await entriesNetPoints(tx, event, entries);
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
      if ((await leagueMemberCount(tx, league.id)) > LARGE_LEAGUE) {
        throw ruleBroken(
          'large_leagues_forbidden',
          `Matches of leagues of more than ${LARGE_LEAGUE} teams can be viewed one team at a time.`,
        );
      }
    }
    const { current, events } = await seasonNow(tx);
    const rows = await h2hMatchList(tx, league, {
      entry: query.entry,
      event: query.event,
      limit: MATCHES_PAGE + 1,
      offset: (query.page - 1) * MATCHES_PAGE,
      lastEvent: Math.max(0, ...events),
    });
    const page = rows.slice(0, MATCHES_PAGE);
    const entries = [
      ...new Set(page.flatMap((m) => [m.entry_1, m.entry_2]).filter((e) => e !== null)),
    ] as number[];
    const settings = await loadLeagueSettings(tx);
    const upTo = Math.max(0, ...page.map((m) => m.event));
    const totalOf = await runningTotals(tx, league.id, entries, upTo, settings.h2hPoints);
    const live =
      current !== null && page.some((m) => m.event === current && !m.scored)
        ? await livePoints(tx, current, entries)
        : new Map<number, number>();
    const average = current === null ? undefined : await eventAverageScore(tx, current);
    return {
      has_next: rows.length > MATCHES_PAGE,
      page: query.page,
      results: page.map((m) =>
        presentMatch(league.id, m, totalOf, settings.h2hPoints, {
          isLive: m.event === current && !m.scored,
          points: live,
          average: average ?? 0,
        }),
      ),
    };
  });
}

/** One match in the official shape; the AVERAGE side has a null entry and that name. */
function presentMatch(
  leagueId: number,
  m: H2hMatchRow,
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
