// What a write to the gameweek being planned (POST my-team, POST transfers) needs, read in one
// statement once the entry's row is locked for the transaction, so that concurrent writes of one
// entry apply one after the other: the entry, its planning row, its earlier gameweeks for the
// free-transfer rollover, its chip plays and the facts of every player involved. The write then
// stores its change in one statement too; all are named prepared statements.
import { sql } from 'drizzle-orm';
import { type ChipName, type ElementTypeId, type Money, type TeamId } from '@ofl/engine';
import { preparedRows, type Tx } from '@ofl/db';
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

/** The locked entry and everything its write reads. */
export interface PlanningState {
  /** The gameweek being planned. */
  event: number;
  entry: EntryState & { userId: number };
  row: PicksRow;
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

interface RawState {
  id: number;
  userId: number;
  startedEvent: number;
  entryBank: number;
  /** Null when the planning row is not written yet. */
  entryId: number | null;
  history: PlayedWeek[];
  plays: (Omit<ChipPlayRow, 'time'> & { time: string })[];
  facts: ElementFacts[];
}

async function readState(tx: Tx, entryId: number, event: number, extraIds: readonly number[]) {
  const [raw] = await preparedRows<RawState & RawPicksRow>(
    tx,
    'planning_state',
    sql`select e.id, e.user_id as "userId", e.started_event as "startedEvent",
          e.bank as "entryBank", ${PICKS_COLUMNS},
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
  return raw!;
}

/**
 * Locks the entry and reads its write's state for the gameweek open at `now`. 404 for an unknown
 * entry, 403 for another manager's, then game_over when no gameweek is left. A planning row not
 * written yet is carried forward first (planningRow).
 */
export async function lockPlanningState(
  tx: Tx,
  entryId: number,
  userId: number,
  rules: GameRules,
  now: Date,
  extraIds: readonly number[] = [],
): Promise<PlanningState> {
  // Past the last deadline any gameweek reads the entry, for its 404 or 403 before game_over.
  // The lock comes first, in a statement of its own: a read that waited for the lock would
  // still see the tables as they were before the write it waited for.
  const [owner] = await preparedRows<{ userId: number }>(
    tx,
    'planning_lock',
    sql`select user_id as "userId" from entries where id = ${entryId} for update`,
  );
  if (!owner) throw notFound();
  if (owner.userId !== userId) throw forbidden();
  const event = openEvent(rules, now);
  let raw = await readState(tx, entryId, event, extraIds);
  if (raw.entryId === null) {
    const entry = { id: raw.id, startedEvent: raw.startedEvent, bank: raw.entryBank };
    await planningRow(tx, entry, event, rules);
    raw = await readState(tx, entryId, event, extraIds);
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
