// The live ranker: every entry's frozen picks and standing before the gameweek in compact typed
// arrays, and from each stat update every entry's live points, live gameweek and overall ranks
// (score histograms: a rank is a lookup) and every classic league's live table. No I/O: the
// loader fills it at the deadline (load-ranker.ts), the holder feeds it updates (live-ranks.ts).
//
// Provisional automatic substitutions and the armband's fallback are the engine's: a player
// counts as having played while his match is still to finish, so a starter is replaced, and a
// captain loses the armband, only once his last match of the gameweek is over without him.
// When every match is over this is exactly what finalisation scores.
import {
  classicSortKey,
  entryEventPoints,
  MANAGER,
  roleMultipliers,
  type AutomaticSub,
  type ChipName,
  type ElementEventResults,
  type ElementId,
  type ElementTypeId,
  type GameSettings,
  type TeamPick,
} from '@ofl/engine';
import { rankTables, TableScratch, type LeagueMembers } from './rank-tables';

/** Pick slots per entry: fifteen and the Assistant Manager. */
export const SLOTS = 16;

export const CHIPS: readonly (ChipName | null)[] = [
  null,
  'bboost',
  '3xc',
  'freehit',
  'wildcard',
  'manager',
] as ChipName[];

/** The engine's multipliers of each role, by index into CHIPS. */
const SAVED_BY_CHIP = CHIPS.map((name) => roleMultipliers(name));

/** What the deadline froze, entry by entry, in ascending entry id. */
export interface FrozenEntries {
  count: number;
  ids: Int32Array;
  /** SLOTS element ids per entry by position (0: an empty slot). */
  elements: Int16Array;
  captain: Int16Array;
  vice: Int16Array;
  /** Index into CHIPS. */
  chip: Int8Array;
  /** Points taken for transfers (event_transfers_cost). */
  cost: Int16Array;
  /** This gameweek's transfers that break league ties (none under Wildcard or Free Hit). */
  counted: Int16Array;
  /** Total points after the previous gameweek. */
  prevTotal: Int32Array;
  /** Overall rank after the previous gameweek (0: none). */
  prevRank: Int32Array;
}

/**
 * Every classic league's members (rank-tables.ts): leagues in ascending id, each league's
 * members in entry order. Leagues whose totals count from the same gameweek form a group; a slot
 * is an entry in a group, the slots group by group, each group's in entry order.
 */
export interface FrozenLeagues extends LeagueMembers {
  ids: Int32Array;
  /** The league's group. */
  group: Int32Array;
  /** Slots of group g: groupStart[g] to groupStart[g + 1]. */
  groupStart: Int32Array;
  /** The slot's entry, as an index into FrozenEntries. */
  slotEntry: Int32Array;
  /** The entry's total before the group's first gameweek: league total = live total - base. */
  slotBase: Int16Array;
  /** Tie-break transfers over the group's gameweeks before this one. */
  slotTransfers: Int16Array;
  /** The member's rank in its table one gameweek earlier (0: not in it). */
  lastRank: Int32Array;
  /**
   * The Overall league's index (-1: none): its ranks are the overall ranks, equal totals
   * sharing one whatever their transfers, as summary_overall_rank and history show them.
   */
  overall: number;
}

/** An element's live state: points so far and whether he counts as having played. */
export interface LiveResults {
  /** Points by element id. */
  points: Int32Array;
  /** 1 when he played, or his gameweek's matches are not all over yet. */
  played: Uint8Array;
}

/** One entry's live figures. */
export interface LiveEntry {
  entry: number;
  points: number;
  transfersCost: number;
  total: number;
  rank: number;
  overallRank: number;
  /** Overall rank after the previous gameweek (null: none). */
  lastOverallRank: number | null;
  /** Points of the players left on the bench after the provisional substitutions (0 under Bench Boost). */
  benchPoints: number;
}

/** One row of a live classic table. */
export interface LiveTableRow {
  entry: number;
  eventTotal: number;
  total: number;
  rank: number;
  lastRank: number;
  rankSort: number;
}

/** Per element of a group of managers: how many picked, captained, and the sum of multipliers. */
export interface Ownership {
  managers: number;
  selected: Int32Array;
  captained: Int32Array;
  multipliers: Int32Array;
}

export class LiveRanker {
  readonly points: Int32Array;
  readonly totals: Int32Array;
  readonly ranks: Int32Array;
  readonly overallRanks: Int32Array;
  /** Multipliers after the provisional substitutions, SLOTS per entry. */
  readonly multipliers: Int8Array;
  /** Each member's live rank in its league's table. */
  readonly leagueRank: Int32Array;
  /** Each league's table in order (member indexes), at its members' positions. */
  readonly leagueOrder: Int32Array;
  private played: Uint8Array | null = null;
  private lastPoints: Int32Array | null = null;
  /** 1 for each entry whose points moved in the last update. */
  private readonly moved: Uint8Array;
  // One key per slot, whether it moved, and the tables' scratch.
  private readonly slotKey: Int32Array;
  private readonly slotMoved: Uint8Array;
  private readonly scratch = new TableScratch();
  /** Entries in the top 10,000 of the overall ranking at the deadline. */
  readonly top: Uint8Array;

  constructor(
    readonly event: number,
    readonly entries: FrozenEntries,
    readonly leagues: FrozenLeagues,
    /** Element type by element id. */
    private readonly types: Int8Array,
    private readonly settings: GameSettings,
  ) {
    const n = entries.count;
    this.points = new Int32Array(n);
    this.totals = new Int32Array(n);
    this.ranks = new Int32Array(n);
    this.overallRanks = new Int32Array(n);
    this.multipliers = new Int8Array(n * SLOTS);
    this.top = new Uint8Array(n);
    for (let e = 0; e < n; e++) {
      const r = entries.prevRank[e]!;
      if (r > 0 && r <= 10_000) this.top[e] = 1;
    }
    const m = leagues.memberSlot.length;
    this.leagueRank = new Int32Array(m);
    this.leagueOrder = new Int32Array(m);
    this.slotKey = new Int32Array(leagues.slotEntry.length);
    this.slotMoved = new Uint8Array(leagues.slotEntry.length);
    this.moved = new Uint8Array(n);
  }

  /** The size of the per-element arrays (the highest element id + 1). */
  get elementSlots(): number {
    return this.types.length;
  }

  /**
   * Recomputes everything from the elements' live state. Only entries owning a player whose
   * state changed are substituted again, only those owning one whose points moved are scored
   * again, and only the leagues with one of those among their members are ranked again.
   */
  update(results: LiveResults): void {
    const first = this.lastPoints === null;
    const resolved = this.resolveMultipliers(results);
    const movedElements = this.movedElements(results.points);
    if (!first && !resolved && movedElements === null) return;
    const moved = this.score(results.points, first || resolved ? null : movedElements, first);
    if (moved === 0) return;
    this.rankEntries();
    this.rankLeagues(first);
  }

  /** 1 for each element whose points changed since the last update; null when none did. */
  private movedElements(points: Int32Array): Uint8Array | null {
    const before = this.lastPoints;
    this.lastPoints = points.slice();
    if (before === null) return null;
    const moved = new Uint8Array(points.length);
    let any = false;
    for (let i = 0; i < points.length; i++) {
      if (points[i] !== (before[i] ?? 0)) {
        moved[i] = 1;
        any = true;
      }
    }
    return any ? moved : null;
  }

  /**
   * The engine's substitutions and armband for every entry one of whose players changed state;
   * whether there was one.
   */
  private resolveMultipliers(results: LiveResults): boolean {
    const { elements, count } = this.entries;
    const before = this.played;
    const changed = new Uint8Array(results.played.length);
    let any = before === null;
    if (before) {
      for (let i = 0; i < changed.length; i++) {
        if ((before[i] ?? 1) !== results.played[i]) {
          changed[i] = 1;
          any = true;
        }
      }
    }
    this.played = results.played.slice();
    if (!any) return false;
    for (let e = 0; e < count; e++) {
      const o = e * SLOTS;
      let touched = before === null;
      for (let k = 0; k < SLOTS && !touched; k++) touched = changed[elements[o + k]!] === 1;
      if (touched) this.resolve(e, results);
    }
    return true;
  }

  /**
   * The provisional automatic substitutions the entry's live points count, in the engine's
   * order; none before the first update or when the entry has no frozen picks.
   */
  provisionalSubs(entryId: number): AutomaticSub[] {
    const e = this.indexOf(entryId);
    if (e < 0 || !this.played || !this.lastPoints) return [];
    return this.engineScore(e, { points: this.lastPoints, played: this.played }).automatic_subs;
  }

  /** The engine's score of entry e's frozen picks on the elements' live state. */
  private engineScore(e: number, results: LiveResults) {
    const { elements, captain, vice, chip } = this.entries;
    const o = e * SLOTS;
    const picks: TeamPick[] = [];
    const engineResults: Record<number, { points: number; played: boolean }> = {};
    for (let k = 0; k < SLOTS; k++) {
      const el = elements[o + k]!;
      if (el === 0) continue;
      picks.push({
        element: el as ElementId,
        element_type: this.types[el] as ElementTypeId,
        position: k + 1,
        is_captain: el === captain[e],
        is_vice_captain: el === vice[e],
        multiplier: 0,
      });
      engineResults[el] = { points: results.points[el]!, played: results.played[el] === 1 };
    }
    return entryEventPoints({
      picks,
      results: engineResults as ElementEventResults,
      chip: CHIPS[chip[e]!] ?? null,
      transfersCost: 0,
      settings: this.settings,
    });
  }

  private resolve(e: number, results: LiveResults): void {
    const { elements, captain, chip } = this.entries;
    const o = e * SLOTS;
    const xi = this.settings.squad_squadplay;
    const played = results.played;
    // Every starter still counts as playing and the captain is one of them: the engine would
    // make no substitution and give the captain the armband, so the multipliers are the saved
    // ones (bench 0, or 1 under Bench Boost; the Assistant Manager 1).
    let plain = true;
    let captainStarts = false;
    for (let k = 0; k < xi; k++) {
      const el = elements[o + k]!;
      if (played[el] !== 1) plain = false;
      if (el === captain[e]) captainStarts = true;
    }
    if (plain && captainStarts) {
      const m = SAVED_BY_CHIP[chip[e]!]!;
      for (let k = 0; k < SLOTS; k++) {
        const el = elements[o + k]!;
        let multiplier: number;
        if (el === 0) multiplier = 0;
        else if (this.types[el] === MANAGER) multiplier = m.manager;
        else if (k >= xi) multiplier = m.bench;
        else multiplier = el === captain[e] ? m.armband : m.starter;
        this.multipliers[o + k] = multiplier;
      }
      return;
    }
    const scored = this.engineScore(e, results);
    const by = new Map(scored.picks.map((p) => [p.element as number, p.multiplier]));
    for (let k = 0; k < SLOTS; k++) this.multipliers[o + k] = by.get(elements[o + k]!) ?? 0;
  }

  /**
   * Each entry's points and total: of every entry, or only of those owning an element of
   * `only`. Marks the entries whose points moved (every one when `all`); returns how many.
   */
  private score(points: Int32Array, only: Uint8Array | null, all: boolean): number {
    const { elements, cost, prevTotal, count } = this.entries;
    const mult = this.multipliers;
    const moved = this.moved;
    let movedCount = 0;
    for (let e = 0; e < count; e++) {
      const o = e * SLOTS;
      if (only) {
        let hit = 0;
        for (let k = 0; k < SLOTS; k++) hit |= only[elements[o + k]!]!;
        if (hit === 0) {
          moved[e] = 0;
          continue;
        }
      }
      let s = 0;
      for (let k = 0; k < SLOTS; k++) s += points[elements[o + k]!]! * mult[o + k]!;
      const m = all || s !== this.points[e] ? 1 : 0;
      moved[e] = m;
      movedCount += m;
      this.points[e] = s;
      this.totals[e] = prevTotal[e]! + s - cost[e]!;
    }
    return movedCount;
  }

  /** Gameweek rank on gross points and overall rank on totals, as finalisation ranks them. */
  private rankEntries(): void {
    rankByHistogram(this.points, this.ranks);
    rankByHistogram(this.totals, this.overallRanks);
  }

  /**
   * Every league's table (game rules §7.2): total over its gameweeks, then fewer tie-break
   * transfers; fully tied teams share the rank and the older team comes first. Each slot gets
   * one integer key, lower is better, equal keys fully tied.
   */
  private rankLeagues(all: boolean): void {
    const { groupStart, slotEntry, slotBase, slotTransfers } = this.leagues;
    const totals = this.totals;
    const counted = this.entries.counted;
    const keys = this.slotKey;
    const slotMoved = this.slotMoved;
    for (let g = 0; g + 1 < groupStart.length; g++) {
      const from = groupStart[g]!;
      const to = groupStart[g + 1]!;
      let maxTotal = -2147483648;
      let maxTr = 0;
      for (let s = from; s < to; s++) {
        const e = slotEntry[s]!;
        const t = totals[e]! - slotBase[s]!;
        if (t > maxTotal) maxTotal = t;
        const tr = slotTransfers[s]! + counted[e]!;
        if (tr > maxTr) maxTr = tr;
      }
      const width = maxTr + 1;
      for (let s = from; s < to; s++) {
        const e = slotEntry[s]!;
        const t = totals[e]! - slotBase[s]!;
        // Keys move together with the best total: a league's order and ranks do not.
        keys[s] = classicSortKey(t, slotTransfers[s]! + counted[e]!, maxTotal, width);
        slotMoved[s] = this.moved[e]!;
      }
    }
    rankTables(
      this.leagues,
      keys,
      this.scratch,
      this.leagueOrder,
      this.leagueRank,
      all ? null : slotMoved,
    );
  }

  /** The entry's index, or -1. */
  indexOf(entryId: number): number {
    return binarySearch(this.entries.ids, 0, this.entries.count - 1, entryId);
  }

  /** An entry's live figures, or null when it has no frozen picks for the gameweek. */
  entry(entryId: number): LiveEntry | null {
    const e = this.indexOf(entryId);
    if (e < 0) return null;
    const last = this.entries.prevRank[e]!;
    return {
      entry: entryId,
      points: this.points[e]!,
      transfersCost: this.entries.cost[e]!,
      total: this.totals[e]!,
      rank: this.ranks[e]!,
      overallRank: this.overallRanks[e]!,
      lastOverallRank: last > 0 ? last : null,
      benchPoints: this.benchPoints(e),
    };
  }

  /**
   * The points of entry e's players who count for nothing now: the bench, with a starter taken
   * off by a substitution (under Bench Boost no one; the Assistant Manager is no bench).
   */
  private benchPoints(e: number): number {
    const points = this.lastPoints;
    if (!points) return 0;
    let bench = 0;
    for (let k = e * SLOTS; k < (e + 1) * SLOTS; k++) {
      const el = this.entries.elements[k]!;
      if (el !== 0 && this.types[el] !== MANAGER && this.multipliers[k] === 0) {
        bench += points[el] ?? 0;
      }
    }
    return bench;
  }

  /** The live multipliers of an entry's picks by element id. */
  entryMultipliers(entryId: number): Map<number, number> | null {
    const e = this.indexOf(entryId);
    if (e < 0) return null;
    const out = new Map<number, number>();
    for (let k = 0; k < SLOTS; k++) {
      const el = this.entries.elements[e * SLOTS + k]!;
      if (el !== 0) out.set(el, this.multipliers[e * SLOTS + k]!);
    }
    return out;
  }

  /** The league's index, or -1. */
  private leagueOf(leagueId: number): number {
    return binarySearch(this.leagues.ids, 0, this.leagues.count - 1, leagueId);
  }

  /** Whether the league has a live table here. */
  hasLeague(leagueId: number): boolean {
    return this.leagueOf(leagueId) >= 0;
  }

  /** Rows `from` to `to` (rank_sort, 1-based, inclusive) of a league's live table. */
  tableRows(leagueId: number, from = 1, to = Infinity): LiveTableRow[] {
    const l = this.leagueOf(leagueId);
    if (l < 0) return [];
    const { start, memberSlot, slotEntry, slotBase, lastRank } = this.leagues;
    const first = start[l]!;
    const size = start[l + 1]! - first;
    const rows: LiveTableRow[] = [];
    for (let i = Math.max(0, from - 1); i < Math.min(size, to); i++) {
      const m = this.leagueOrder[first + i]!;
      const s = memberSlot[m]!;
      const e = slotEntry[s]!;
      const overall = l === this.leagues.overall;
      rows.push({
        entry: this.entries.ids[e]!,
        eventTotal: this.points[e]! - this.entries.cost[e]!,
        total: this.totals[e]! - slotBase[s]!,
        rank: overall ? this.overallRanks[e]! : this.leagueRank[m]!,
        lastRank: overall ? this.entries.prevRank[e]! : lastRank[m]!,
        rankSort: i + 1,
      });
    }
    return rows;
  }

  /** An entry's live rank in a league's table, or null when it is not in it. */
  leagueRankOf(leagueId: number, entryId: number): number | null {
    return this.leagueStandingOf(leagueId, entryId)?.rank ?? null;
  }

  /**
   * An entry's live rank in a league's table and its rank there one gameweek earlier (the
   * live table's last rank), or null when it is not in it.
   */
  leagueStandingOf(leagueId: number, entryId: number): { rank: number; lastRank: number } | null {
    const l = this.leagueOf(leagueId);
    const e = this.indexOf(entryId);
    if (l < 0 || e < 0) return null;
    // A group's slots, and a league's members, are in entry order.
    const { group, groupStart, slotEntry, start, memberSlot, lastRank } = this.leagues;
    const g = group[l]!;
    const s = binarySearch(slotEntry, groupStart[g]!, groupStart[g + 1]! - 1, e);
    const m = s < 0 ? -1 : binarySearch(memberSlot, start[l]!, start[l + 1]! - 1, s);
    if (m < 0) return null;
    if (l === this.leagues.overall) {
      return { rank: this.overallRanks[e]!, lastRank: this.entries.prevRank[e]! };
    }
    return { rank: this.leagueRank[m]!, lastRank: lastRank[m]! };
  }

  /** How many teams a league's live table holds. */
  tableSize(leagueId: number): number {
    const l = this.leagueOf(leagueId);
    return l < 0 ? 0 : this.leagues.start[l + 1]! - this.leagues.start[l]!;
  }

  /** Ownership over every entry (`group` 'all'), the top 10,000 at the deadline, or a league. */
  ownership(group: 'all' | 'top' | { league: number }): Ownership {
    const size = this.types.length;
    const out: Ownership = {
      managers: 0,
      selected: new Int32Array(size),
      captained: new Int32Array(size),
      multipliers: new Int32Array(size),
    };
    const add = (e: number) => {
      out.managers++;
      const o = e * SLOTS;
      for (let k = 0; k < SLOTS; k++) {
        const el = this.entries.elements[o + k]!;
        if (el === 0) continue;
        out.selected[el]!++;
        out.multipliers[el]! += this.multipliers[o + k]!;
      }
      out.captained[this.entries.captain[e]!]!++;
    };
    if (group === 'all') {
      for (let e = 0; e < this.entries.count; e++) add(e);
    } else if (group === 'top') {
      for (let e = 0; e < this.entries.count; e++) if (this.top[e] === 1) add(e);
    } else {
      const l = this.leagueOf(group.league);
      if (l >= 0) {
        const { start, memberSlot, slotEntry } = this.leagues;
        for (let m = start[l]!; m < start[l + 1]!; m++) add(slotEntry[memberSlot[m]!]!);
      }
    }
    return out;
  }

  /** Bytes held by the ranker's arrays. */
  bytes(): number {
    const arrays: ArrayBufferView[] = [
      ...Object.values(this.entries).filter(ArrayBuffer.isView),
      ...Object.values(this.leagues).filter(ArrayBuffer.isView),
      this.points,
      this.totals,
      this.ranks,
      this.overallRanks,
      this.multipliers,
      this.leagueRank,
      this.leagueOrder,
      this.slotKey,
      this.slotMoved,
      this.moved,
      this.top,
      this.types,
    ];
    if (this.lastPoints) arrays.push(this.lastPoints);
    if (this.played) arrays.push(this.played);
    return arrays.reduce((sum, a) => sum + a.byteLength, 0) + this.scratch.bytes();
  }
}

/** Ranks `scores` into `ranks`: 1 + the teams with a strictly higher score (shared ranks). */
function rankByHistogram(scores: Int32Array, ranks: Int32Array): void {
  if (scores.length === 0) return;
  let min = scores[0]!;
  let max = min;
  for (const s of scores) {
    if (s < min) min = s;
    if (s > max) max = s;
  }
  // above[i]: teams scoring more than max - i.
  const above = new Int32Array(max - min + 2);
  for (const s of scores) above[max - s + 1]!++;
  for (let i = 1; i < above.length; i++) above[i]! += above[i - 1]!;
  for (let e = 0; e < scores.length; e++) ranks[e] = above[max - scores[e]!]! + 1;
}

/** Where `value` is in the ascending `values` between `lo` and `hi` inclusive, or -1. */
function binarySearch(values: Int32Array, lo: number, hi: number, value: number): number {
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = values[mid]!;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
