// An entry's history (GET entry/{id}/history/): its gameweeks, past seasons and chips played.
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { chipPlays, chips, entryHistory, entryPastSeasons, events, type Tx } from '@ofl/db';
import { presentEntryHistory } from '../presenters/entry-history';
import { visibleEvent, type EntryViewer } from './entry-visibility';

/** Loads and presents the history; chips of a gameweek still to come only for the owner. */
export async function entryHistoryPayload(db: Tx, entryId: number, viewer: EntryViewer) {
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
  return presentEntryHistory(rows, past, played, new Map(counts.map((c) => [c.id, c.ranked])));
}
