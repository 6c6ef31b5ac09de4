// Fills a live ranker at the deadline from the database: the frozen picks, chips and hits of
// every entry with its standing after the previous gameweek, and every classic league's
// members (those in its table: ranked already, or joined before the deadline) with their totals
// before the league's first gameweek. Read in entry-id ranges, so no query returns millions of
// rows at once, each range as one list of numbers.
import { sql } from 'drizzle-orm';
import { inTableOf, queryRows, type Tx } from '@ofl/db';
import { loadRunnerSettings } from '../runner/runner-settings';
import { countedTransfers } from '@ofl/engine';
import { rankTables, TableScratch } from './rank-tables';
import {
  CHIPS,
  LiveRanker,
  SLOTS,
  type FrozenEntries,
  type FrozenLeagues,
  type LiveResults,
} from './live-ranker';
import { provisionalElementResults } from '../runner/finalise/element-results';

/** Entries read per query. */
const CHUNK = 50_000;

/**
 * Reads the whole numbers of a comma-separated list in turn. Each query answers one such list
 * per chunk (string_agg), so loading makes no object per row.
 */
class IntList {
  private at = 0;

  constructor(private readonly text: string) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  next(): number {
    const text = this.text;
    let i = this.at;
    let sign = 1;
    if (text.charCodeAt(i) === 45) {
      sign = -1;
      i++;
    }
    let value = 0;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 44) break;
      value = value * 10 + c - 48;
    }
    this.at = i + 1;
    return sign * value;
  }
}

/** The chips' names as a SQL array: a chip's position in it is its index in CHIPS. */
const chipNames = `{${CHIPS.slice(1).join(',')}}`;

/** Thrown between two reads when the loading is no longer wanted (the server is closing). */
function stopIf(stopped: () => boolean): void {
  if (stopped()) throw new Error('The live ranker stopped loading.');
}

async function loadEntries(db: Tx, event: number, stopped: () => boolean): Promise<FrozenEntries> {
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
    stopIf(stopped);
    const [chunk] = await queryRows<{ list: string | null; last: number | null }>(
      db,
      sql`select string_agg(concat_ws(',', p.entry_id, p.captain, p.vice_captain,
                   coalesce(array_position(${chipNames}::text[], p.active_chip), 0),
                   p.event_transfers, p.event_transfers_cost,
                   coalesce(h.total_points, 0), coalesce(h.overall_rank, 0),
                   cardinality(p.elements), array_to_string(p.elements, ',')),
                 ',' order by p.entry_id) as list,
                 max(p.entry_id) as last
          from (select entry_id, captain, vice_captain, active_chip, event_transfers,
                       event_transfers_cost, elements
                from entry_picks where event = ${event} and entry_id > ${after}
                order by entry_id limit ${CHUNK}) p
          left join entry_history h on h.entry_id = p.entry_id and h.event = ${event - 1}`,
    );
    if (!chunk?.list || chunk.last === null) break;
    const list = new IntList(chunk.list);
    while (!list.done) {
      const e = entries.count++;
      if (e >= n) throw new Error('More frozen picks than counted: the deadline moved on.');
      entries.ids[e] = list.next();
      entries.captain[e] = list.next();
      entries.vice[e] = list.next();
      const chip = list.next();
      entries.chip[e] = chip;
      const transfers = list.next();
      entries.counted[e] = countedTransfers(transfers, CHIPS[chip] ?? null);
      entries.cost[e] = list.next();
      entries.prevTotal[e] = list.next();
      entries.prevRank[e] = list.next();
      const picks = list.next();
      for (let k = 0; k < picks; k++) entries.elements[e * SLOTS + k] = list.next();
    }
    after = chunk.last;
  }
  return entries;
}

/** What the loading gathers per slot (an entry in a group), in entry order. */
interface SlotsRead {
  count: number;
  entry: Int32Array;
  group: Int32Array;
  base: Int16Array;
  transfers: Int16Array;
  /** The league total one gameweek earlier, or NaN when not in last gameweek's tables. */
  before: Float64Array;
  /** Memberships of slot s: memberStart[s] to memberStart[s + 1] of `league`. */
  memberStart: Int32Array;
  league: Int32Array;
}

async function readSlots(
  db: Tx,
  event: number,
  entries: FrozenEntries,
  leagueOf: Map<number, number>,
  groupOf: Map<number, number>,
  stopped: () => boolean,
): Promise<SlotsRead> {
  const [size] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from league_entries le
        join leagues l on l.id = le.league_id and l.scoring = 'c' and l.start_event <= ${event}`,
  );
  const cap = size?.n ?? 0;
  const slotCap = Math.min(cap, entries.count * groupOf.size);
  const read: SlotsRead = {
    count: 0,
    entry: new Int32Array(slotCap),
    group: new Int32Array(slotCap),
    base: new Int16Array(slotCap),
    transfers: new Int16Array(slotCap),
    before: new Float64Array(slotCap),
    memberStart: new Int32Array(slotCap + 1),
    league: new Int32Array(cap),
  };
  let members = 0;
  for (let from = 0; from < entries.count; from += CHUNK) {
    stopIf(stopped);
    const to = Math.min(entries.count, from + CHUNK) - 1;
    // One line per entry and gameweek its leagues count from: the entry's standing over those
    // gameweeks, then its leagues there.
    const [chunk] = await queryRows<{ list: string | null }>(
      db,
      sql`select string_agg(concat_ws(',', s.entry_id, s.start_event,
                   coalesce(h0.total_points, 0),
                   coalesce(h1.tiebreak_transfers, 0) - coalesce(h0.tiebreak_transfers, 0),
                   (h1.entry_id is not null and s.start_event < ${event})::int,
                   coalesce(h1.total_points, 0) - coalesce(h0.total_points, 0),
                   s.n, s.leagues), ',' order by s.entry_id, s.start_event) as list
          from (select le.entry_id, l.start_event, count(*)::int as n,
                       string_agg(le.league_id::text, ',' order by le.league_id) as leagues
                from league_entries le
                join leagues l on l.id = le.league_id and l.scoring = 'c'
                                  and l.start_event <= ${event}
                where le.entry_id between ${entries.ids[from]!} and ${entries.ids[to]!}
                  and ${inTableOf(event)}
                group by le.entry_id, l.start_event) s
          left join entry_history h1 on h1.entry_id = s.entry_id and h1.event = ${event - 1}
          left join entry_history h0 on h0.entry_id = s.entry_id
                                    and h0.event = s.start_event - 1`,
    );
    if (!chunk?.list) continue;
    const list = new IntList(chunk.list);
    let e = from;
    while (!list.done) {
      const entryId = list.next();
      const group = groupOf.get(list.next())!;
      const base = list.next();
      const transfers = list.next();
      const ranked = list.next() === 1;
      const before = list.next();
      const n = list.next();
      while (e <= to && entries.ids[e]! < entryId) e++;
      // A member without frozen picks (none this gameweek) is in no live table.
      const frozen = e <= to && entries.ids[e] === entryId;
      if (frozen) {
        const s = read.count++;
        read.entry[s] = e;
        read.group[s] = group;
        read.base[s] = base;
        read.transfers[s] = transfers;
        read.before[s] = ranked ? before : NaN;
      }
      for (let k = 0; k < n; k++) {
        const league = leagueOf.get(list.next())!;
        if (frozen) read.league[members++] = league;
      }
      if (frozen) read.memberStart[read.count] = members;
    }
  }
  return read;
}

async function loadLeagues(
  db: Tx,
  event: number,
  entries: FrozenEntries,
  stopped: () => boolean,
): Promise<FrozenLeagues> {
  const leagueRows = await queryRows<{ id: number; start_event: number; overall: boolean }>(
    db,
    sql`select id, start_event, short_name = 'overall' as overall from leagues
        where scoring = 'c' and start_event <= ${event} order by id`,
  );
  const starts = [...new Set(leagueRows.map((l) => l.start_event))].sort((a, b) => a - b);
  const groupOf = new Map(starts.map((start, g) => [start, g]));
  const leagueOf = new Map(leagueRows.map((l, i) => [l.id, i]));
  const read = await readSlots(db, event, entries, leagueOf, groupOf, stopped);
  const count = leagueRows.length;
  const groups = starts.length;
  const slots = read.count;
  const members = read.memberStart[slots]!;
  // Group by group, each group's slots staying in entry order.
  const groupStart = new Int32Array(groups + 1);
  for (let s = 0; s < slots; s++) groupStart[read.group[s]! + 1]!++;
  for (let g = 0; g < groups; g++) groupStart[g + 1]! += groupStart[g]!;
  const nextSlot = groupStart.slice(0, groups);
  const out: FrozenLeagues = {
    count,
    ids: Int32Array.from(leagueRows, (l) => l.id),
    group: Int32Array.from(leagueRows, (l) => groupOf.get(l.start_event)!),
    start: new Int32Array(count + 1),
    memberSlot: new Int32Array(members),
    groupStart,
    slotEntry: new Int32Array(slots),
    slotBase: new Int16Array(slots),
    slotTransfers: new Int16Array(slots),
    lastRank: new Int32Array(members),
    overall: leagueRows.findIndex((l) => l.overall),
  };
  // Where each slot read goes.
  const slotAt = new Int32Array(slots);
  for (let s = 0; s < slots; s++) {
    const to = nextSlot[read.group[s]!]!++;
    slotAt[s] = to;
    out.slotEntry[to] = read.entry[s]!;
    out.slotBase[to] = read.base[s]!;
    out.slotTransfers[to] = read.transfers[s]!;
  }
  // League by league; the slots dealt in their order, so each league's members in entry order.
  for (let k = 0; k < members; k++) out.start[read.league[k]! + 1]!++;
  for (let l = 0; l < count; l++) out.start[l + 1]! += out.start[l]!;
  const slotRead = new Int32Array(slots);
  for (let s = 0; s < slots; s++) slotRead[slotAt[s]!] = s;
  const nextMember = out.start.slice(0, count);
  for (let to = 0; to < slots; to++) {
    const s = slotRead[to]!;
    for (let k = read.memberStart[s]!; k < read.memberStart[s + 1]!; k++) {
      out.memberSlot[nextMember[read.league[k]!]!++] = to;
    }
  }
  lastRanks(
    out,
    Float64Array.from(slotRead, (s) => read.before[s]!),
  );
  return out;
}

/** Each member's rank in its table one gameweek earlier, by the same rule as the live one. */
function lastRanks(leagues: FrozenLeagues, before: Float64Array): void {
  const keys = new Int32Array(before.length);
  for (let g = 0; g + 1 < leagues.groupStart.length; g++) {
    const from = leagues.groupStart[g]!;
    const to = leagues.groupStart[g + 1]!;
    let max = -Infinity;
    let maxTr = 0;
    for (let s = from; s < to; s++) {
      if (Number.isNaN(before[s])) continue;
      max = Math.max(max, before[s]!);
      maxTr = Math.max(maxTr, leagues.slotTransfers[s]!);
    }
    const width = maxTr + 1;
    for (let s = from; s < to; s++) {
      const total = before[s]!;
      keys[s] = Number.isNaN(total) ? -1 : (max - total) * width + leagues.slotTransfers[s]!;
    }
  }
  const order = new Int32Array(leagues.memberSlot.length);
  rankTables(leagues, keys, new TableScratch(), order, leagues.lastRank, null);
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
export async function loadRanker(
  db: Tx,
  event: number,
  stopped: () => boolean = () => false,
): Promise<LiveRanker> {
  const { settings } = await loadRunnerSettings(db);
  const types = await loadTypes(db);
  const entries = await loadEntries(db, event, stopped);
  const leagues = await loadLeagues(db, event, entries, stopped);
  return new LiveRanker(event, entries, leagues, types, settings);
}

/**
 * The elements' live state: points so far (bonus included) and whether each played, counting
 * as played while one of his club's matches of the gameweek is not over yet.
 */
export async function loadLiveResults(db: Tx, event: number, size: number): Promise<LiveResults> {
  const points = new Int32Array(size);
  const played = new Uint8Array(size);
  for (const r of await provisionalElementResults(db, event)) {
    if (r.element >= size) continue;
    points[r.element] = r.points;
    played[r.element] = r.played ? 1 : 0;
  }
  return { points, played };
}
