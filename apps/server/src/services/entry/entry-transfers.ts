// An entry's transfers (SPEC §2 Transfer history, §6): settled ones for everyone, the ones made
// since the last deadline for the owner alone.
import { and, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import { transfers, type Tx } from '@ofl/db';
import { presentEntryTransfers } from '../../presenters/entry-transfers';
import { visibleEvent, type EntryViewer } from './entry-visibility';

async function transfersWhere(db: Tx, where: SQL | undefined) {
  const rows = await db
    .select()
    .from(transfers)
    .where(where)
    .orderBy(desc(transfers.time), desc(transfers.id));
  return presentEntryTransfers(rows);
}

/**
 * Every transfer the viewer may see, newest first: a transfer belongs to the gameweek it was
 * made for, so those of a gameweek whose deadline has not passed are the owner's secret.
 */
export function entryTransfers(db: Tx, entryId: number, viewer: EntryViewer) {
  const own = eq(transfers.entryId, entryId);
  return transfersWhere(
    db,
    viewer.isOwner ? own : and(own, lte(transfers.event, visibleEvent(viewer))),
  );
}

/** The transfers made since the last deadline (`lastDeadlineEvent` 0 before the first). */
export function latestTransfers(db: Tx, entryId: number, lastDeadlineEvent: number) {
  return transfersWhere(
    db,
    and(eq(transfers.entryId, entryId), gt(transfers.event, lastDeadlineEvent)),
  );
}
