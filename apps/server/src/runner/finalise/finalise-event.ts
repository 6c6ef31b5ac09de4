// Finalising a gameweek once every match has its bonus: entry scores (set-based where the engine
// would change nothing, the engine's automatic substitutions and chips for the rest), entry
// history, overall and gameweek ranks, then the event's figures, every classic league's table,
// the head-to-head matches, tables and knock-outs, the cups' results, draws and
// qualification, then the dream team.
//
// The entries are cut into ranges (shards), each finalised in a transaction of its own on its own
// connection, so a database server uses a core per shard. The shards meet once: each sends the
// histograms of its scores, and all rank by their sum. Every write is an upsert of values the
// frozen picks decide, so a crash anywhere means running the whole step again with the same
// result; the step's runner_steps rows land only with the event's figures, after every shard.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@ofl/db';
import { allFinished } from '../add-bonus';
import { writeCups } from '../leagues/cups';
import { writeDreamTeam } from './dream-team';
import { elementResults, type ElementResult } from './element-results';
import {
  mergeShards,
  summariseShard,
  writeEventFigures,
  writeShardScores,
  type GameweekSummary,
  type ShardSummary,
} from './finalise-history';
import { scoreEntries, type EntryRange } from './finalise-scores';
import { writeH2hResults } from '../leagues/h2h-results';
import { writeLeagueTables } from '../leagues/league-tables';
import type { RunnerSettings } from '../runner-settings';
import { bumpVersion, isDone, markDone } from '../steps';

/** Seconds each part of a finalisation took (and entries per scoring path), for the benchmark. */
export type FinaliseTimings = Record<string, number>;

/** Entry ranges a database server finalises at once: one per core of this size of machine. */
export const FINALISE_SHARDS = 2;

export interface FinaliseOptions {
  /** Entry ranges finalised at once, each on its own connection (1 on the embedded database). */
  shards?: number;
  timings?: FinaliseTimings;
}

/** Finalises `event` when all its fixtures are finished; false when nothing was due. */
export async function finaliseEvent(
  db: Db,
  run: RunnerSettings,
  event: number,
  options: FinaliseOptions = {},
): Promise<boolean> {
  if (await isDone(db, event, 'finalised')) return false;
  if (!(await allFinished(db, event))) return false;
  const timings = options.timings ?? {};
  let started = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = (timings[name] ?? 0) + (now - started) / 1000;
    started = now;
  };
  const results = await elementResults(db, event);
  if (!(await isDone(db, event, 'ranks'))) {
    const ranges = await entryRanges(db, event, options.shards ?? 1);
    const summary = await finaliseShards(db, run, event, results, ranges, timings);
    lap('entry scores, history and ranks (every shard, with commits)');
    await db.transaction(async (tx) => {
      await writeEventFigures(tx, event, summary);
      await markDone(tx, event, 'history');
      await markDone(tx, event, 'ranks');
    });
    lap('event figures');
  }
  if (!(await isDone(db, event, 'leagues'))) {
    await writeLeagueTables(db, event, { parallel: options.shards ?? 1, timings });
    lap('league tables');
  }
  if (!(await isDone(db, event, 'h2h'))) {
    await db.transaction(async (tx) => {
      await writeH2hResults(tx, event, timings);
      await markDone(tx, event, 'h2h');
    });
    lap('head-to-head matches and tables');
  }
  await writeCups(db, event, lap);
  await db.transaction(async (tx) => {
    await writeDreamTeam(tx, event, results, run.settings);
    await markDone(tx, event, 'finalised');
    await bumpVersion(tx);
  });
  lap('dream team');
  return true;
}

/** Cuts the event's entries into `shards` ranges of about equal size. */
async function entryRanges(db: Db, event: number, shards: number): Promise<EntryRange[]> {
  const [bounds] = await queryRows<{ low: number | null; high: number | null }>(
    db,
    sql`select min(entry_id) as low, max(entry_id) as high from entry_picks where event = ${event}`,
  );
  const low = bounds?.low ?? 0;
  const high = bounds?.high ?? 0;
  const count = Math.max(1, Math.min(shards, high - low + 1));
  const span = Math.ceil((high - low + 1) / count);
  return Array.from({ length: count }, (_, i) => ({
    from: low + i * span,
    to: i === count - 1 ? high : low + (i + 1) * span - 1,
  }));
}

/** A promise with its settle functions outside, for the shards to meet at. */
function meetingPoint<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * Scores and writes every range in a transaction of its own, all at once. Each sends its
 * summary and waits for the merged one before it writes ranks; one that fails stops the others
 * before they write.
 */
async function finaliseShards(
  db: Db,
  run: RunnerSettings,
  event: number,
  results: readonly ElementResult[],
  ranges: readonly EntryRange[],
  timings: FinaliseTimings,
): Promise<GameweekSummary> {
  const sent = ranges.map(() => meetingPoint<ShardSummary>());
  const merged = Promise.all(sent.map((s) => s.promise)).then(mergeShards);
  merged.catch(() => {});
  const add = (name: string, value: number) => {
    timings[name] = (timings[name] ?? 0) + value;
  };
  await Promise.all(
    ranges.map((range, i) =>
      db.transaction(async (tx) => {
        let started = performance.now();
        // Each shard's own time per part; the parts of shards overlap in time.
        const lap = (part: string) => {
          const now = performance.now();
          add(`  ${part} (summed over shards)`, (now - started) / 1000);
          started = now;
        };
        try {
          const scored = await scoreEntries(tx, run.settings, event, results, range);
          add('entries scored in SQL', scored.sql);
          add('entries scored by the engine', scored.engine);
          add('of which the engine itself (JavaScript)', scored.engineSeconds);
          lap('entry scores (SQL and engine batches)');
          sent[i]!.resolve(await summariseShard(tx));
        } catch (error) {
          sent[i]!.reject(error);
          throw error;
        }
        const summary = await merged;
        lap('waiting for the other shards');
        await writeShardScores(tx, event, summary, lap);
      }),
    ),
  );
  return merged;
}
