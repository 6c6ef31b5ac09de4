// The cups' part of finalising a gameweek at BENCH_ENTRIES entries (default 50,000) on the
// PostgreSQL server of BENCH_DATABASE_URL, alone: the finalisation benchmark's setup, gameweek 1
// finalised with its league tables left out (marked done), then bench/cups.ts. For the cups'
// figure at 1,000,000 entries without waiting on the tables:
// `BENCH_ENTRIES=1000000 node --import tsx bench/cup-rounds.ts`. Writes
// bench/results/cups-<entries>.json.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { FINALISE_SHARDS, finaliseEvent } from '../apps/server/src/runner/finalise/finalise-event';
import { loadRunnerSettings } from '../apps/server/src/runner/runner-settings';
import { seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';
import { say, serverUrl, withBenchDatabase, writeResults } from './bench-database';
import { benchCups, describeCups } from './cups';
import { buildSquadPool, insertEntries, playFirstGameweek } from './finalise-setup';

const entries = Number(process.env.BENCH_ENTRIES ?? 50_000);
const ran = await withBenchDatabase('ofl_bench_cups', async ({ db }) => {
  say(`\nThe cups at ${entries.toLocaleString('en')} entries (PostgreSQL)`);
  await seedDemoSeason(db);
  const run = await loadRunnerSettings(db);
  await playFirstGameweek(db, run);
  await buildSquadPool(db, run);
  await insertEntries(db, entries);
  await db.execute(sql`insert into runner_steps (event, step) values (1, 'leagues')`);
  const timings: Record<string, number> = {};
  await finaliseEvent(db, run, 1, { timings, shards: FINALISE_SHARDS });
  say(`  gameweek 1 finalised without the league tables: ${JSON.stringify(timings)}`);
  const [loadBefore] = loadavg();
  const cups = await benchCups(db);
  const [loadAfter] = loadavg();
  say(
    `  ${describeCups(cups)} (machine load ${loadBefore!.toFixed(1)} before, ` +
      `${loadAfter!.toFixed(1)} after)`,
  );
  writeResults(`cups-${entries}`, {
    entries,
    ...cups,
    loadAverage: { before: loadBefore, after: loadAfter },
  });
});
if (!ran) say(`\nCups benchmark skipped: no PostgreSQL server answers at ${serverUrl}`);
