// Reads while a gameweek is finalised, without and with a read replica: a primary and a
// streaming hot standby of it on this machine (apps/server/test/replication/clusters.ts), a
// league of BENCH_ENTRIES entries (default 100,000) with gameweek 1 finalised and gameweek 2
// played, then, for each way (the primary alone; the replica within the default lag bound of
// 1 s; within 10 s), one server process (as `npm start` runs it) on a copy of that database while
// this process finalises gameweek 2 on the primary and READERS loops read public payloads and
// Overall league standings pages from the server until the finalisation ends. Prints reads per
// second and latencies of each kind, and the share of the league tables' scans the replica
// served, and writes bench/results/replica-reads-<entries>.json.
// Run it alone: `node --import tsx bench/replica-reads.ts` (needs PostgreSQL's server binaries).
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, walPosition } from '@ofl/db';
import { setGameClock } from '../apps/server/src/cache/clock';
import { endOfGameweek } from '../apps/server/src/demo/demo-season';
import { seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';
import { addBonus } from '../apps/server/src/runner/add-bonus';
import { finaliseEvent } from '../apps/server/src/runner/finalise/finalise-event';
import { lockDeadline } from '../apps/server/src/runner/lock-deadline';
import { postLiveStats } from '../apps/server/src/runner/post-live-stats';
import { loadRunnerSettings } from '../apps/server/src/runner/runner-settings';
import { startReplication, type Replication } from '../apps/server/test/replication/clusters';
import { startServer } from '../apps/server/test/server-process';
import { say, seconds, writeResults } from './bench-database';
import { buildSquadPool, insertEntries, playFirstGameweek } from './finalise-setup';

const entries = Number(process.env.BENCH_ENTRIES ?? 100_000);
/** Concurrent readers of each kind. */
const READERS = 8;
const PUBLIC = ['/api/bootstrap-static/', '/api/fixtures/', '/api/event/2/live/'];

interface KindFigure {
  reads: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

function figure(times: number[], errors: number, elapsed: number): KindFigure {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    reads: sorted.length,
    perSecond: Math.round(sorted.length / elapsed),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
    errors,
  };
}

/** The league with gameweek 1 finalised and gameweek 2 played, ready to finalise. */
async function prepare(url: string): Promise<void> {
  const database = await openDatabase({ url });
  try {
    const { db } = database;
    await seedDemoSeason(db);
    const run = await loadRunnerSettings(db);
    await playFirstGameweek(db, run);
    await buildSquadPool(db, run);
    await insertEntries(db, entries);
    await finaliseEvent(db, run, 1);
    const end = await endOfGameweek(db, 2);
    await lockDeadline(db, run, 2);
    await postLiveStats(db, run, 2, end);
    await addBonus(db, run, 2, end);
    await setGameClock(db, end);
  } finally {
    await database.close();
  }
}

/** Scans of the league tables a cluster's database has counted (standings pages read them). */
async function standingsScans(replication: Replication, name: string, replica: boolean) {
  const cluster = replica ? replication.standby : replication.primary;
  const [row] = await cluster.query<{ scans: string }>(
    `select coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0)::text as scans
     from pg_stat_user_tables
     where relname like 'league_standings%' or relname like 'general_%'`,
    name,
  );
  return Number(row?.scans ?? 0);
}

/** Finalises gameweek 2 on `url` while the readers read from a server, with `replica` or not. */
async function measure(replication: Replication, name: string, maxLagMs: number | null) {
  const replica = maxLagMs !== null;
  const database = await openDatabase({ url: replication.primary.url(name), poolSize: 4 });
  const server = await startServer({
    DATABASE_URL: replication.primary.url(name),
    ...(replica && {
      DATABASE_REPLICA_URLS: replication.standby.url(name),
      DATABASE_REPLICA_MAX_LAG_MS: String(maxLagMs),
    }),
    // The finalisation is this process's: the server's runner waits.
    RUNNER_INTERVAL_MS: '3600000',
  });
  let scansBefore: { primary: number; replica: number } | undefined;
  const scans = async () => ({
    primary: await standingsScans(replication, name, false),
    replica: await standingsScans(replication, name, true),
  });
  let result;
  try {
    const { db } = database;
    const [overall] = await queryRows<{ id: number; members: number }>(
      db,
      sql`select l.id, count(*)::int as members from leagues l
          join general_totals s on s.league_id = l.id and s.phase = 1
          where l.short_name = 'overall' group by l.id`,
    );
    if (!overall) throw new Error('No Overall league.');
    const pages = Math.ceil(overall.members / 50);
    let state = 12_345;
    const standingsPath = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return `/api/leagues-classic/${overall.id}/standings/?page_standings=${1 + (state % pages)}`;
    };
    let publicTurn = 0;
    const publicPath = () => PUBLIC[publicTurn++ % PUBLIC.length]!;
    // Warm: the code optimised, each connection's statements planned.
    for (let i = 0; i < 40; i++) {
      await fetch(server.url + (i % 2 ? publicPath() : standingsPath())).then((r) => r.text());
    }
    scansBefore = await scans();
    let running = true;
    const reader = (next: () => string, times: number[], errors: { count: number }) => async () => {
      while (running) {
        const at = performance.now();
        try {
          const response = await fetch(server.url + next());
          await response.arrayBuffer();
          if (response.status !== 200) errors.count += 1;
        } catch {
          errors.count += 1;
        }
        times.push(performance.now() - at);
      }
    };
    const publicTimes: number[] = [];
    const standingsTimes: number[] = [];
    const publicErrors = { count: 0 };
    const standingsErrors = { count: 0 };
    const loadBefore = loadavg()[0]!;
    const start = performance.now();
    const readers = [
      ...Array.from({ length: READERS }, reader(publicPath, publicTimes, publicErrors)),
      ...Array.from({ length: READERS }, reader(standingsPath, standingsTimes, standingsErrors)),
    ];
    const run = await loadRunnerSettings(db);
    if (!(await finaliseEvent(db, run, 2))) throw new Error('Gameweek 2 was not due.');
    const finalise = seconds(start);
    running = false;
    await Promise.all(readers);
    const elapsed = seconds(start);
    const loadAfter = loadavg()[0]!;
    result = {
      replica,
      maxLagMs,
      finaliseSeconds: Math.round(finalise * 10) / 10,
      public: figure(publicTimes, publicErrors.count, elapsed),
      standings: figure(standingsTimes, standingsErrors.count, elapsed),
      loadAverage: { before: loadBefore, after: loadAfter, cores: cpus().length },
    };
  } finally {
    await server.stop();
    await database.close();
  }
  // Counted once the server's connections have closed: each flushes its counts as it ends.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = await scans();
  const onPrimary = after.primary - scansBefore!.primary;
  const onReplica = after.replica - scansBefore!.replica;
  return {
    ...result,
    standingsScans: { onPrimary, onReplica, replicaShare: onReplica / (onPrimary + onReplica) },
  };
}

/** Waits until the standby has replayed everything the primary has written so far. */
async function caughtUp(replication: Replication): Promise<void> {
  const [primary] = await replication.primary.query<{ at: string }>(
    'select pg_current_wal_lsn()::text as at',
  );
  const target = walPosition(primary?.at) ?? 0n;
  for (;;) {
    const [standby] = await replication.standby.query<{ at: string }>(
      'select pg_last_wal_replay_lsn()::text as at',
    );
    if ((walPosition(standby?.at) ?? 0n) >= target) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  say(`\nReads while gameweek 2 is finalised at ${entries.toLocaleString('en')} entries`);
  const replication = await startReplication('ofl_replica_bench');
  try {
    const setupStart = performance.now();
    await prepare(replication.primary.url('ofl_replica_bench'));
    say(`  set up (primary and streaming replica): ${seconds(setupStart).toFixed(0)} s`);
    const runs = [];
    // The primary alone; the replica within the default lag bound; within a wider one.
    for (const maxLagMs of [null, 1000, 10_000]) {
      // Each way on its own copy, made on the primary and streamed to the replica.
      const name = `ofl_replica_bench_${maxLagMs ?? 'none'}`;
      await replication.primary.query(`create database ${name} template ofl_replica_bench`);
      await caughtUp(replication);
      const result = await measure(replication, name, maxLagMs);
      runs.push(result);
      const line = (kind: string, f: KindFigure) =>
        `${kind} ${f.perSecond}/s p50 ${f.p50} ms p99 ${f.p99} ms max ${f.max} ms, ${f.errors} errors`;
      say(
        `  ${maxLagMs === null ? 'primary only' : `replica, bound ${maxLagMs} ms`}: finalised in ${result.finaliseSeconds} s; ` +
          `${line('public', result.public)}; ${line('standings', result.standings)}; ` +
          `load ${result.loadAverage.before.toFixed(1)} -> ${result.loadAverage.after.toFixed(1)}; ` +
          `league table scans on the replica ${Math.round(result.standingsScans.replicaShare * 100)}%`,
      );
    }
    writeResults(`replica-reads-${entries}`, { entries, readersPerKind: READERS, runs });
  } finally {
    replication.remove();
  }
}

await main();
