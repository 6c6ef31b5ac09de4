// An entry's history (GET entry/{id}/history/): its gameweeks, past seasons and chips played.
import type { EntryEventHistory } from '@ofl/api';
import {
  entryChipsPlayed,
  entryDeadlineFigures,
  entryHistoryRows,
  entryPastSeasonRows,
  eventRankedCounts,
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
  const row = await entryDeadlineFigures(db, entryId, ranker.event);
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
  const rows = await entryHistoryRows(db, entryId);
  const past = await entryPastSeasonRows(db, entryId);
  // Others see no chip of a gameweek still to come.
  const played = await entryChipsPlayed(
    db,
    entryId,
    viewer.isOwner ? undefined : visibleEvent(viewer),
  );
  const counts = await eventRankedCounts(
    db,
    rows.map((r) => r.event),
  );
  const history = presentEntryHistory(rows, past, played, counts);
  const live = liveRanks ? await liveHistoryRow(db, entryId, liveRanks) : null;
  if (live && !rows.some((r) => r.event === live.event)) history.current.push(live);
  return history;
}
