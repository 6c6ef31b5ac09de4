// An entry's history, as the services read it one entry at a time: its gameweeks, past seasons
// and chips played.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import {
  chipPlays,
  chips,
  entries,
  entryHistory,
  entryPastSeasons,
  entryPicks,
  events,
} from '../schema/index';

/** The entry's overall rank after the gameweek; undefined without a history row, null unranked. */
export async function entryEventRank(
  db: Tx,
  entryId: number,
  event: number,
): Promise<number | null | undefined> {
  const [history] = await queryRows<{ rank: number | null }>(
    db,
    sql`select rank from entry_history
        where entry_id = ${entryId} and event = ${event}`,
  );
  return history?.rank;
}

/** The entry's picks of the gameweek with its transfers, bank, and the team value at the last
 * deadline. */
export async function entryDeadlineFigures(tx: Tx, entryId: number, event: number) {
  const [row] = await tx
    .select({
      transfers: entryPicks.eventTransfers,
      transfersCost: entryPicks.eventTransfersCost,
      bank: entryPicks.bank,
      value: entries.lastDeadlineValue,
    })
    .from(entryPicks)
    .innerJoin(entries, eq(entries.id, entryPicks.entryId))
    .where(and(eq(entryPicks.entryId, entryId), eq(entryPicks.event, event)));
  return row;
}

/** The entry's history rows, by gameweek. */
export function entryHistoryRows(tx: Tx, entryId: number) {
  return tx
    .select()
    .from(entryHistory)
    .where(eq(entryHistory.entryId, entryId))
    .orderBy(asc(entryHistory.event));
}

/** The entry's past seasons, the latest first. */
export function entryPastSeasonRows(tx: Tx, entryId: number) {
  return tx
    .select()
    .from(entryPastSeasons)
    .where(eq(entryPastSeasons.entryId, entryId))
    .orderBy(desc(entryPastSeasons.seasonName));
}

/** The chips the entry played (up to gameweek `upTo` if given), in the order played. */
export function entryChipsPlayed(tx: Tx, entryId: number, upTo?: number) {
  const conditions = [eq(chipPlays.entryId, entryId)];
  if (upTo !== undefined) conditions.push(lte(chipPlays.event, upTo));
  return tx
    .select({ name: chips.name, time: chipPlays.time, event: chipPlays.event })
    .from(chipPlays)
    .innerJoin(chips, eq(chips.id, chipPlays.chipId))
    .where(and(...conditions))
    .orderBy(asc(chipPlays.event), asc(chipPlays.time));
}

/** How many entries were ranked in each of the gameweeks. */
export async function eventRankedCounts(
  tx: Tx,
  eventIds: readonly number[],
): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const counts = await tx
    .select({ id: events.id, ranked: events.rankedCount })
    .from(events)
    .where(inArray(events.id, [...eventIds]));
  return new Map(counts.map((c) => [c.id, c.ranked]));
}

/** The entry's history row of the gameweek, if scored. */
export async function entryHistoryRow(tx: Tx, entryId: number, event: number) {
  const [history] = await tx
    .select()
    .from(entryHistory)
    .where(and(eq(entryHistory.entryId, entryId), eq(entryHistory.event, event)));
  return history;
}
