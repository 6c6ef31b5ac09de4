// What of an entry others may see (SPEC §6): its owner sees everything, anyone else only what
// was settled at the last deadline, so nobody learns a rival's moves before they are frozen.
import { currentEventId } from '@ofl/engine';
import { entryUserId, gameweekDeadlines, type Tx } from '@ofl/db';
import { notFound } from '../../errors';

/** Who asks about an entry, and the gameweek of the last deadline. */
export interface EntryViewer {
  isOwner: boolean;
  /** The last gameweek whose deadline has passed; 0 before the first. */
  lastDeadlineEvent: number;
}

/** The last gameweek whose transfers and chips the viewer may see. */
export const visibleEvent = (viewer: EntryViewer): number =>
  viewer.isOwner ? Infinity : viewer.lastDeadlineEvent;

/** The viewer of an entry at the game clock's `now`; 404 for an unknown entry. */
export async function entryViewer(
  db: Tx,
  entryId: number,
  userId: number | null,
  now: Date,
): Promise<EntryViewer> {
  const owner = await entryUserId(db, entryId);
  if (owner === undefined) throw notFound();
  const deadlines = await gameweekDeadlines(db);
  return {
    isOwner: userId !== null && owner === userId,
    lastDeadlineEvent: currentEventId(deadlines, now) ?? 0,
  };
}
