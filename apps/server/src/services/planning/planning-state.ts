// A write to the gameweek being planned (POST my-team, POST transfers): what it needs of the
// entry is read in one statement (the entry, its planning row, its earlier gameweeks for the
// free-transfer rollover, its chip plays), the facts of every player involved come from the game
// rules kept in memory (as fresh as the public payloads), and its change is stored in one
// statement, on the condition that the planning row is still the version read; every change of
// an entry's planning state rewrites that row. Concurrent writes of one entry thus apply one
// after the other: a write whose row changed meanwhile starts again. A write that needs more
// statements (a chip played or cancelled, a row carried forward, a dry run) runs in a
// transaction holding the planning row's lock, which the single statements wait for too. Both
// kinds lock the planning row before the entry's. All are named prepared statements.
//
// What a single-statement write read is kept, with the row and version it stored, for the
// entry's next write in this process (a manager saving his team, then making a transfer): that
// write reads nothing, and its statement's version condition is the check that nothing changed
// meanwhile (any change of the planning state rewrites the row; the earlier gameweeks do not
// change while this one is planned). A write over a row that did change starts again from a
// fresh read, as one whose read was overtaken does, and so does a refusal, or an answer that
// stored nothing, judged on what was kept: only a fresh read may judge them.
import { nextEventId, type ChipName } from '@ofl/engine';
import {
  lockEntry,
  lockPlanningRow,
  readPlanningState,
  type Db,
  type PlanningStateRow,
  type PlanningVersion,
  type StoredPlanningRow,
  type Tx,
} from '@ofl/db';
import { forbidden, notFound } from '../../errors';
import {
  factsOf,
  freeTransferLimitOf,
  planningRow,
  type ChipPlayRow,
  type ElementFacts,
  type EntryState,
  type PicksRow,
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
  /** What was read of the entry, and the row the write stored over it (storedRow). */
  read: PlanningStateRow;
  stored?: StoredPlanningRow;
}

/** The row a write stored over the state's version; RowChanged when it changed meanwhile. */
export function storedRow(state: PlanningState, saved: StoredPlanningRow | undefined): PicksRow {
  if (!saved) throw new RowChanged();
  state.stored = saved;
  return saved.row;
}

/** Entries' states kept at most per process; past this the memory starts over. */
const MAX_KEPT = 50_000;

/** The states kept after single-statement writes, by entry: one memory per database. */
const keptByDatabase = new WeakMap<Db, Map<number, KeptState>>();

interface KeptState {
  event: number;
  read: PlanningStateRow;
}

function keptStates(db: Db): Map<number, KeptState> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/** Keeps what a single-statement write read, with the row and version it stored. */
function keepState(kept: Map<number, KeptState>, state: PlanningState): void {
  if (!state.stored || state.locked) return;
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(state.entry.id, {
    event: state.event,
    read: { ...state.read, row: state.stored.row, version: state.stored.version },
  });
}

/** The planning row's version the write read: its change is stored only over this one. */
export const versionOf = (state: PlanningState): PlanningVersion => ({
  entryId: state.entry.id,
  event: state.event,
  version: state.version,
});

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

/**
 * Reads a write's state for the gameweek open at `now`; when `locked`, after locking the
 * planning row (in a statement of its own: a read that waited for the lock would still see the
 * tables as they were before the write it waited for). 404 for an unknown entry, 403 for another
 * manager's, then game_over when no gameweek is left. A planning row not written yet is carried
 * forward first, with the entry locked (planningRow).
 */
async function loadPlanningState(
  tx: Tx,
  entryId: number,
  userId: number,
  rules: GameRules,
  now: Date,
  extraIds: readonly number[],
  locked: boolean,
  kept?: KeptState,
): Promise<PlanningState> {
  // Past the last deadline the last gameweek is read, for the 404 or 403 before game_over.
  const event = nextEventId(rules.deadlines, now) ?? rules.deadlines.at(-1)?.id ?? 0;
  if (locked) await lockPlanningRow(tx, entryId, event);
  let raw = kept?.event === event ? kept.read : await readPlanningState(tx, entryId, event);
  if (!raw) throw notFound();
  if (raw.userId !== userId) throw forbidden();
  openEvent(rules, now);
  if (raw.version === null) {
    if (!locked) throw new NeedsLock();
    await lockEntry(tx, entryId);
    const entry = { id: raw.id, startedEvent: raw.startedEvent, bank: raw.entryBank };
    await planningRow(tx, entry, event, rules);
    await lockPlanningRow(tx, entryId, event);
    raw = (await readPlanningState(tx, entryId, event))!;
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
    row: raw.row!,
    version: raw.version!,
    locked,
    limit: freeTransferLimitOf(entry, event, raw.history, rules.settings),
    plays: raw.plays.map((p) => ({ ...p, name: p.name as ChipName, time: new Date(p.time) })),
    facts: factsOf(rules.players, [...raw.row!.elements, ...extraIds]),
    read: raw,
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
  const kept = keptStates(db);
  for (let attempt = 0; attempt < OPTIMISTIC_TRIES; attempt++) {
    const known = attempt === 0 ? kept.get(entryId) : undefined;
    let judgedOnKept = false;
    try {
      const state = await loadPlanningState(
        db,
        entryId,
        userId,
        rules,
        now,
        extraIds,
        false,
        known,
      );
      judgedOnKept = state.read === known?.read;
      const done = await write(db, state);
      // An answer judged on what was kept stands only when its statement found the row as kept.
      if (judgedOnKept && !state.stored) {
        kept.delete(entryId);
        continue;
      }
      keepState(kept, state);
      return done;
    } catch (error) {
      kept.delete(entryId);
      // What was kept may be out of date: a refusal is judged again on a fresh read.
      if (judgedOnKept) continue;
      if (error instanceof NeedsLock) break;
      if (!(error instanceof RowChanged)) throw error;
    }
  }
  return db.transaction(async (tx) =>
    write(tx, await loadPlanningState(tx, entryId, userId, rules, now, extraIds, true)),
  );
}
