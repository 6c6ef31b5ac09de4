// The gameweek being planned, as its writes (POST my-team, POST transfers) read and store it:
// all a write reads of the entry in one statement, its change in one statement on the condition that
// the planning row is still the version read (its xmin). These are the hot write path of the
// deadline rush: named prepared statements, each always the same text, only its values changing.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { preparedRows } from '../raw-sql';
import type { entryPicks } from '../schema/index';

export type PicksRow = typeof entryPicks.$inferSelect;

/** Which planning row a write stores its change over: the version it read. */
export interface PlanningVersion {
  entryId: number;
  event: number;
  version: string;
}

/** The entry, its planning row if written, and what a write reads besides them. */
export interface PlanningStateRow {
  id: number;
  userId: number;
  startedEvent: number;
  entryBank: number;
  /** The planning row's version; null when the row is not written yet. */
  version: string | null;
  /** The planning row; null when it is not written yet. */
  row: PicksRow | null;
  /** The entry's earlier gameweeks, for the free-transfer rollover. */
  history: { event: number; made: number; chip: string | null }[];
  plays: { chipId: number; event: number; time: string; name: string }[];
}

/** A Postgres int[] literal, sent as one parameter whatever its length. */
const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((v) => String(Math.trunc(v))).join(',')}}`}::int[]`;

/** The picks row's columns under the names of its drizzle type (updated_at in epoch ms). */
const PICKS_COLUMNS = sql.raw(`p.entry_id as "entryId", p.event, p.elements,
  p.purchase_prices as "purchasePrices", p.multipliers, p.captain, p.vice_captain as "viceCaptain",
  p.active_chip as "activeChip", p.automatic_subs as "automaticSubs", p.bank,
  p.event_transfers as "eventTransfers", p.event_transfers_cost as "eventTransfersCost",
  (extract(epoch from p.updated_at) * 1000)::float8 as "updatedAt"`);

type RawPicksRow = Omit<PicksRow, 'updatedAt'> & { updatedAt: number };
type RawStoredRow = RawPicksRow & { version: string };

/** A planning row as a write stored it, with its new version. */
export interface StoredPlanningRow {
  row: PicksRow;
  version: string;
}

/** A picks row as read by PICKS_COLUMNS. */
const picksRowFrom = (raw: RawPicksRow): PicksRow => ({
  ...raw,
  updatedAt: new Date(raw.updatedAt),
});

/** A stored row as its statement returns it: PICKS_COLUMNS and the version. */
const storedRowFrom = (raw: RawStoredRow | undefined): StoredPlanningRow | undefined => {
  if (!raw) return undefined;
  const { version, ...row } = raw;
  return { row: picksRowFrom(row), version };
};

/** The condition a write's statement puts on the planning row `p`: still the version read. */
const sameVersion = ({ entryId, event, version }: PlanningVersion) =>
  sql`p.entry_id = ${entryId} and p.event = ${event} and p.xmin::text = ${version}`;

/**
 * The entry, its planning row of `event` with its version, its earlier gameweeks and its chip
 * plays; undefined for an unknown entry.
 */
export async function readPlanningState(
  tx: Tx,
  entryId: number,
  event: number,
): Promise<PlanningStateRow | undefined> {
  const [raw] = await preparedRows<Omit<PlanningStateRow, 'row'> & RawPicksRow>(
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
           where c.entry_id = e.id) as plays
        from entries e
        left join entry_picks p on p.entry_id = e.id and p.event = ${event}
        where e.id = ${entryId}`,
  );
  if (!raw) return undefined;
  const { id, userId, startedEvent, entryBank, version, history, plays, ...picks } = raw;
  return {
    id,
    userId,
    startedEvent,
    entryBank,
    version,
    row: version === null ? null : picksRowFrom(picks),
    history,
    plays,
  };
}

/** Locks the planning row, if written: what every write of it waits for or checks. */
export async function lockPlanningRow(tx: Tx, entryId: number, event: number): Promise<void> {
  await preparedRows(
    tx,
    'planning_lock',
    sql`select 1 from entry_picks where entry_id = ${entryId} and event = ${event} for update`,
  );
}

/** The lineup columns of a planning row, in position order. */
interface Lineup {
  elements: readonly number[];
  purchasePrices: readonly number[];
  multipliers: readonly number[];
  captain: number;
  viceCaptain: number;
  activeChip: string | null;
}

/** A lineup as POST my-team stores it. */
export interface SavedPicks extends Lineup {
  updatedAt: Date;
}

/** Stores the lineup over the version read; undefined when the row changed meanwhile. */
export async function savePlanningPicks(
  tx: Tx,
  at: PlanningVersion,
  picks: SavedPicks,
): Promise<StoredPlanningRow | undefined> {
  const [saved] = await preparedRows<RawStoredRow>(
    tx,
    'save_picks',
    sql`update entry_picks p
          set elements = ${intArray(picks.elements)},
              purchase_prices = ${intArray(picks.purchasePrices)},
              multipliers = ${intArray(picks.multipliers)},
              captain = ${picks.captain},
              vice_captain = ${picks.viceCaptain},
              active_chip = ${picks.activeChip}::text, updated_at = ${picks.updatedAt.toISOString()}::timestamptz
          where ${sameVersion(at)}
          returning ${PICKS_COLUMNS}, p.xmin::text as version`,
  );
  return storedRowFrom(saved);
}

/**
 * Sets the transfer chip and the transfers' cost with it over the version read; undefined when
 * the row changed meanwhile.
 */
export async function setPlanningChip(
  tx: Tx,
  at: PlanningVersion,
  chip: string | null,
  cost: number,
): Promise<StoredPlanningRow | undefined> {
  const [changed] = await preparedRows<RawStoredRow>(
    tx,
    'set_transfer_chip',
    sql`update entry_picks p set active_chip = ${chip}::text, event_transfers_cost = ${cost}
            where ${sameVersion(at)}
            returning ${PICKS_COLUMNS}, p.xmin::text as version`,
  );
  return storedRowFrom(changed);
}

/** One transfer as its history keeps it. */
export interface TransferMade {
  element_in: number;
  purchase_price: number;
  element_out: number | null;
  selling_price: number;
}

/** The planning row after transfers, and what they change of the entry. */
export interface StoredTransfers extends Lineup {
  bank: number;
  eventTransfers: number;
  eventTransfersCost: number;
  /** How many transfers this request makes, added to the entry's total. */
  added: number;
  transfers: readonly TransferMade[];
  time: Date;
}

/**
 * Stores transfers in one statement over the version read: the planning row, the entry's bank
 * and total, and the transfers' history (in request order). Undefined, with nothing stored, when
 * the row changed meanwhile.
 */
export async function storeTransfers(
  tx: Tx,
  at: PlanningVersion,
  change: StoredTransfers,
): Promise<StoredPlanningRow | undefined> {
  const { transfers } = change;
  const time = change.time.toISOString();
  const [stored] = await preparedRows<RawStoredRow>(
    tx,
    'make_transfers',
    sql`with p as (
          update entry_picks p
          set elements = ${intArray(change.elements)}, purchase_prices = ${intArray(change.purchasePrices)},
              multipliers = ${intArray(change.multipliers)},
              captain = ${change.captain}, vice_captain = ${change.viceCaptain}, active_chip = ${change.activeChip}::text,
              bank = ${change.bank}, event_transfers = ${change.eventTransfers},
              event_transfers_cost = ${change.eventTransfersCost},
              updated_at = ${time}::timestamptz
          where ${sameVersion(at)}
          returning p.*, p.xmin),
        entry as (
          update entries set bank = ${change.bank},
                             total_transfers = total_transfers + ${change.added}
          where id = ${at.entryId} and exists (select from p)),
        history as (
          insert into transfers (entry_id, event, element_in, element_in_cost, element_out,
                                 element_out_cost, time)
          select ${at.entryId}, ${at.event}, t.element_in, t.element_in_cost, t.element_out,
                 t.element_out_cost, ${time}::timestamptz
          from unnest(${intArray(transfers.map((t) => t.element_in))},
                      ${intArray(transfers.map((t) => t.purchase_price))},
                      ${intArray(transfers.map((t) => t.element_out ?? 0))},
                      ${intArray(transfers.map((t) => t.selling_price))})
               with ordinality as t(element_in, element_in_cost, element_out, element_out_cost, n)
          where exists (select from p)
          order by t.n)
        select ${PICKS_COLUMNS}, p.xmin::text as version from p`,
  );
  return storedRowFrom(stored);
}
