// An entry's picks rows (one per gameweek) as the engine sees them, and the row of the gameweek
// being planned, carried forward from the last frozen one when it does not exist yet.
import {
  freeTransfersByEvent,
  lineupPicks,
  savedMultipliers,
  squadCarriedInto,
  type ChipName,
  type ChipPlay,
  type ElementTypeId,
  type GameSettings,
  type Money,
  type TeamId,
  type TeamPick,
} from '@ofl/engine';
import {
  earlierPicksRows,
  earlierWeeksPlayed,
  elementFactRows,
  entryById,
  entryChipPlayRows,
  entryPicksRow,
  insertPicksRowIfAbsent,
  setEntryBank,
  type EntryPicksRow,
  type EntryRow,
  type Tx,
} from '@ofl/db';
import { forbidden, notFound } from '../../errors';

export type { EntryRow };
export type PicksRow = EntryPicksRow;
/** What the picks and transfer rules read of an entry. */
export type EntryState = Pick<EntryRow, 'id' | 'startedEvent' | 'bank'>;
/** A chip the entry has played, by name and gameweek, with when it was played. */
export type ChipPlayRow = ChipPlay & { chipId: number; time: Date };
/** A gameweek before the one being planned, as the free-transfer rollover reads it. */
export interface PlayedWeek {
  event: number;
  made: number;
  chip: string | null;
}

/** What the rules read about each element of a squad. */
export interface ElementFacts {
  id: number;
  code: number;
  element_type: ElementTypeId;
  team: TeamId;
  now_cost: Money;
  web_name: string;
  status: string;
}

/**
 * The entry, locked for this transaction when `lock` is set, so two requests for one entry apply
 * one after the other. 404 for an unknown entry, 403 for another manager's.
 */
export async function loadOwnEntry(
  tx: Tx,
  entryId: number,
  userId: number,
  lock: boolean,
): Promise<EntryRow> {
  const entry = await entryById(tx, entryId, lock);
  if (!entry) throw notFound();
  if (entry.userId !== userId) throw forbidden();
  return entry;
}

/** Element facts by id: of the given ids, or of every player when no ids are given. */
export async function loadElementFacts(
  tx: Tx,
  ids?: readonly number[],
): Promise<Map<number, ElementFacts>> {
  if (ids?.length === 0) return new Map();
  const rows = await elementFactRows(tx, ids);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...r,
        element_type: r.element_type as ElementTypeId,
        team: r.team as TeamId,
        now_cost: r.now_cost as Money,
      },
    ]),
  );
}

/** The facts of the given players out of every player's; an id of no player has none. */
export function factsOf(
  players: ReadonlyMap<number, ElementFacts>,
  ids: Iterable<number>,
): Map<number, ElementFacts> {
  const facts = new Map<number, ElementFacts>();
  for (const id of ids) {
    const found = players.get(id);
    if (found) facts.set(id, found);
  }
  return facts;
}

/** The row's picks, position by position (index 0 is position 1). */
export function rowPicks(row: PicksRow, facts: Map<number, ElementFacts>): TeamPick[] {
  return lineupPicks(row, (element) => facts.get(element)?.element_type ?? 1);
}

/** Every chip the entry has played, by name and gameweek, with when it was played. */
export async function loadChipPlays(tx: Tx, entryId: number): Promise<ChipPlayRow[]> {
  const rows = await entryChipPlayRows(tx, entryId);
  return rows.map((r) => ({ ...r, name: r.name as ChipName }));
}

/** The entry's picks row of one gameweek, if any. */
export function picksRowOf(tx: Tx, entryId: number, event: number) {
  return entryPicksRow(tx, entryId, event);
}

/**
 * The row of the gameweek being planned. When the deadline before it has passed and no row was
 * written yet, it is carried forward from the last frozen one, as the runner does at the deadline:
 * the squad and bank the engine says the entry carries (the one from before a Free Hit comes
 * back), no chip, no transfers. Writing it twice is harmless (on conflict do nothing).
 */
export async function planningRow(
  tx: Tx,
  entry: EntryState,
  event: number,
  rules: { settings: GameSettings },
): Promise<PicksRow> {
  const existing = await picksRowOf(tx, entry.id, event);
  if (existing) return existing;
  const earlier = await earlierPicksRows(tx, entry.id, event);
  const snapshots = earlier.map((row) => ({
    event: row.event,
    chip: row.activeChip as ChipName | null,
    bank: (row.bank ?? entry.bank) as Money,
    squad: [],
  }));
  const carried = squadCarriedInto(snapshots, event);
  const source = earlier.find((row) => row.event === carried?.event);
  if (!carried || !source) throw notFound();
  const facts = await loadElementFacts(tx, source.elements);
  const picks = rowPicks(source, facts);
  await insertPicksRowIfAbsent(tx, {
    entryId: entry.id,
    event,
    elements: source.elements,
    purchasePrices: source.purchasePrices,
    multipliers: savedMultipliers(picks, rules.settings, null),
    captain: source.captain,
    viceCaptain: source.viceCaptain,
    activeChip: null,
    bank: carried.bank,
    updatedAt: source.updatedAt,
  });
  const limit = await freeTransferLimit(tx, entry, event, rules.settings);
  await setEntryBank(tx, entry.id, {
    bank: carried.bank,
    ...(limit === null ? {} : { freeTransfers: limit }),
  });
  entry.bank = carried.bank;
  return (await picksRowOf(tx, entry.id, event))!;
}

/**
 * Free transfers of a gameweek (null while unlimited, in the entry's first), by the engine's
 * rollover over the stored history: each earlier gameweek's transfers and chip. A gameweek with
 * no row counts as one with no transfers.
 */
export async function freeTransferLimit(
  tx: Tx,
  entry: EntryState,
  event: number,
  settings: GameSettings,
): Promise<number | null> {
  const rows = await earlierWeeksPlayed(tx, entry.id, event);
  return freeTransferLimitOf(entry, event, rows, settings);
}

/** freeTransferLimit over the entry's earlier gameweeks already read. */
export function freeTransferLimitOf(
  entry: Pick<EntryState, 'startedEvent'>,
  event: number,
  rows: readonly PlayedWeek[],
  settings: GameSettings,
): number | null {
  const byEvent = new Map(rows.map((r) => [r.event as number, r]));
  const weeks = [];
  for (let e = entry.startedEvent; e < event; e++) {
    const row = byEvent.get(e);
    weeks.push({ event: e, made: row?.made ?? 0, chip: (row?.chip ?? null) as ChipName | null });
  }
  return freeTransfersByEvent(weeks, settings).at(-1) ?? null;
}
