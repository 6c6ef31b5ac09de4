// Every entry's gameweek score into the transaction's temp table finalise_scores. Entries with
// nothing for the engine to change (no chip, all eleven played, the captain among them, fifteen
// picks) are scored in one set-based statement; the rest stream through the engine's
// `entryEventPoints` (automatic substitutions, armband, chips) from a cursor, batch by batch, so
// neither side is ever all in memory and no entry costs a round trip of its own.
import { sql, type SQL } from 'drizzle-orm';
import {
  entryEventPoints,
  lineupPicks,
  roleMultipliers,
  type ChipName,
  type ElementEventResults,
  type GameSettings,
} from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';
import type { ElementResult } from './element-results';
import { countedTransfersSql } from '../rules-sql';
import { jsonParam } from '../steps';

/** Entries the engine scores per fetch from the cursor. */
export const ENGINE_BATCH = 10_000;

/**
 * The gameweek's results as two element-indexed arrays (element id = index), `a.pts` and `a.pl`
 * (played), in a one-row CTE `a`: looking up a pick is then an array subscript, not a join.
 */
function resultsCte(results: readonly ElementResult[]): SQL {
  const size = results.reduce((max, r) => Math.max(max, r.element), 0);
  const points = new Array<number>(size).fill(0);
  const played = new Array<string>(size).fill('f');
  for (const r of results) {
    points[r.element - 1] = r.points;
    played[r.element - 1] = r.played ? 't' : 'f';
  }
  return sql`a as (select ${`{${points.join(',')}}`}::int[] as pts,
                          ${`{${played.join(',')}}`}::boolean[] as pl)`;
}

const pick = (i: number) => sql.raw(`p.elements[${i}]`);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => from + k);

/**
 * True for the entries whose score is the saved eleven with the captain's armband: no chip, a
 * squad of exactly `squad_squadsize`, the captain a starter and every starter played. For them the
 * engine would make no substitution and give the captain his multiplier, so SQL can add up.
 */
function plainEntry(settings: GameSettings): SQL {
  const xi = settings.squad_squadplay;
  const allPlayed = sql.join(
    range(1, xi).map((i) => sql`a.pl[${pick(i)}]`),
    sql` and `,
  );
  return sql`coalesce(p.active_chip is null
    and cardinality(p.elements) = ${settings.squad_squadsize}
    and p.captain = any(p.elements[1:${sql.raw(String(xi))}])
    and ${allPlayed}, false)`;
}

/** A range of entry ids, both ends included: one shard of a finalisation. */
export interface EntryRange {
  from: number;
  to: number;
}

/**
 * Creates finalise_scores (dropped at commit) and fills it for every entry of `event` in
 * `shard`.
 */
export async function scoreEntries(
  tx: Tx,
  settings: GameSettings,
  event: number,
  results: readonly ElementResult[],
  shard: EntryRange,
): Promise<{ sql: number; engine: number; engineSeconds: number }> {
  // Hash joins over every entry in memory rather than spilled to disk; and the engine's cursor
  // is read to its end, so it is planned for the whole result, not for its first rows.
  await tx.execute(sql`set local work_mem = '256MB'`);
  await tx.execute(sql`set local cursor_tuple_fraction = 1`);
  await tx.execute(sql`
    create temp table finalise_scores (
      entry_id int not null, points int not null, bench int not null, transfers int not null,
      cost int not null, bank int not null, value int not null, total int not null,
      tiebreak int not null, subs jsonb
    ) on commit drop`);
  const a = resultsCte(results);
  const picked = sql`p.event = ${event} and p.entry_id between ${shard.from} and ${shard.to}`;
  const inSql = await scorePlainEntries(tx, settings, event, a, picked);
  const byEngine = await scoreWithEngine(tx, settings, event, results, a, picked);
  // The columns the ranks and the writes join on; the substitutions' jsonb costs most.
  await tx.execute(sql`analyze finalise_scores (entry_id, points, total)`);
  return { sql: inSql, engine: byEngine.scored, engineSeconds: byEngine.engineSeconds };
}

// The columns every history row carries besides the score, and where they come from.
const carried = (event: number) => sql`p.event_transfers as transfers,
  p.event_transfers_cost as cost, coalesce(p.bank, e.bank) as bank,
  coalesce(e.last_deadline_value, 0) as value, coalesce(prev.total_points, 0) as prev_total,
  coalesce(prev.tiebreak_transfers, 0)
    + ${countedTransfersSql(sql`p.event_transfers`, sql`p.active_chip`)} as tiebreak
  from entry_picks p cross join a join entries e on e.id = p.entry_id
  left join entry_history prev on prev.entry_id = p.entry_id and prev.event = ${event - 1}`;

async function scorePlainEntries(
  tx: Tx,
  settings: GameSettings,
  event: number,
  a: SQL,
  picked: SQL,
): Promise<number> {
  const xi = settings.squad_squadplay;
  const points = (from: number, to: number) =>
    sql.join(
      range(from, to).map((i) => sql`coalesce(a.pts[${pick(i)}], 0)`),
      sql` + `,
    );
  // Starters count once, the captain (a starter who played) his multiplier in all.
  const saved = roleMultipliers(null);
  const captainExtra = saved.armband - saved.starter;
  const result = await tx.execute(sql`
    with ${a}
    insert into finalise_scores (entry_id, points, bench, transfers, cost, bank, value, total,
                                 tiebreak)
    select x.entry_id, x.points, x.bench, x.transfers, x.cost, x.bank, x.value,
           x.prev_total + x.points - x.cost, x.tiebreak
    from (
      select p.entry_id,
             ${points(1, xi)} + ${captainExtra} * coalesce(a.pts[p.captain], 0) as points,
             ${points(xi + 1, settings.squad_squadsize)} as bench,
             ${carried(event)}
      where ${picked} and ${plainEntry(settings)}
    ) x`);
  // node-postgres reports rowCount, PGlite affectedRows.
  const counts = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}

interface EngineRow {
  entry_id: number;
  elements: number[];
  captain: number;
  vice_captain: number;
  active_chip: string | null;
  transfers: number;
  cost: number;
  bank: number;
  value: number;
  prev_total: number;
  tiebreak: number;
}

async function scoreWithEngine(
  tx: Tx,
  settings: GameSettings,
  event: number,
  results: readonly ElementResult[],
  a: SQL,
  picked: SQL,
): Promise<{ scored: number; engineSeconds: number }> {
  const byElement: Record<number, { points: number; played: boolean }> = {};
  const typeOf = new Map<number, ElementResult['elementType']>();
  for (const r of results) {
    byElement[r.element] = { points: r.points, played: r.played };
    typeOf.set(r.element, r.elementType);
  }
  await tx.execute(sql`
    declare finalise_engine no scroll cursor for
    with ${a}
    select p.entry_id, p.elements, p.captain, p.vice_captain, p.active_chip, ${carried(event)}
    where ${picked} and not ${plainEntry(settings)}`);
  let scored = 0;
  let engineSeconds = 0;
  // The connection runs its queries in order: while the engine scores one batch, the database
  // already reads the next and writes the previous, so both cores work. A no-op catch marks
  // each promise as handled until it is awaited, where a failure still throws.
  // Drizzle's query objects run on every then(), so each is awaited once inside a real promise.
  const handled = <T>(query: PromiseLike<T>) => {
    const promise = (async () => await query)();
    promise.catch(() => {});
    return promise;
  };
  const fetchBatch = () =>
    handled(
      queryRows<EngineRow>(tx, sql.raw(`fetch forward ${ENGINE_BATCH} from finalise_engine`)),
    );
  let next = fetchBatch();
  let written: Promise<unknown> = Promise.resolve();
  for (;;) {
    const rows = await next;
    if (rows.length === 0) break;
    next = fetchBatch();
    const started = performance.now();
    const scores = rows.map((row) => {
      const picks = lineupPicks(
        { elements: row.elements, captain: row.captain, viceCaptain: row.vice_captain },
        (element) => typeOf.get(element) ?? 1,
      );
      const score = entryEventPoints({
        picks,
        results: byElement as ElementEventResults,
        chip: row.active_chip as ChipName | null,
        transfersCost: row.cost,
        settings,
      });
      return { row, score };
    });
    const column = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
    // Only the entries with substitutions carry them, as one small jsonb beside the columns.
    const subs = scores
      .filter((s) => s.score.automatic_subs.length > 0)
      .map((s) => ({ entry: s.row.entry_id, subs: s.score.automatic_subs }));
    engineSeconds += (performance.now() - started) / 1000;
    await written;
    written = handled(
      tx.execute(sql`
      insert into finalise_scores (entry_id, points, bench, transfers, cost, bank, value, total,
                                   tiebreak, subs)
      select u.*, s.subs from unnest(
        ${column(scores.map((s) => s.row.entry_id))}, ${column(scores.map((s) => s.score.points))},
        ${column(scores.map((s) => s.score.points_on_bench))},
        ${column(scores.map((s) => s.row.transfers))}, ${column(scores.map((s) => s.row.cost))},
        ${column(scores.map((s) => s.row.bank))}, ${column(scores.map((s) => s.row.value))},
        ${column(scores.map((s) => s.row.prev_total + s.score.net_points))},
        ${column(scores.map((s) => s.row.tiebreak))}
      ) as u(entry_id, points, bench, transfers, cost, bank, value, total, tiebreak)
      left join jsonb_to_recordset(${jsonParam(subs)}) as s(entry int, subs jsonb)
        on s.entry = u.entry_id`),
    );
    scored += rows.length;
  }
  await written;
  await tx.execute(sql`close finalise_engine`);
  return { scored, engineSeconds };
}
