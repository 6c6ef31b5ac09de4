// GET leagues-classic/{id}/standings/ (api-shapes §9): a page of a classic table, for the whole
// season (phase 1) or a month, and the new entries, those not in the table yet.
//
// The tables are written when a gameweek is finalised (runner/leagues/league-tables.ts: league_standings,
// a partition per phase). Between gameweeks a page is one prepared statement whose pages come
// back as JSON text (@ofl/db readStandingsParts), sent as they are: the load of a million-team
// league's readers.
// While a gameweek is live the rows carry its provisional points (`live` in the answer): the
// live ranker's table when it holds the league; else a league of up to LIVE_RERANK_MAX teams is
// ranked again by the engine on them, a larger one keeps the last finalised order.
import type { ClassicStandings, ClassicStandingsRow, NewEntry } from '@ofl/api';
import { classicStandings, countedTransfers, type ClassicMember, type Phase } from '@ofl/engine';
import type { NEW_ENTRY_ROW, TABLE_ROW } from '@ofl/db';
import {
  lastTablesWritten,
  leagueMemberCount,
  storedLiveNetPoints,
  liveTableGameweeks,
  phaseRows,
  readStandingsParts,
  STANDINGS_PAGE,
  type Db,
  type NewEntriesRule,
  type StandingsLeague,
  type StandingsParts,
  type Tx,
} from '@ofl/db';
import { presentStandingsLeague } from '../../presenters/league';
import { notFound } from '../../errors';
import { seasonNow } from './league-rules';
import { isDone } from '../../runner/steps';
import { keptPerKey } from '../../cache/kept-per-key';
import type { PublicVersion } from '../../cache/public-version';
import { liveStandingsPage, type LiveRanks } from '../../live';

export { STANDINGS_PAGE };

/** The largest league ranked again on live points at every read. */
export const LIVE_RERANK_MAX = 2000;

export interface StandingsQuery {
  phase: number;
  page_standings: number;
  page_new_entries: number;
}

type Row = Omit<ClassicStandingsRow, 'club_badge_src'>;
type ClassicPage = ClassicStandings['standings'];

const present = (r: Row): ClassicStandingsRow => ({ ...r, club_badge_src: null });

// The database writes the pages' rows as JSON (TABLE_ROW, NEW_ENTRY_ROW): with the contract's
// fields, or this does not compile.
type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;
type Holds<T extends true> = T;
export type StoredRowsFollowContract = [
  Holds<SameKeys<typeof TABLE_ROW, ClassicStandingsRow>>,
  Holds<SameKeys<typeof NEW_ENTRY_ROW, NewEntry>>,
];

/** The page of `rows` (all of a table) and whether another follows. */
function pageOf<T>(rows: readonly T[], page: number) {
  const from = (page - 1) * STANDINGS_PAGE;
  return {
    has_next: rows.length > from + STANDINGS_PAGE,
    page,
    results: rows.slice(from, from + STANDINGS_PAGE),
  };
}

/**
 * A large league's page while `event` is live: the finalised order with the gameweek's live
 * points on top of the totals (phase 1 only: a month's table moves at its finalisation).
 */
async function liveStoredPage(db: Db, stored: ClassicPage, event: number): Promise<ClassicPage> {
  if (stored.results.length === 0) return stored;
  const live = await storedLiveNetPoints(
    db,
    stored.results.map((r) => r.entry),
    event,
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

/**
 * A small league's table while `event` is live, by the engine's rules: the members who joined
 * before its deadline, their finalised gameweeks and the live one.
 */
async function liveTable(tx: Tx, league: StandingsLeague, event: number, phase: Phase | undefined) {
  const rows = await liveTableGameweeks(tx, league, event);
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
    (m.gameweeks as ClassicMember['gameweeks'][number][]).push({
      event: r.event,
      points: r.points,
      transfersCost: r.cost,
      countedTransfers: countedTransfers(r.transfers, r.chip),
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
  const phasesOfSeason = await phaseRows(db);
  const written = await lastTablesWritten(db);
  return {
    current,
    live: current !== null && !(await isDone(db, current, 'finalised')),
    phases: new Map(
      phasesOfSeason.map((p) => [
        p.id,
        { id: p.id, name: p.name, startEvent: p.startEvent, stopEvent: p.stopEvent },
      ]),
    ),
    tablesWritten: written?.doneAt ?? null,
    tablesEvent: written?.event ?? null,
  };
}

// The season state of the public payloads' key it was read at: a page of a large league then
// costs its own rows only. The key moves with every finalisation, deadline and clock change.
const seasonStates = new WeakMap<PublicVersion, ReturnType<typeof keptPerKey<SeasonState>>>();

async function seasonState(db: Tx, version: PublicVersion): Promise<SeasonState> {
  let kept = seasonStates.get(version);
  if (!kept) seasonStates.set(version, (kept = keptPerKey<SeasonState>()));
  return kept(await version.key(), () => readSeasonState(db));
}

/**
 * The standings payload as JSON text (ClassicStandings); `live` says the rows carry a live
 * gameweek's provisional points. 404 for a league that is not classic.
 */
export async function classicStandingsPage(
  db: Db,
  leagueId: number,
  query: StandingsQuery,
  version: PublicVersion,
  liveRanks?: LiveRanks,
): Promise<string> {
  const season = await seasonState(db, version);
  const { current } = season;
  const tablesRule: StandingsRequestRule =
    season.tablesEvent === null
      ? { rule: 'all', event: 0 }
      : { rule: 'tables', event: season.tablesEvent };
  const phaseRow = season.phases.get(query.phase);
  // An unknown phase has no table: its page is empty.
  const tablePhase = phaseRow || query.phase === 1 ? query.phase : 0;
  const read = async (rule: StandingsRequestRule) => {
    const parts = await readStandingsParts(db, {
      league: leagueId,
      phase: tablePhase,
      page: query.page_standings,
      newEntriesPage: query.page_new_entries,
      ...rule,
    });
    if (!parts || parts.league.scoring !== 'c') throw notFound();
    return parts;
  };
  if (!season.live || current === null) {
    return payload(season, await read(tablesRule), null, null);
  }
  // A live gameweek: the page of the live rule, unless the league starts later.
  const liveRule: StandingsRequestRule = { rule: 'live', event: current };
  const parts = await read(liveRule);
  const { league } = parts;
  if (current < league.startEvent) {
    return payload(season, await read(tablesRule), null, null);
  }
  const live =
    query.phase === 1 ||
    (phaseRow !== undefined && phaseRow.startEvent <= current && current <= phaseRow.stopEvent);
  if (!live || tablePhase === 0) return payload(season, parts, null, null);
  // The whole-season table: the live ranker's, when it holds the league.
  const ranked =
    query.phase === 1 && liveRanks
      ? await liveStandingsPage(db, liveRanks, league.id, current, query.page_standings)
      : null;
  if (ranked) return payload(season, parts, ranked, current);
  if ((await leagueMemberCount(db, league.id)) <= LIVE_RERANK_MAX) {
    const phase = query.phase === 1 ? undefined : phaseRow;
    const rows = await liveTable(db, league, current, phase);
    return payload(season, parts, pageOf(rows, query.page_standings), current);
  }
  if (query.phase !== 1) return payload(season, parts, null, null);
  const stored = JSON.parse(parts.standings) as ClassicPage;
  return payload(season, parts, await liveStoredPage(db, stored, current), current);
}

type StandingsRequestRule = { rule: NewEntriesRule; event: number };

/**
 * The payload's text: the pages as the database wrote them, or `standings` where the rows were
 * made here (live), with `liveEvent` the gameweek whose points they carry.
 */
function payload(
  season: SeasonState,
  parts: StandingsParts,
  standings: ClassicPage | null,
  liveEvent: number | null,
): string {
  const updated = (season.tablesWritten ?? parts.league.created).toISOString();
  // Each field's JSON text under the contract's name: a field renamed there fails here.
  const fields: { [K in keyof ClassicStandings]-?: string } = {
    new_entries: parts.newEntries,
    last_updated_data: JSON.stringify(updated),
    league: JSON.stringify(presentStandingsLeague(parts.league)),
    standings: standings ? JSON.stringify(standings) : parts.standings,
    live: String(liveEvent !== null),
  };
  return `{${Object.entries(fields)
    .map(([key, json]) => `"${key}":${json}`)
    .join(',')}}`;
}
