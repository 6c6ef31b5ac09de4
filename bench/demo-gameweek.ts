// `npm run bench` part: one demo gameweek step by step at BENCH_MANAGERS simulated managers
// (default 10,000), on the embedded database and on the PostgreSQL server of BENCH_DATABASE_URL
// when it answers. The demo season is prepared up to gameweek BENCH_GAMEWEEK - 1 (default 4), then
// the runner's passes of BENCH_PASSES gameweeks (default 2) are timed per kind of step: the
// managers' planning, the nightly prices, the deadline, live stats, bonus, finalisation,
// vacuum, news. Then one more gameweek is played while readers read the pages (demo-reads.ts),
// for the read latency during each step. Writes the figures to
// bench/results/demo-gameweek-<managers>.json.
// BENCH_DEMO_ON=pglite or postgres times one database only.
// With BENCH_DEMO_CACHE=<folder>, the prepared embedded database is kept there and later runs
// start from a copy of it (delete the folder after changing what the preparation writes).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameweekScores, openDatabase, type Database } from '@ofl/db';
import { setGameClock } from '../apps/server/src/cache/clock';
import { createDemoPopulation } from '../apps/server/src/demo/demo-population';
import { endOfGameweek, playSeasonTo } from '../apps/server/src/demo/demo-season';
import { DEFAULT_DEMO, seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';
import { runPass, tidyEmbedded } from '../apps/server/src/runner/game-runner';
import { say, seconds, withBenchDatabase, writeResults } from './bench-database';
import { readsDuringPass, type ReadFigure } from './demo-reads';

const managers = Number(process.env.BENCH_MANAGERS ?? 10_000);
const first = Number(process.env.BENCH_GAMEWEEK ?? 4);
const passes = Number(process.env.BENCH_PASSES ?? 2);
const cache = process.env.BENCH_DEMO_CACHE;
const on = process.env.BENCH_DEMO_ON ?? 'both';

/** Seconds per kind of step of one gameweek's pass, and the pass's whole time. */
interface PassFigures {
  gameweek: number;
  seconds: number;
  /** This process's CPU seconds: on the embedded database, its work whatever the machine's load. */
  cpuSeconds: number;
  steps: Record<string, number>;
}

/** The demo season with its managers, played to gameweek `first - 1`. */
async function prepare(database: Database): Promise<void> {
  await seedDemoSeason(database.db, DEFAULT_DEMO);
  await setGameClock(database.db, DEFAULT_DEMO.clockAt);
  await createDemoPopulation(database.db, managers, DEFAULT_DEMO.seed, () => {});
  await tidyEmbedded(database);
  await playSeasonTo(database, first - 1, () => {});
}

/** Times the passes that play gameweeks `first` .. `first + passes - 1`. */
async function timePasses(database: Database): Promise<PassFigures[]> {
  const figures: PassFigures[] = [];
  for (let gameweek = first; gameweek < first + passes; gameweek++) {
    await setGameClock(database.db, await endOfGameweek(database.db, gameweek));
    const started = performance.now();
    const cpu = process.cpuUsage();
    const report = await runPass(database);
    const total = seconds(started);
    const used = process.cpuUsage(cpu);
    const cpuSeconds = Math.round((used.user + used.system) / 1000) / 1000;
    const scores = await gameweekScores(database.db, gameweek);
    const steps = Object.fromEntries(
      Object.entries(report.seconds).map(([kind, s]) => [kind, Math.round(s * 1000) / 1000]),
    );
    say(
      `  gameweek ${gameweek}: ${total.toFixed(2)} s, ${cpuSeconds.toFixed(2)} s of CPU here ` +
        `(average ${scores?.average ?? 0}) - ` +
        Object.entries(steps)
          .map(([kind, s]) => `${kind} ${s.toFixed(2)} s`)
          .join(', '),
    );
    figures.push({ gameweek, seconds: Math.round(total * 1000) / 1000, cpuSeconds, steps });
  }
  return figures;
}

/** What one database did: the timed passes, then the reads during one more. */
interface DatabaseFigures {
  passes: PassFigures[];
  reads: ReadFigure[];
}

async function measure(database: Database): Promise<DatabaseFigures> {
  const passes = await timePasses(database);
  const reads = await readsDuringPass(database, first + passes.length);
  for (const r of reads) {
    say(
      `  reads during ${r.step}: ${r.reads} reads, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
        `longest ${r.max} ms (goal: p99 within 100 ms, none over 250 ms)`,
    );
  }
  return { passes, reads };
}

/** The embedded database, prepared afresh or copied from the cache folder. */
async function openEmbedded(): Promise<{ database: Database; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'ofl-bench-demo-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (cache && existsSync(cache)) {
    cpSync(cache, dir, { recursive: true });
    return { database: await openDatabase({ dataDir: dir }), remove };
  }
  const started = performance.now();
  let database = await openDatabase({ dataDir: dir });
  await prepare(database);
  say(`  prepared to gameweek ${first - 1}: ${seconds(started).toFixed(1)} s`);
  if (cache) {
    await database.close();
    cpSync(dir, cache, { recursive: true });
    database = await openDatabase({ dataDir: dir });
  }
  return { database, remove };
}

async function main() {
  const machine = { cores: cpus().length, loadBefore: loadavg()[0]! };
  say(`\nOne demo gameweek at ${managers.toLocaleString('en')} managers (goal: within 1 s)`);
  let pglite: DatabaseFigures | null = null;
  if (on !== 'postgres') {
    say('  embedded database (PGlite):');
    const embedded = await openEmbedded();
    try {
      pglite = await measure(embedded.database);
    } finally {
      await embedded.database.close();
      embedded.remove();
    }
  }
  let postgres: DatabaseFigures | null = null;
  if (on !== 'pglite') {
    const ran = await withBenchDatabase('ofl_bench_demo', async (database) => {
      say('  PostgreSQL:');
      const started = performance.now();
      await prepare(database);
      say(`  prepared to gameweek ${first - 1}: ${seconds(started).toFixed(1)} s`);
      postgres = await measure(database);
    });
    if (!ran) say('  PostgreSQL skipped: no server answers.');
  }
  writeResults(`demo-gameweek-${managers}`, {
    managers,
    machine: { ...machine, loadAfter: loadavg()[0]! },
    pglite,
    postgres,
  });
}

await main();
