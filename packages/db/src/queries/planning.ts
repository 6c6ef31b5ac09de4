// An entry's picks rows, chip plays and transfers as the planning services (Pick Team,
// transfers, squad selection) read and write them one statement at a time; the hot path of a
// write's state is planning-state.ts.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../client';
import type { EntryRow } from '../rows';
import { chipPlays, chips, elements, entries, entryPicks, transfers } from '../schema/index';

/** The entry, locked until the transaction ends when `lock` is set. */
export async function entryById(tx: Tx, entryId: number, lock: boolean) {
  const query = tx.select().from(entries).where(eq(entries.id, entryId));
  const [entry] = lock ? await query.for('update') : await query;
  return entry;
}

/** Locks the entry's row until the transaction ends. */
export async function lockEntry(tx: Tx, entryId: number): Promise<void> {
  await tx.select({ id: entries.id }).from(entries).where(eq(entries.id, entryId)).for('update');
}

/** What the rules read of the players: of the given ids, or of every player without ids. */
export function elementFactRows(tx: Tx, ids?: readonly number[]) {
  return tx
    .select({
      id: elements.id,
      code: elements.code,
      element_type: elements.elementType,
      team: elements.team,
      now_cost: elements.nowCost,
      web_name: elements.webName,
      status: elements.status,
    })
    .from(elements)
    .where(ids ? inArray(elements.id, [...new Set(ids)]) : undefined);
}

/** Every chip the entry has played, with the chip's name. */
export function entryChipPlayRows(tx: Tx, entryId: number) {
  return tx
    .select({
      chipId: chipPlays.chipId,
      event: chipPlays.event,
      time: chipPlays.time,
      name: chips.name,
    })
    .from(chipPlays)
    .innerJoin(chips, eq(chips.id, chipPlays.chipId))
    .where(eq(chipPlays.entryId, entryId));
}

export async function insertChipPlay(
  tx: Tx,
  play: { entryId: number; chipId: number; event: number; time: Date },
) {
  await tx.insert(chipPlays).values(play);
}

export async function deleteChipPlay(tx: Tx, entryId: number, chipId: number) {
  await tx
    .delete(chipPlays)
    .where(and(eq(chipPlays.entryId, entryId), eq(chipPlays.chipId, chipId)));
}

/** The entry's picks row of one gameweek, if any. */
export async function entryPicksRow(tx: Tx, entryId: number, event: number) {
  const [row] = await tx
    .select()
    .from(entryPicks)
    .where(and(eq(entryPicks.entryId, entryId), eq(entryPicks.event, event)));
  return row;
}

/** The entry's picks rows before gameweek `event`, in order. */
export function earlierPicksRows(tx: Tx, entryId: number, event: number) {
  return tx
    .select()
    .from(entryPicks)
    .where(and(eq(entryPicks.entryId, entryId), lt(entryPicks.event, event)))
    .orderBy(asc(entryPicks.event));
}

/** The transfers made and chip of each of the entry's gameweeks before `event`. */
export function earlierWeeksPlayed(tx: Tx, entryId: number, event: number) {
  return tx
    .select({
      event: entryPicks.event,
      made: entryPicks.eventTransfers,
      chip: entryPicks.activeChip,
    })
    .from(entryPicks)
    .where(and(eq(entryPicks.entryId, entryId), lt(entryPicks.event, event)));
}

/** Writes a picks row; one already there for its entry and gameweek stays as it is. */
export async function insertPicksRowIfAbsent(tx: Tx, row: typeof entryPicks.$inferInsert) {
  await tx.insert(entryPicks).values(row).onConflictDoNothing();
}

export async function insertPicksRow(tx: Tx, row: typeof entryPicks.$inferInsert) {
  await tx.insert(entryPicks).values(row);
}

/** Sets the entry's bank, and its free transfers when given. */
export async function setEntryBank(
  tx: Tx,
  entryId: number,
  values: { bank: number; freeTransfers?: number },
) {
  await tx.update(entries).set(values).where(eq(entries.id, entryId));
}

/** What squad selection writes of an entry. */
export type NewSquadEntry = Pick<
  typeof entries.$inferInsert,
  'name' | 'favouriteTeam' | 'startedEvent' | 'emailOptIn' | 'bank' | 'freeTransfers'
>;

/** Gives an entry kept from last season its new squad's values; answers the row. */
export async function restartEntry(
  tx: Tx,
  entryId: number,
  values: NewSquadEntry,
): Promise<EntryRow | undefined> {
  const [entry] = await tx.update(entries).set(values).where(eq(entries.id, entryId)).returning();
  return entry;
}

/** Creates the user's entry; answers the row. */
export async function insertNewEntry(
  tx: Tx,
  values: NewSquadEntry & { userId: number; createdAt: Date },
): Promise<EntryRow | undefined> {
  const [entry] = await tx.insert(entries).values(values).returning();
  return entry;
}

/** Whether the entry confirmed a transfer for the gameweek at or after `since`. */
export async function transferConfirmedSince(
  tx: Tx,
  entryId: number,
  event: number,
  since: Date,
): Promise<boolean> {
  const confirmed = await tx
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      and(eq(transfers.entryId, entryId), eq(transfers.event, event), gte(transfers.time, since)),
    )
    .limit(1);
  return confirmed.length > 0;
}
