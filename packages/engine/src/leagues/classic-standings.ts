import type { ChipName } from '../chips/types';
import type { EntryId } from '../types';
import { rankWithTies } from '../ranks/rank-with-ties';
import type { Phase } from './phases';

// Classic league tables (game rules §7.2):
// - the score is the sum of gameweek points net of hits over the league's gameweeks, from the
//   league's start_event (and, for a phase table, within the phase) up to the event shown;
// - hits taken for the first gameweek of a phase are not deducted from that phase's score;
// - tie-break: fewer transfers, counting only transfers not made under Wildcard or Free Hit;
//   still tied, the teams share the rank.
// Open points, decided here:
// - the transfers that break a tie are those of the gameweeks the table scores, so a table only
//   depends on its own gameweeks (for the overall table that is the whole season);
// - among fully tied teams rank_sort puts the lower entry id (the older team) first;
// - a team is in the table at an event once it has a gameweek row at or before that event;
//   last_rank is its rank in the table one gameweek earlier, 0 if it was not in it (a new row);
// - event_total is the shown gameweek's points net of hits, 0 outside the scored gameweeks.

/** The chips whose gameweek's transfers do not count for the tie-break. */
export const TIEBREAK_FREE_CHIPS: readonly ChipName[] = ['wildcard', 'freehit'];

/** A gameweek's transfers that count for the tie-break: none under Wildcard or Free Hit. */
export function countedTransfers(transfers: number, chip: ChipName | string | null): number {
  return chip !== null && (TIEBREAK_FREE_CHIPS as readonly string[]).includes(chip) ? 0 : transfers;
}

/**
 * A classic table's order, key by key: the higher total first, then the fewer tie-break
 * transfers; teams equal on both share the rank, and among them the lower entry id comes first
 * (rank_sort). Set-based statements build their ORDER BY from this, never their own.
 */
export const CLASSIC_ORDER: readonly { key: 'total' | 'transfers'; higherFirst: boolean }[] = [
  { key: 'total', higherFirst: true },
  { key: 'transfers', higherFirst: false },
];

/**
 * CLASSIC_ORDER as one integer per team, lower first and equal only for teams fully tied, for
 * tables sorted on a single key: `best` is the table's highest total and `width` one more than
 * its most tie-break transfers.
 */
export function classicSortKey(total: number, transfers: number, best: number, width: number) {
  return (best - total) * width + transfers;
}

/** One gameweek of a team, from its entry history. */
export interface ClassicGameweek {
  event: number;
  /** Gross gameweek points (entry_history.points). */
  points: number;
  /** Hits taken for this gameweek (event_transfers_cost). */
  transfersCost: number;
  /** Transfers made for this gameweek that count for the tie-break (none under Wildcard/Free Hit). */
  countedTransfers: number;
}

/** A member of a classic league with its gameweeks. */
export interface ClassicMember {
  entry: EntryId;
  gameweeks: readonly ClassicGameweek[];
}

/** Which table: the league's first gameweek, the gameweek shown and optionally a phase. */
export interface ClassicTableOptions {
  startEvent: number;
  event: number;
  phase?: Pick<Phase, 'startEvent' | 'stopEvent'>;
}

/** A row of a classic table (standings.results[]). */
export interface ClassicRow {
  entry: EntryId;
  total: number;
  eventTotal: number;
  rank: number;
  lastRank: number;
  rankSort: number;
}

interface Tally {
  entry: EntryId;
  total: number;
  transfers: number;
  eventTotal: number;
}

function tally(member: ClassicMember, options: ClassicTableOptions): Tally | undefined {
  if (!member.gameweeks.some((g) => g.event <= options.event)) return undefined;
  const from = Math.max(options.startEvent, options.phase?.startEvent ?? 1);
  const to = Math.min(options.event, options.phase?.stopEvent ?? options.event);
  const t: Tally = { entry: member.entry, total: 0, transfers: 0, eventTotal: 0 };
  for (const g of member.gameweeks) {
    if (g.event < from || g.event > to) continue;
    const hitsForgiven = options.phase !== undefined && g.event === options.phase.startEvent;
    const net = g.points - (hitsForgiven ? 0 : g.transfersCost);
    t.total += net;
    t.transfers += g.countedTransfers;
    if (g.event === options.event) t.eventTotal = net;
  }
  return t;
}

function rankTallies(tallies: readonly Tally[]) {
  return rankWithTies(
    tallies,
    (t) => CLASSIC_ORDER.map((o) => (o.higherFirst ? t[o.key] : -t[o.key])),
    (a, b) => a.entry - b.entry,
  );
}

/** The classic table at `event`, best first, with last_rank from the table one gameweek before. */
export function classicStandings(
  members: readonly ClassicMember[],
  options: ClassicTableOptions,
): ClassicRow[] {
  const lastEvent = options.event - 1;
  const firstEvent = Math.max(options.startEvent, options.phase?.startEvent ?? 1);
  const last = new Map<EntryId, number>();
  if (lastEvent >= firstEvent) {
    const before = members.flatMap((m) => tally(m, { ...options, event: lastEvent }) ?? []);
    for (const r of rankTallies(before)) last.set(r.row.entry, r.rank);
  }
  const now = members.flatMap((m) => tally(m, options) ?? []);
  return rankTallies(now).map((r) => ({
    entry: r.row.entry,
    total: r.row.total,
    eventTotal: r.row.eventTotal,
    rank: r.rank,
    lastRank: last.get(r.row.entry) ?? 0,
    rankSort: r.rankSort,
  }));
}
