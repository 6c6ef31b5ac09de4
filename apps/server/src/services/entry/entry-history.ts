// An entry's history (GET entry/{id}/history/): its gameweeks, past seasons and chips played.
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { EntryEventHistory } from '@ofl/api';
import {
  chipPlays,
  chips,
  entries,
  entryHistory,
  entryPastSeasons,
  entryPicks,
  events,
  type Tx,
} from '@ofl/db';
import { withLiveHistory, type LiveRanks } from '../../live';
import { presentEntryHistory, unscoredHistoryRow } from '../../presenters/entry-history';
import { visibleEvent, type EntryViewer } from './entry-visibility';

/**
 * The live gameweek's row, as the official game lists it while the gameweek is played: its live
 * points and ranks (provisional), the bank and value of the deadline and the transfers made for
 * it; null when no gameweek is live or the entry had no team at its deadline.
 */
async function liveHistoryRow(
  db: Tx,
  entryId: number,
  liveRanks: LiveRanks,
): Promise<EntryEventHistory | null> {
  const ranker = await liveRanks.current();
  if (!ranker?.entry(entryId)) return null;
  const [row] = await db
    .select({
      transfers: entryPicks.eventTransfers,
      transfersCost: entryPicks.eventTransfersCost,
      bank: entryPicks.bank,
      value: entries.lastDeadlineValue,
    })
    .from(entryPicks)
    .innerJoin(entries, eq(entries.id, entryPicks.entryId))
    .where(and(eq(entryPicks.entryId, entryId), eq(entryPicks.event, ranker.event)));
  if (!row) return null;
  const deadline = unscoredHistoryRow(ranker.event, {
    ...row,
    bank: row.bank ?? 0,
    value: row.value ?? 0,
  });
  return withLiveHistory(deadline, entryId, liveRanks);
}

/**
 * Loads and presents the history; chips of a gameweek still to come only for the owner. While a
 * gameweek is live (`liveRanks` given) its row comes last, with the live figures.
 */
export async function entryHistoryPayload(
  db: Tx,
  entryId: number,
  viewer: EntryViewer,
  liveRanks?: LiveRanks,
) {
  const rows = await db
    .select()
    .from(entryHistory)
    .where(eq(entryHistory.entryId, entryId))
    .orderBy(asc(entryHistory.event));
  const past = await db
    .select()
    .from(entryPastSeasons)
    .where(eq(entryPastSeasons.entryId, entryId))
    .orderBy(desc(entryPastSeasons.seasonName));
  const chipConditions = [eq(chipPlays.entryId, entryId)];
  if (!viewer.isOwner) chipConditions.push(lte(chipPlays.event, visibleEvent(viewer)));
  const played = await db
    .select({ name: chips.name, time: chipPlays.time, event: chipPlays.event })
    .from(chipPlays)
    .innerJoin(chips, eq(chips.id, chipPlays.chipId))
    .where(and(...chipConditions))
    .orderBy(asc(chipPlays.event), asc(chipPlays.time));
  const eventIds = rows.map((r) => r.event);
  const counts =
    eventIds.length === 0
      ? []
      : await db
          .select({ id: events.id, ranked: events.rankedCount })
          .from(events)
          .where(inArray(events.id, eventIds));
  const history = presentEntryHistory(
    rows,
    past,
    played,
    new Map(counts.map((c) => [c.id, c.ranked])),
  );
  const live = liveRanks ? await liveHistoryRow(db, entryId, liveRanks) : null;
  if (live && !rows.some((r) => r.event === live.event)) history.current.push(live);
  return history;
}
