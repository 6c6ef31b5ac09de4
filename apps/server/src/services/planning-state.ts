// A write to the gameweek being planned (POST my-team, POST transfers): what it needs is read in
// one statement (the entry, its planning row, its earlier gameweeks for the free-transfer
// rollover, its chip plays, the facts of every player involved) and its change is stored in one
// statement, on the condition that the planning row is still the version read; every change of
// an entry's planning state rewrites that row. Concurrent writes of one entry thus apply one
// after the other: a write whose row changed meanwhile starts again. A write that needs more
// statements (a chip played or cancelled, a row carried forward, a dry run) runs in a
// transaction holding the planning row's lock, which the single statements wait for too. Both
// kinds lock the planning row before the entry's. All are named prepared statements.
import { eq, sql } from 'drizzle-orm';
import {
  nextEventId,
  type ChipName,
  type ElementTypeId,
  type Money,
  type TeamId,
} from '@ofl/engine';
import { entries, preparedRows, type Db, type Tx } from '@ofl/db';
import { forbidden, notFound } from '../errors';
import {
  freeTransferLimitOf,
  planningRow,
  type ChipPlayRow,
  type ElementFacts,
  type EntryState,
  type PicksRow,
  type PlayedWeek,
} from './picks-rows';
import { openEvent, type GameRules } from './squads-rules';

/** The entry and everything its write reads. */
export interface PlanningState {
  /** The gameweek being planned. */
  event: number;
  entry: EntryState & { userId: number };
  row: PicksRow;
  /** The planning row's version: its change is stored only over this one. */
  version: string;
  /**
   * Whether this runs in a transaction holding the planning row's lock: only then may a write
   * take more than its one statement.
   */
  locked: boolean;
  /** Free transfers of the gameweek being planned; null while unlimited. */
  limit: number | null;
  plays: ChipPlayRow[];
  /** Facts of the row's players and of the extra ids asked for. */
  facts: Map<number, ElementFacts>;
}

/** A Postgres int[] literal, sent as one parameter whatever its length. */
export const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((v) => String(Math.trunc(v))).join(',')}}`}::int[]`;

/** The picks row's columns under the names of its drizzle type (updated_at in epoch ms). */
export const PICKS_COLUMNS = sql.raw(`p.entry_id as "entryId", p.event, p.elements,
  p.purchase_prices as "purchasePrices", p.multipliers, p.captain, p.vice_captain as "viceCaptain",
  p.active_chip as "activeChip", p.automatic_subs as "automaticSubs", p.bank,
  p.event_transfers as "eventTransfers", p.event_transfers_cost as "eventTransfersCost",
  (extract(epoch from p.updated_at) * 1000)::float8 as "updatedAt"`);

export type RawPicksRow = Omit<PicksRow, 'updatedAt'> & { updatedAt: number };

/** A picks row as read by PICKS_COLUMNS. */
export const picksRowFrom = (raw: RawPicksRow): PicksRow => ({
  ...raw,
  updatedAt: new Date(raw.updatedAt),
});

/** The condition a write's statement puts on the planning row `p`: still the version read. */
export const sameVersion = (state: PlanningState) =>
  sql`p.entry_id = ${state.entry.id} and p.event = ${state.event} and p.xmin::text = ${state.version}`;

/** The write needs more than its one statement: it starts again in a locked transaction. */
export class NeedsLock extends Error {
  constructor() {
    super('needs the entry locked');
  }
}

/** The planning row changed since it was read: the write starts again. */
export class RowChanged extends Error {
  constructor() {
    super('the planning row changed');
  }
}

/** How often a write starts again over a row that changed before it takes the lock. */
const OPTIMISTIC_TRIES = 3;

interface RawState {
  id: number;
  userId: number;
  startedEvent: number;
  entryBank: number;
  /** Null when the planning row is not written yet. */
  entryId: number | null;
  version: string | null;
  history: PlayedWeek[];
  plays: (Omit<ChipPlayRow, 'time'> & { time: string })[];
  facts: ElementFacts[];
}

async function readState(tx: Tx, entryId: number, event: number, extraIds: readonly number[]) {
  const [raw] = await preparedRows<RawState & RawPicksRow>(
    tx,
    'planning_state',
    sql`select e.id, e.user_id as "userId", e.started_event as "startedEvent",
          e.bank as "entryBank", ${PICKS_COLUMNS}, p.xmin::text as version,
          (select coalesce(json_agg(json_build_object('event', h.event, 'made', h.event_transfers,
                                                      'chip', h.active_chip)), '[]')
           from entry_picks h where h.entry_id = e.id and h.event < ${event}) as history,
          (select coalesce(json_agg(json_build_object('chipId', c.chip_id, 'event', c.event,
                                                      'time', c.time, 'name', ch.name)), '[]')
           from chip_plays c join chips ch on ch.id = c.chip_id
           where c.entry_id = e.id) as plays,
          (select coalesce(json_agg(json_build_object('id', el.id, 'code', el.code,
                    'element_type', el.element_type, 'team', el.team, 'now_cost', el.now_cost,
                    'web_name', el.web_name, 'status', el.status)), '[]')
           from elements el
           where el.id = any(coalesce(p.elements, '{}') || ${intArray(extraIds)})) as facts
        from entries e
        left join entry_picks p on p.entry_id = e.id and p.event = ${event}
        where e.id = ${entryId}`,
  );
  return raw;
}

/** Locks the planning row, if written: what every write of it waits for or checks. */
async function lockRow(tx: Tx, entryId: number, event: number) {
  await preparedRows(
    tx,
    'planning_lock',
    sql`select 1 from entry_picks where entry_id = ${entryId} and event = ${event} for update`,
  );
}

/**
 * Reads a write's state for the gameweek open at `now`; when `locked`, after locking the
 * planning row (in a statement of its own: a read that waited for the lock would still see the
 * tables as they were before the write it waited for). 404 for an unknown entry, 403 for another
 * manager's, then game_over when no gameweek is left. A planning row not written yet is carried
 * forward first, with the entry locked (planningRow).
 */
async function readPlanningState(
  tx: Tx,
  entryId: number,
  userId: number,
  rules: GameRules,
  now: Date,
  extraIds: readonly number[],
  locked: boolean,
): Promise<PlanningState> {
  // Past the last deadline the last gameweek is read, for the 404 or 403 before game_over.
  const event = nextEventId(rules.deadlines, now) ?? rules.deadlines.at(-1)?.id ?? 0;
  if (locked) await lockRow(tx, entryId, event);
  let raw = await readState(tx, entryId, event, extraIds);
  if (!raw) throw notFound();
  if (raw.userId !== userId) throw forbidden();
  openEvent(rules, now);
  if (raw.version === null) {
    if (!locked) throw new NeedsLock();
    await tx.select({ id: entries.id }).from(entries).where(eq(entries.id, entryId)).for('update');
    const entry = { id: raw.id, startedEvent: raw.startedEvent, bank: raw.entryBank };
    await planningRow(tx, entry, event, rules);
    await lockRow(tx, entryId, event);
    raw = (await readState(tx, entryId, event, extraIds))!;
  }
  const entry = {
    id: raw.id,
    userId: raw.userId,
    startedEvent: raw.startedEvent,
    bank: raw.entryBank,
  };
  return {
    event,
    entry,
    row: picksRowFrom(raw),
    version: raw.version!,
    locked,
    limit: freeTransferLimitOf(entry, event, raw.history, rules.settings),
    plays: raw.plays.map((p) => ({ ...p, name: p.name as ChipName, time: new Date(p.time) })),
    facts: new Map(
      raw.facts.map((f) => [
        f.id,
        {
          ...f,
          element_type: f.element_type as ElementTypeId,
          team: f.team as TeamId,
          now_cost: f.now_cost as Money,
        },
      ]),
    ),
  };
}

/** Who writes and what the write reads. */
export interface PlanningWriteRequest {
  entryId: number;
  userId: number;
  rules: GameRules;
  now: Date;
  /** Players besides the row's whose facts the write needs (those transferred in). */
  extraIds?: readonly number[];
}

/**
 * Runs `write` over the entry's state: first without a transaction, its change stored by one
 * statement on the condition of sameVersion (else it throws RowChanged and starts again); in a
 * transaction with the entry locked when it needs more (NeedsLock) or the row kept changing.
 */
export async function writePlanning<T>(
  db: Db,
  request: PlanningWriteRequest,
  write: (tx: Tx, state: PlanningState) => Promise<T>,
): Promise<T> {
  const { entryId, userId, rules, now, extraIds = [] } = request;
  for (let attempt = 0; attempt < OPTIMISTIC_TRIES; attempt++) {
    try {
      const state = await readPlanningState(db, entryId, userId, rules, now, extraIds, false);
      return await write(db, state);
    } catch (error) {
      if (error instanceof NeedsLock) break;
      if (!(error instanceof RowChanged)) throw error;
    }
  }
  return db.transaction(async (tx) =>
    write(tx, await readPlanningState(tx, entryId, userId, rules, now, extraIds, true)),
  );
}
