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
  captainMultiplier,
  entryEventPoints,
  MANAGER,
  type ChipName,
  type ElementEventResults,
  type ElementId,
  type ElementTypeId,
  type GameSettings,
  type TeamPick,
} from '@ofl/engine';

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

/** Every classic league's members, league by league (CSR), each league's members by entry id. */
export interface FrozenLeagues {
  count: number;
  ids: Int32Array;
  /** Members of league l: offsets start[l] to start[l + 1]. */
  start: Int32Array;
  /** The member's entry, as an index into FrozenEntries. */
  entry: Int32Array;
  /** The entry's total before the league's first gameweek: league total = live total - base. */
  base: Int16Array;
  /** Tie-break transfers over the league's gameweeks before this one. */
  transfers: Int16Array;
  /** Rank in the table one gameweek earlier (0: not in it). */
  lastRank: Int32Array;
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

// Leagues up to this size are sorted by insertion; a larger one by counting its keys when
// their range is small beside its size, else by the typed array's own sort.
const INSERTION_MAX = 64;
const LOCAL_BITS = 2 ** 24;

export class LiveRanker {
  readonly points: Int32Array;
  readonly totals: Int32Array;
  readonly ranks: Int32Array;
  readonly overallRanks: Int32Array;
  /** Multipliers after the provisional substitutions, SLOTS per entry. */
  readonly multipliers: Int8Array;
  readonly leagueRank: Int32Array;
  /** Each league's members in table order (member indexes), aligned with FrozenLeagues.start. */
  readonly leagueOrder: Int32Array;
  private played: Uint8Array | null = null;
  private readonly leagueIndex = new Map<number, number>();
  // Scratch of one league at a time: keys, tie-break transfers, sorted order, packed keys.
  private readonly keys: Int32Array;
  private readonly tieBreak: Int32Array;
  // Only leagues sorted by comparison need these: grown to the largest of those.
  private sorted = new Int32Array(0);
  private packed = new Float64Array(0);
  private counts = new Int32Array(0);
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
    const m = leagues.start[leagues.count] ?? 0;
    this.leagueRank = new Int32Array(m);
    this.leagueOrder = new Int32Array(m);
    let largest = 0;
    for (let l = 0; l < leagues.count; l++) {
      this.leagueIndex.set(leagues.ids[l]!, l);
      largest = Math.max(largest, leagues.start[l + 1]! - leagues.start[l]!);
    }
    this.keys = new Int32Array(largest);
    this.tieBreak = new Int32Array(largest);
  }

  /** The size of the per-element arrays (the highest element id + 1). */
  get elementSlots(): number {
    return this.types.length;
  }

  /** Recomputes everything from the elements' live state. */
  update(results: LiveResults): void {
    this.resolveMultipliers(results);
    this.score(results.points);
    this.rankEntries();
    for (let l = 0; l < this.leagues.count; l++) this.rankLeague(l);
  }

  /** The engine's substitutions and armband for every entry one of whose players changed state. */
  private resolveMultipliers(results: LiveResults): void {
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
    if (!any) return;
    for (let e = 0; e < count; e++) {
      const o = e * SLOTS;
      let touched = before === null;
      for (let k = 0; k < SLOTS && !touched; k++) touched = changed[elements[o + k]!] === 1;
      if (touched) this.resolve(e, results);
    }
  }

  private resolve(e: number, results: LiveResults): void {
    const { elements, captain, vice, chip } = this.entries;
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
      const name = CHIPS[chip[e]!] ?? null;
      const armband = captainMultiplier(name);
      for (let k = 0; k < SLOTS; k++) {
        const el = elements[o + k]!;
        let multiplier: number;
        if (el === 0) multiplier = 0;
        else if (this.types[el] === MANAGER) multiplier = 1;
        else if (k >= xi) multiplier = name === 'bboost' ? 1 : 0;
        else multiplier = el === captain[e] ? armband : 1;
        this.multipliers[o + k] = multiplier;
      }
      return;
    }
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
      engineResults[el] = { points: results.points[el]!, played: played[el] === 1 };
    }
    const scored = entryEventPoints({
      picks,
      results: engineResults as ElementEventResults,
      chip: CHIPS[chip[e]!] ?? null,
      transfersCost: 0,
      settings: this.settings,
    });
    const by = new Map(scored.picks.map((p) => [p.element as number, p.multiplier]));
    for (let k = 0; k < SLOTS; k++) this.multipliers[o + k] = by.get(elements[o + k]!) ?? 0;
  }

  private score(points: Int32Array): void {
    const { elements, cost, prevTotal, count } = this.entries;
    const mult = this.multipliers;
    for (let e = 0; e < count; e++) {
      const o = e * SLOTS;
      let s = 0;
      for (let k = 0; k < SLOTS; k++) s += points[elements[o + k]!]! * mult[o + k]!;
      this.points[e] = s;
      this.totals[e] = prevTotal[e]! + s - cost[e]!;
    }
  }

  /** Gameweek rank on gross points and overall rank on totals, as finalisation ranks them. */
  private rankEntries(): void {
    rankByHistogram(this.points, this.ranks);
    rankByHistogram(this.totals, this.overallRanks);
  }

  /**
   * One league's table (game rules §7.2): total over its gameweeks, then fewer tie-break
   * transfers; fully tied teams share the rank and the older team comes first. Each member
   * gets one integer key, lower is better, equal keys fully tied; members are held in entry
   * order, so any stable order of the keys puts the older team first among equals.
   */
  private rankLeague(l: number): void {
    const { start, entry, base, transfers } = this.leagues;
    const from = start[l]!;
    const n = start[l + 1]! - from;
    if (n === 0) return;
    const totals = this.totals;
    const counted = this.entries.counted;
    const keys = this.keys;
    let maxTotal = -2147483648;
    let minTotal = 2147483647;
    let maxTr = 0;
    for (let i = 0; i < n; i++) {
      const m = from + i;
      const e = entry[m]!;
      const t = totals[e]! - base[m]!;
      if (t > maxTotal) maxTotal = t;
      if (t < minTotal) minTotal = t;
      const tr = transfers[m]! + counted[e]!;
      if (tr > maxTr) maxTr = tr;
      keys[i] = t;
      this.tieBreak[i] = tr;
    }
    const width = maxTr + 1;
    const tieBreak = this.tieBreak;
    for (let i = 0; i < n; i++) keys[i] = (maxTotal - keys[i]!) * width + tieBreak[i]!;
    const range = (maxTotal - minTotal + 1) * width;
    const order = this.leagueOrder;
    const rankOf = this.leagueRank;
    if (n > INSERTION_MAX && range <= 8 * n + 2048) {
      // Counting sort: counts[k] ends as the members with a better key than k.
      if (this.counts.length < range + 1) this.counts = new Int32Array(range + 1);
      const counts = this.counts;
      counts.fill(0, 0, range + 1);
      for (let i = 0; i < n; i++) counts[keys[i]! + 1]!++;
      for (let k = 1; k <= range; k++) counts[k]! += counts[k - 1]!;
      for (let i = 0; i < n; i++) rankOf[from + i] = counts[keys[i]!]! + 1;
      for (let i = 0; i < n; i++) order[from + counts[keys[i]!]!++] = from + i;
      return;
    }
    if (this.sorted.length < n) {
      this.sorted = new Int32Array(n);
      this.packed = new Float64Array(n);
    }
    const sorted = this.sorted;
    if (n <= INSERTION_MAX) {
      for (let i = 0; i < n; i++) {
        const k = keys[i]!;
        let j = i - 1;
        while (j >= 0 && keys[sorted[j]!]! > k) {
          sorted[j + 1] = sorted[j]!;
          j--;
        }
        sorted[j + 1] = i;
      }
    } else {
      const packed = this.packed.subarray(0, n);
      for (let i = 0; i < n; i++) packed[i] = keys[i]! * LOCAL_BITS + i;
      packed.sort();
      for (let i = 0; i < n; i++) sorted[i] = packed[i]! % LOCAL_BITS;
    }
    let rank = 0;
    let lastKey = -1;
    for (let i = 0; i < n; i++) {
      const local = sorted[i]!;
      const key = keys[local]!;
      if (key !== lastKey) rank = i + 1;
      lastKey = key;
      order[from + i] = from + local;
      rankOf[from + local] = rank;
    }
  }

  /** The entry's index, or -1. */
  indexOf(entryId: number): number {
    const ids = this.entries.ids;
    let lo = 0;
    let hi = this.entries.count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = ids[mid]!;
      if (v === entryId) return mid;
      if (v < entryId) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
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
    };
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

  /** Whether the league has a live table here. */
  hasLeague(leagueId: number): boolean {
    return this.leagueIndex.has(leagueId);
  }

  /** Rows `from` to `to` (rank_sort, 1-based, inclusive) of a league's live table. */
  tableRows(leagueId: number, from = 1, to = Infinity): LiveTableRow[] {
    const l = this.leagueIndex.get(leagueId);
    if (l === undefined) return [];
    const { start, entry, base, lastRank } = this.leagues;
    const first = start[l]!;
    const size = start[l + 1]! - first;
    const rows: LiveTableRow[] = [];
    for (let i = Math.max(0, from - 1); i < Math.min(size, to); i++) {
      const m = this.leagueOrder[first + i]!;
      const e = entry[m]!;
      rows.push({
        entry: this.entries.ids[e]!,
        eventTotal: this.points[e]! - this.entries.cost[e]!,
        total: this.totals[e]! - base[m]!,
        rank: this.leagueRank[m]!,
        lastRank: lastRank[m]!,
        rankSort: i + 1,
      });
    }
    return rows;
  }

  /** An entry's live rank in a league's table, or null when it is not in it. */
  leagueRankOf(leagueId: number, entryId: number): number | null {
    const l = this.leagueIndex.get(leagueId);
    const e = this.indexOf(entryId);
    if (l === undefined || e < 0) return null;
    // A league's members are in entry order.
    const { start, entry } = this.leagues;
    let lo = start[l]!;
    let hi = start[l + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = entry[mid]!;
      if (v === e) return this.leagueRank[mid]!;
      if (v < e) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  /** How many teams a league's live table holds. */
  tableSize(leagueId: number): number {
    const l = this.leagueIndex.get(leagueId);
    return l === undefined ? 0 : this.leagues.start[l + 1]! - this.leagues.start[l]!;
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
      const l = this.leagueIndex.get(group.league);
      if (l !== undefined) {
        const { start, entry } = this.leagues;
        for (let m = start[l]!; m < start[l + 1]!; m++) add(entry[m]!);
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
      this.keys,
      this.tieBreak,
      this.sorted,
      this.packed,
      this.counts,
      this.top,
      this.types,
    ];
    return arrays.reduce((sum, a) => sum + a.byteLength, 0);
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
