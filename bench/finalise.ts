// `npm run bench` part: finalising a gameweek, every league table and the cups included, at BENCH_ENTRIES entries (default 50,000; run it
// with BENCH_ENTRIES=1000000 for the headline figure) on the PostgreSQL server of
// BENCH_DATABASE_URL (BENCH_SHARDS entry ranges at once, default 2), in a database of its own, created and dropped here. Prints the setup and
// finalisation times, entries per second and the extrapolation to 11 million entries, and writes
// them to bench/results/finalise-<entries>.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '@ofl/db';
import { FINALISE_SHARDS, finaliseEvent } from '../apps/server/src/runner/finalise-event';
import { loadRunnerSettings } from '../apps/server/src/runner/runner-settings';
import { seedDemoSeason } from '../apps/server/src/services/seed-demo-season';
import { buildSquadPool, insertEntries, playFirstGameweek, POOL } from './finalise-setup';
import { cpuSince, cpuSnapshot } from './finalise-cpu';
import { extrapolate, shardHistogramCheck } from './finalise-scale';
import { benchCups } from './cups';
import { benchStandings } from './league-standings';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const entries = Number(process.env.BENCH_ENTRIES ?? 50_000);
const shards = Number(process.env.BENCH_SHARDS ?? FINALISE_SHARDS);
const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (from: number) => (performance.now() - from) / 1000;

async function serverAnswers(): Promise<pg.Client | null> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    return admin;
  } catch {
    return null;
  }
}

async function main() {
  if (!Number.isInteger(entries) || entries < 1) throw new Error('BENCH_ENTRIES: a whole number.');
  if (!Number.isInteger(shards) || shards < 1) throw new Error('BENCH_SHARDS: a whole number.');
  const admin = await serverAnswers();
  if (!admin) {
    say(`\nFinalisation benchmark skipped: no PostgreSQL server answers at ${serverUrl}`);
    say('(start one, or set BENCH_DATABASE_URL to a server where databases may be created).');
    return;
  }
  const name = `ofl_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
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
    const [check] = await queryRows<{ rows: number; ranked: number; members: number }>(
      db,
      sql`select (select count(*)::int from entry_history where event = 1) as rows,
                 (select ranked_count from events where id = 1) as ranked,
                 (select count(*)::int from league_standings where phase = 1) as members`,
    );
    if (check?.rows !== entries || check.ranked !== entries) {
      throw new Error(`Expected ${entries} history rows, found ${JSON.stringify(check)}.`);
    }
    say(`  league tables written: ${check.members.toLocaleString('en')} memberships ranked`);
    const standings = await benchStandings(database);
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
      overallStandings: standings,
      cups,
    };
    say(`  setup: ${setup.toFixed(1)} s`);
    for (const [part, value] of Object.entries(timings)) {
      say(`    ${part}: ${part.startsWith('entries') ? value : `${value.toFixed(1)} s`}`);
    }
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
        `${standings.pages.toLocaleString('en')} pages), ${standings.readers} concurrent readers, ` +
        `${standings.requests} random pages: p50 ${standings.p50.toFixed(1)} ms, ` +
        `p99 ${standings.p99.toFixed(1)} ms, max ${standings.max.toFixed(1)} ms, ` +
        `${standings.perSecond} pages/s`,
    );
    say(
      `  cups: ${cups.cups} (Overall, country, fan), ${cups.entrants.toLocaleString('en')} ` +
        `entrants qualified and drawn once in ${cups.qualificationSeconds.toFixed(1)} s; a round ` +
        `of ${cups.roundMatches.toLocaleString('en')} matches decided in ` +
        `${cups.resultsSeconds.toFixed(1)} s (${cups.tiebreakMatches.toLocaleString('en')} by ` +
        `the tie-breaks), the next round's ${cups.nextRoundMatches.toLocaleString('en')} drawn ` +
        `in ${cups.drawSeconds.toFixed(1)} s`,
    );
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL(`./results/finalise-${entries}.json`, import.meta.url),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
  } finally {
    await database.close();
    // Let the pool's sockets close before the database goes, so none is cut mid-way.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
