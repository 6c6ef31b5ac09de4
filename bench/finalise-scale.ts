// Past one machine (ARCHITECTURE "Scale"): entries sharded by entry range, each shard finalising
// its own range, overall ranks from per-shard score histograms merged by addition. Here the one
// database is cut into entry ranges to show the merged histograms give the ranks rank() gave,
// and the measured rate is carried to the official game's 11 million entries.
import { sql } from 'drizzle-orm';
import { histogramFromEntries, mergeHistograms, scoreRanker } from '@ofl/engine';
import { queryRows, type Db } from '@ofl/db';

/** Entries in the official game, the figure to extrapolate to. */
export const OFFICIAL_ENTRIES = 11_000_000;

/** Builds one histogram of totals per entry range, merges them, and checks every 100th rank. */
export async function shardHistogramCheck(db: Db, event: number, shards: number) {
  const start = performance.now();
  const [bounds] = await queryRows<{ low: number; high: number }>(
    db,
    sql`select min(entry_id) as low, max(entry_id) as high from entry_history where event = ${event}`,
  );
  const span = Math.ceil((bounds!.high - bounds!.low + 1) / shards);
  const parts = [];
  for (let s = 0; s < shards; s++) {
    const from = bounds!.low + s * span;
    const rows = await queryRows<{ score: number; n: number }>(
      db,
      sql`select total_points as score, count(*)::int as n from entry_history
          where event = ${event} and entry_id between ${from} and ${from + span - 1}
          group by total_points`,
    );
    parts.push(histogramFromEntries(rows.map((r) => [r.score, r.n] as const)));
  }
  const rankOf = scoreRanker(mergeHistograms(...parts));
  const seconds = (performance.now() - start) / 1000;
  const sample = await queryRows<{ total_points: number; overall_rank: number }>(
    db,
    sql`select total_points, overall_rank from entry_history
        where event = ${event} and entry_id % 100 = 0`,
  );
  const mismatches = sample.filter((r) => rankOf(r.total_points) !== r.overall_rank).length;
  return { shards, seconds, checked: sample.length, mismatches };
}

/** The measured rate carried to 11 million entries, on one machine and sharded by entry range. */
export function extrapolate(rate: number, seconds: number, entries: number) {
  const oneMachine = OFFICIAL_ENTRIES / rate;
  const shardsOfThisSize = Math.ceil(OFFICIAL_ENTRIES / entries);
  const lines = [
    `extrapolated to ${OFFICIAL_ENTRIES.toLocaleString('en')} entries: ` +
      `${oneMachine.toFixed(0)} s on one machine like this one (linear in entries);`,
    `  sharded by entry range over ${shardsOfThisSize} such machines of ` +
      `${entries.toLocaleString('en')} entries each: about ${seconds.toFixed(0)} s, in parallel,`,
    '  plus merging their score histograms (one small array per shard, added) for overall ranks.',
  ];
  return { entries: OFFICIAL_ENTRIES, oneMachineSeconds: oneMachine, shardsOfThisSize, lines };
}
