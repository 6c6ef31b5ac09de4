// `npm run bench` part: finalising a gameweek, every league table and the cups included, at BENCH_ENTRIES entries (default 50,000; run it
// with BENCH_ENTRIES=1000000 for the headline figure) on the PostgreSQL server of
// BENCH_DATABASE_URL (BENCH_SHARDS entry ranges at once, default 2), in a database of its own, created and dropped here. Prints the setup and
// finalisation times, entries per second and the extrapolation to 11 million entries, and writes
// them to bench/results/finalise-<entries>.json.
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ofl/db';
import { FINALISE_SHARDS, finaliseEvent } from '../apps/server/src/runner/finalise/finalise-event';
import { loadRunnerSettings } from '../apps/server/src/runner/runner-settings';
import { seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';
import {
  say,
  sayTimings,
  seconds,
  serverUrl,
  withBenchDatabase,
  writeResults,
} from './bench-database';
import { buildSquadPool, insertEntries, playFirstGameweek, POOL } from './finalise-setup';
import { cpuSince, cpuSnapshot } from './finalise-cpu';
import { extrapolate, shardHistogramCheck } from './finalise-scale';
import { benchCups, describeCups } from './cups';
import { benchStandings } from './league-standings';

const entries = Number(process.env.BENCH_ENTRIES ?? 50_000);
const shards = Number(process.env.BENCH_SHARDS ?? FINALISE_SHARDS);

async function main() {
  if (!Number.isInteger(entries) || entries < 1) throw new Error('BENCH_ENTRIES: a whole number.');
  if (!Number.isInteger(shards) || shards < 1) throw new Error('BENCH_SHARDS: a whole number.');
  const ran = await withBenchDatabase('ofl_bench', async (database, { admin, name, url }) => {
    const { db } = database;
    say(`\nFinalising a gameweek at ${entries.toLocaleString('en')} entries (PostgreSQL)`);
    const setupStart = performance.now();
    await seedDemoSeason(db);
    const run = await loadRunnerSettings(db);
    await playFirstGameweek(db, run);
    await buildSquadPool(db, run);
    say(`  demo season, gameweek 1 played, ${POOL} squads: ${seconds(setupStart).toFixed(1)} s`);
    const bulkStart = performance.now();
    await insertEntries(db, entries);
    say(`  ${entries} entries with frozen picks, in bulk SQL: ${seconds(bulkStart).toFixed(1)} s`);
    const setup = seconds(setupStart);

    const timings: Record<string, number> = {};
    const cpuBefore = await cpuSnapshot(admin, name);
    const [loadBefore] = loadavg();
    const start = performance.now();
    if (!(await finaliseEvent(db, run, 1, { timings, shards }))) {
      throw new Error('Gameweek 1 was not due.');
    }
    const finalise = seconds(start);
    const cpu = await cpuSince(admin, name, cpuBefore);
    const [loadAfter] = loadavg();
    const [check] = await queryRows<{
      rows: number;
      ranked: number;
      members: number;
      counted: number;
    }>(
      db,
      sql`select (select count(*)::int from entry_history where event = 1) as rows,
                 (select ranked_count from events where id = 1) as ranked,
                 (select count(*)::int from league_standings where phase = 1) as members,
                 (select count(*)::int from general_totals where phase = 1) as counted`,
    );
    if (check?.rows !== entries || check.ranked !== entries) {
      throw new Error(`Expected ${entries} history rows, found ${JSON.stringify(check)}.`);
    }
    say(
      `  league tables: ${check.members.toLocaleString('en')} memberships written, ` +
        `${check.counted.toLocaleString('en')} entries' rows of the general leagues counted`,
    );
    const standings = await benchStandings(database, url);
    const shardCheck = await shardHistogramCheck(db, 1, 4);
    const cups = await benchCups(db);
    const rate = entries / finalise;
    const figures = {
      entries,
      shards,
      setupSeconds: setup,
      finaliseSeconds: finalise,
      entriesPerSecond: Math.round(rate),
      parts: timings,
      cpuSeconds: cpu,
      loadAverage: { before: loadBefore, after: loadAfter, cores: cpus().length },
      shardHistograms: shardCheck,
      extrapolation: extrapolate(rate, finalise, entries),
      leagueMemberships: check.members,
      countedEntries: check.counted,
      overallStandings: standings,
      cups,
    };
    say(`  setup: ${setup.toFixed(1)} s`);
    sayTimings(timings);
    say(
      `  finalise GW1: ${finalise.toFixed(1)} s (${figures.entriesPerSecond} entries/s, ` +
        `${shards} entry ranges at once)`,
    );
    say(
      `  CPU time: database ${cpu.database.toFixed(1)} s, Node ${cpu.node.toFixed(1)} s ` +
        `(machine load ${loadBefore!.toFixed(1)} before, ${loadAfter!.toFixed(1)} after, ` +
        `${cpus().length} cores: other work shares them)`,
    );
    say(
      `  overall ranks from ${shardCheck.shards} shard histograms merged by addition: ` +
        `${shardCheck.checked} entries checked, ${shardCheck.mismatches} differ`,
    );
    for (const line of figures.extrapolation.lines) say(`  ${line}`);
    say(
      `  Overall league standings (${standings.members.toLocaleString('en')} teams, ` +
        `${standings.pages.toLocaleString('en')} pages), ${standings.readers} concurrent readers ` +
        `over HTTP, ${standings.requests} random pages: p50 ${standings.p50} ms, ` +
        `p99 ${standings.p99} ms (goal: 50 ms), max ${standings.max} ms, ` +
        `${standings.perSecond} pages/s (the first pass, on a server just started: ` +
        `p50 ${standings.cold.p50} ms, p99 ${standings.cold.p99} ms, ` +
        `${standings.cold.perSecond} pages/s)`,
    );
    say(`  ${describeCups(cups)}`);
    writeResults(`finalise-${entries}`, figures);
  });
  if (!ran) {
    say(`\nFinalisation benchmark skipped: no PostgreSQL server answers at ${serverUrl}`);
    say('(start one, or set BENCH_DATABASE_URL to a server where databases may be created).');
  }
}

await main();
