// Fills a live ranker at the deadline from the database: the frozen picks, chips and hits of
// every entry with its standing after the previous gameweek, and every classic league's
// members (those in its table: ranked already, or joined before the deadline) with their totals
// before the league's first gameweek. Read in entry-id ranges, so no query returns millions of
// rows at once.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';
import { loadRunnerSettings } from '../runner/runner-settings';
import {
  CHIPS,
  LiveRanker,
  SLOTS,
  type FrozenEntries,
  type FrozenLeagues,
  type LiveResults,
} from './live-ranker';
import { elementResults } from '../runner/element-results';

/** Entries read per query. */
const CHUNK = 20_000;

interface PicksRow {
  entry_id: number;
  elements: number[];
  captain: number;
  vice_captain: number;
  active_chip: string | null;
  transfers: number;
  cost: number;
  total: number;
  rank: number;
}

async function loadEntries(db: Tx, event: number): Promise<FrozenEntries> {
  const [size] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from entry_picks where event = ${event}`,
  );
  const n = size?.n ?? 0;
  const entries: FrozenEntries = {
    count: 0,
    ids: new Int32Array(n),
    elements: new Int16Array(n * SLOTS),
    captain: new Int16Array(n),
    vice: new Int16Array(n),
    chip: new Int8Array(n),
    cost: new Int16Array(n),
    counted: new Int16Array(n),
    prevTotal: new Int32Array(n),
    prevRank: new Int32Array(n),
  };
  let after = 0;
  for (;;) {
    const rows = await queryRows<PicksRow>(
      db,
      sql`select p.entry_id, p.elements, p.captain, p.vice_captain, p.active_chip,
                 p.event_transfers as transfers, p.event_transfers_cost as cost,
                 coalesce(h.total_points, 0) as total, coalesce(h.overall_rank, 0) as rank
          from entry_picks p
          left join entry_history h on h.entry_id = p.entry_id and h.event = ${event - 1}
          where p.event = ${event} and p.entry_id > ${after}
          order by p.entry_id limit ${CHUNK}`,
    );
    for (const r of rows) {
      const e = entries.count++;
      if (e >= n) throw new Error('More frozen picks than counted: the deadline moved on.');
      entries.ids[e] = r.entry_id;
      r.elements.forEach((el, k) => {
        entries.elements[e * SLOTS + k] = el;
      });
      entries.captain[e] = r.captain;
      entries.vice[e] = r.vice_captain;
      entries.chip[e] = Math.max(0, CHIPS.indexOf(r.active_chip as (typeof CHIPS)[number]));
      entries.cost[e] = r.cost;
      const tiebreakFree = r.active_chip === 'wildcard' || r.active_chip === 'freehit';
      entries.counted[e] = tiebreakFree ? 0 : r.transfers;
      entries.prevTotal[e] = r.total;
      entries.prevRank[e] = r.rank;
    }
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1]!.entry_id;
  }
  return entries;
}

interface MemberRow {
  entry_id: number;
  league_id: number;
  base: number;
  transfers: number;
  before_total: number | null;
}

async function loadLeagues(db: Tx, event: number, entries: FrozenEntries): Promise<FrozenLeagues> {
  const leagueRows = await queryRows<{ id: number }>(
    db,
    sql`select id from leagues where scoring = 'c' and start_event <= ${event} order by id`,
  );
  const index = new Map(leagueRows.map((l, i) => [l.id, i]));
  const [size] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from league_entries le
        join leagues l on l.id = le.league_id and l.scoring = 'c' and l.start_event <= ${event}`,
  );
  const cap = size?.n ?? 0;
  const league = new Int32Array(cap);
  const entry = new Int32Array(cap);
  const base = new Int32Array(cap);
  const transfers = new Int32Array(cap);
  // The total over the league's gameweeks before this one, or NaN when not in last week's table.
  const before = new Float64Array(cap);
  let m = 0;
  const deadline = sql`(select deadline_time from events where id = ${event})`;
  for (let from = 0; from < entries.count; from += CHUNK) {
    const to = Math.min(entries.count, from + CHUNK) - 1;
    const rows = await queryRows<MemberRow>(
      db,
      sql`select le.entry_id, le.league_id,
                 coalesce(h0.total_points, 0) as base,
                 coalesce(h1.tiebreak_transfers, 0) - coalesce(h0.tiebreak_transfers, 0)
                   as transfers,
                 case when h1.entry_id is not null and l.start_event < ${event}
                      then h1.total_points - coalesce(h0.total_points, 0) end as before_total
          from league_entries le
          join leagues l on l.id = le.league_id and l.scoring = 'c' and l.start_event <= ${event}
          left join entry_history h1 on h1.entry_id = le.entry_id and h1.event = ${event - 1}
          left join entry_history h0 on h0.entry_id = le.entry_id and h0.event = l.start_event - 1
          where le.entry_id between ${entries.ids[from]!} and ${entries.ids[to]!}
            and le.joined_at <= ${deadline}
          order by le.entry_id, le.league_id`,
    );
    let e = from;
    for (const r of rows) {
      while (e <= to && entries.ids[e]! < r.entry_id) e++;
      // A member without frozen picks (none this gameweek) is in no live table.
      if (e > to || entries.ids[e] !== r.entry_id) continue;
      league[m] = index.get(r.league_id)!;
      entry[m] = e;
      base[m] = r.base;
      transfers[m] = r.transfers;
      before[m] = r.before_total ?? NaN;
      m++;
    }
  }
  // League by league, each league's members staying in entry order.
  const count = leagueRows.length;
  const start = new Int32Array(count + 1);
  for (let i = 0; i < m; i++) start[league[i]! + 1]!++;
  for (let l = 0; l < count; l++) start[l + 1]! += start[l]!;
  const next = start.slice(0, count);
  const out: FrozenLeagues = {
    count,
    ids: Int32Array.from(leagueRows, (l) => l.id),
    start,
    entry: new Int32Array(m),
    base: new Int16Array(m),
    transfers: new Int16Array(m),
    lastRank: new Int32Array(m),
  };
  const lastTotal = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    const at = next[league[i]!]!++;
    out.entry[at] = entry[i]!;
    out.base[at] = base[i]!;
    out.transfers[at] = transfers[i]!;
    lastTotal[at] = before[i]!;
  }
  for (let l = 0; l < count; l++) lastRanks(out, l, lastTotal);
  return out;
}

/** Each member's rank in the table one gameweek earlier, by the same rule as the live table. */
function lastRanks(leagues: FrozenLeagues, l: number, lastTotal: Float64Array): void {
  const ranked: number[] = [];
  for (let m = leagues.start[l]!; m < leagues.start[l + 1]!; m++) {
    if (!Number.isNaN(lastTotal[m])) ranked.push(m);
  }
  ranked.sort(
    (a, b) =>
      lastTotal[b]! - lastTotal[a]! || leagues.transfers[a]! - leagues.transfers[b]! || a - b,
  );
  let rank = 0;
  ranked.forEach((m, i) => {
    const prev = ranked[i - 1];
    const tied =
      prev !== undefined &&
      lastTotal[prev] === lastTotal[m] &&
      leagues.transfers[prev] === leagues.transfers[m];
    if (!tied) rank = i + 1;
    leagues.lastRank[m] = rank;
  });
}

/** Element types by element id; the size every per-element array of the ranker takes. */
async function loadTypes(db: Tx): Promise<Int8Array> {
  const rows = await queryRows<{ id: number; element_type: number }>(
    db,
    sql`select id, element_type from elements`,
  );
  const types = new Int8Array(rows.reduce((max, r) => Math.max(max, r.id), 0) + 1);
  for (const r of rows) types[r.id] = r.element_type;
  return types;
}

/** A ranker of the gameweek `event` as its deadline froze it; call `update` before reading. */
export async function loadRanker(db: Tx, event: number): Promise<LiveRanker> {
  const { settings } = await loadRunnerSettings(db);
  const types = await loadTypes(db);
  const entries = await loadEntries(db, event);
  const leagues = await loadLeagues(db, event, entries);
  return new LiveRanker(event, entries, leagues, types, settings);
}

/**
 * The elements' live state: points so far (bonus included) and whether each played, counting
 * as played while one of his club's matches of the gameweek is not over yet.
 */
export async function loadLiveResults(db: Tx, event: number, size: number): Promise<LiveResults> {
  const points = new Int32Array(size);
  const played = new Uint8Array(size);
  for (const r of await elementResults(db, event)) {
    if (r.element >= size) continue;
    points[r.element] = r.points;
    played[r.element] = r.played ? 1 : 0;
  }
  const pending = await queryRows<{ id: number }>(
    db,
    sql`select distinct el.id from elements el
        join fixtures f on f.event = ${event} and el.team in (f.team_h, f.team_a)
        where not f.finished_provisional`,
  );
  for (const { id } of pending) if (id < size) played[id] = 1;
  return { points, played };
}
