// An entry's transfers (SPEC §2 Transfer history, §6): settled ones for everyone, the ones made
// since the last deadline for the owner alone.
import { entryTransferRows, type Tx } from '@ofl/db';
import { presentEntryTransfers } from '../../presenters/entry-transfers';
import { visibleEvent, type EntryViewer } from './entry-visibility';

/**
 * Every transfer the viewer may see, newest first: a transfer belongs to the gameweek it was
 * made for, so those of a gameweek whose deadline has not passed are the owner's secret.
 */
export async function entryTransfers(db: Tx, entryId: number, viewer: EntryViewer) {
  const upTo = viewer.isOwner ? undefined : visibleEvent(viewer);
  return presentEntryTransfers(await entryTransferRows(db, entryId, { upTo }));
}

/** The transfers made since the last deadline (`lastDeadlineEvent` 0 before the first). */
export async function latestTransfers(db: Tx, entryId: number, lastDeadlineEvent: number) {
  return presentEntryTransfers(await entryTransferRows(db, entryId, { after: lastDeadlineEvent }));
}
