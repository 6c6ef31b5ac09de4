// Every classic league's table from one integer key per slot. Leagues whose totals count from
// the same gameweek form a group; within a group a member's league total and tie-break
// transfers are the entry's own, so each entry of a group (a slot) gets one key there, computed
// once however many leagues it is in. A league's table is then its members' keys, read league by
// league (independent reads the processor overlaps), sorted in place: by insertion in a small
// league, by counting in one whose keys span little beside its size, else by the typed array's
// own sort. Nothing is allocated per entry or per league.

/**
 * The members of every classic league, league by league, each league's in entry order; the
 * slots group by group, each group's in entry order.
 */
export interface LeagueMembers {
  /** Leagues. */
  count: number;
  /** Members of league l: start[l] to start[l + 1]. */
  start: Int32Array;
  /** The member's slot. */
  memberSlot: Int32Array;
  /** The league's group. */
  group: Int32Array;
  /** Slots of group g: groupStart[g] to groupStart[g + 1]. */
  groupStart: Int32Array;
}

/** The scratch the tables need, grown as asked. */
export class TableScratch {
  keys = new Int32Array(0);
  sorted = new Int32Array(0);
  counts = new Int32Array(0);
  packed = new Float64Array(0);
  /** A group's table: its slots in order, and each slot's rank. */
  groupOrder = new Int32Array(0);
  groupRank = new Int32Array(0);

  bytes(): number {
    return [this.keys, this.sorted, this.counts, this.packed, this.groupOrder, this.groupRank]
      .map((a) => a.byteLength)
      .reduce((sum, b) => sum + b, 0);
  }
}

// Tables up to this size are sorted by insertion; a larger one by counting its keys when
// their span is small beside its size, else by the typed array's own sort.
const INSERTION_MAX = 64;
const LOCAL_BITS = 2 ** 24;

/**
 * Sorts places 0 to n of `keys` into `sorted`, stable, the keys of -1 (out of the table) last;
 * returns the key they were given.
 */
function sortKeys(keys: Int32Array, n: number, scratch: TableScratch, sorted: Int32Array): number {
  let min = 2147483647;
  let max = -1;
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    if (k > max) max = k;
    if (k >= 0 && k < min) min = k;
  }
  const out = max + 1;
  let outside = false;
  for (let i = 0; i < n; i++) {
    if (keys[i]! < 0) {
      keys[i] = out;
      outside = true;
    }
  }
  if (!outside && max < 0) return out;
  if (outside) max = out;
  if (min > max) min = max;
  const span = max - min + 1;
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
  } else if (span <= 8 * n + 2048) {
    // Counting sort: counts[k] ends as the places with a lower key than min + k.
    if (scratch.counts.length < span + 1) scratch.counts = new Int32Array(span + 1);
    const counts = scratch.counts;
    counts.fill(0, 0, span + 1);
    for (let i = 0; i < n; i++) counts[keys[i]! - min + 1]!++;
    for (let k = 1; k <= span; k++) counts[k]! += counts[k - 1]!;
    for (let i = 0; i < n; i++) sorted[counts[keys[i]! - min]!++] = i;
  } else {
    // The key and the place in one float, so the sort keeps ties in entry order.
    if (scratch.packed.length < n) scratch.packed = new Float64Array(n);
    const packed = scratch.packed.subarray(0, n);
    for (let i = 0; i < n; i++) packed[i] = (keys[i]! - min) * LOCAL_BITS + i;
    packed.sort();
    for (let i = 0; i < n; i++) sorted[i] = packed[i]! % LOCAL_BITS;
  }
  return out;
}

/**
 * Sorts places 0 to n of `keys` and writes their table from `base` on: `order[base + i]` is
 * the i-th in the table, `rank[base + place]` its rank (ties share the better one, 0 out).
 */
function writeTable(
  keys: Int32Array,
  n: number,
  scratch: TableScratch,
  sorted: Int32Array,
  order: Int32Array,
  rank: Int32Array,
  base: number,
): void {
  const out = sortKeys(keys, n, scratch, sorted);
  let r = 0;
  let lastKey = -1;
  for (let i = 0; i < n; i++) {
    const local = sorted[i]!;
    const key = keys[local]!;
    if (key !== lastKey) r = i + 1;
    lastKey = key;
    order[base + i] = base + local;
    rank[base + local] = key === out ? 0 : r;
  }
}

/**
 * Ranks every league's table. `slotKey[s]` is slot s's key: lower is better, equal keys fully
 * tied, -1 not in the tables (rank 0, after every ranked member). Fully tied members share the
 * better rank, the older entry first. Writes each league's members in table order into `order`
 * (member indexes, at the league's own positions) and each member's rank into `rank`.
 *
 * A league holding every slot of its group (the Overall league) takes the group's table. With
 * `moved` (1 for each slot whose key moved since `order` and `rank` were written), a league
 * none of whose members moved keeps its table.
 */
export function rankTables(
  members: LeagueMembers,
  slotKey: Int32Array,
  scratch: TableScratch,
  order: Int32Array,
  rank: Int32Array,
  moved: Uint8Array | null,
): void {
  const { start, memberSlot, group, groupStart } = members;
  let largest = 0;
  for (let l = 0; l < members.count; l++) largest = Math.max(largest, start[l + 1]! - start[l]!);
  for (let g = 0; g + 1 < groupStart.length; g++) {
    largest = Math.max(largest, groupStart[g + 1]! - groupStart[g]!);
  }
  if (scratch.keys.length < largest) {
    scratch.keys = new Int32Array(largest);
    scratch.sorted = new Int32Array(largest);
    scratch.groupOrder = new Int32Array(largest);
    scratch.groupRank = new Int32Array(largest);
  }
  const keys = scratch.keys;
  const sorted = scratch.sorted;
  for (let g = 0; g + 1 < groupStart.length; g++) {
    const first = groupStart[g]!;
    const size = groupStart[g + 1]! - first;
    let full = false;
    for (let l = 0; l < members.count && !full; l++) {
      full = group[l] === g && start[l + 1]! - start[l]! === size && size > INSERTION_MAX;
    }
    if (!full) continue;
    keys.set(slotKey.subarray(first, first + size));
    writeTable(keys, size, scratch, sorted, scratch.groupOrder, scratch.groupRank, 0);
    for (let l = 0; l < members.count; l++) {
      const from = start[l]!;
      if (group[l] !== g || start[l + 1]! - from !== size) continue;
      // Every slot of the group in slot order: slot first + i is member from + i.
      for (let i = 0; i < size; i++) {
        order[from + i] = from + scratch.groupOrder[i]!;
        rank[from + i] = scratch.groupRank[i]!;
      }
    }
  }
  for (let l = 0; l < members.count; l++) {
    const from = start[l]!;
    const n = start[l + 1]! - from;
    if (n === 0) continue;
    const g = group[l]!;
    if (n === groupStart[g + 1]! - groupStart[g]! && n > INSERTION_MAX) continue;
    if (moved) {
      let any = 0;
      for (let i = 0; i < n; i++) any |= moved[memberSlot[from + i]!]!;
      if (any === 0) continue;
    }
    for (let i = 0; i < n; i++) keys[i] = slotKey[memberSlot[from + i]!]!;
    writeTable(keys, n, scratch, sorted, order, rank, from);
  }
}
