// `npm run bench` part: the live ranker at BENCH_ENTRIES entries (default 50,000; run it with
// BENCH_ENTRIES=1000000 for the headline figure), on the population of the finalisation
// benchmark (each entry in five general and three invitational leagues), in a database of its
// own on the PostgreSQL server of BENCH_DATABASE_URL, created and dropped here. Gameweek 1 is
// played with its picks frozen and not finalised: the ranker loads it as at the deadline, then
// takes stat updates (goals while the last matches are on, then their final whistle, with the
// provisional substitutions it brings). Prints the load time, the time from a stat update to
// every entry's live rank and every league's table, and the ranker's memory; writes them to
// bench/results/live-ranks-<entries>.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '@ofl/db';
import { loadLiveResults, loadRanker } from '../apps/server/src/live/load-ranker';
import { loadRunnerSettings } from '../apps/server/src/runner/runner-settings';
import { seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';
import { buildSquadPool, insertEntries, playFirstGameweek } from './finalise-setup';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const entries = Number(process.env.BENCH_ENTRIES ?? 50_000);
const UPDATES = 20;
const say = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => bytes / 1024 / 1024;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!Number.isInteger(entries) || entries < 1) throw new Error('BENCH_ENTRIES: a whole number.');
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    say(`\nLive ranks benchmark skipped: no PostgreSQL server answers at ${serverUrl}`);
    return;
  }
  const name = `ofl_bench_live_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    const { db } = database;
    say(`\nLive ranks at ${entries.toLocaleString('en')} entries (PostgreSQL)`);
    const setupStart = performance.now();
    await seedDemoSeason(db);
    const run = await loadRunnerSettings(db);
    await playFirstGameweek(db, run);
    await buildSquadPool(db, run);
    await insertEntries(db, entries);
    // Every member joined before the deadline, so every league's live table holds them all.
    await db.execute(sql`
      update league_entries set joined_at = (select deadline_time from events where id = 1)
                                            - interval '1 day'`);
    say(`  setup: ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

    global.gc?.();
    const heapBefore = process.memoryUsage();
    const loadStart = performance.now();
    const ranker = await loadRanker(db, 1);
    const loadMs = performance.now() - loadStart;
    const final = await loadLiveResults(db, 1, ranker.elementSlots);
    const firstStart = performance.now();
    ranker.update(final);
    const firstMs = performance.now() - firstStart;
    global.gc?.();
    const heapAfter = process.memoryUsage();

    // The last match day as it was being played: its clubs' players still to finish.
    const lastDay = await queryRows<{ id: number }>(
      db,
      sql`select el.id from elements el join fixtures f on el.team in (f.team_h, f.team_a)
          where f.event = 1 and f.kickoff_time::date =
            (select max(kickoff_time)::date from fixtures where event = 1)`,
    );
    const playing = { points: final.points.slice(), played: final.played.slice() };
    for (const { id } of lastDay) {
      playing.played[id] = 1;
      playing.points[id] = 0;
    }
    ranker.update(playing);
    // Goals: each update gives one of the players on the pitch five more points.
    const goals: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < UPDATES; i++) {
      const scorer = lastDay[(i * 7) % lastDay.length]!.id;
      playing.points[scorer] = playing.points[scorer]! + 5;
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      ranker.update(playing);
      const used = process.cpuUsage(cpuStarted);
      goals.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    // The final whistle: those who did not play now make way for the bench.
    const whistleStart = performance.now();
    ranker.update(final);
    const whistleMs = performance.now() - whistleStart;
    const refreshStart = performance.now();
    ranker.update(await loadLiveResults(db, 1, ranker.elementSlots));
    const refreshMs = performance.now() - refreshStart;
    const [memberships] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from league_entries`,
    );
    const figures = {
      entries: ranker.entries.count,
      leagues: ranker.leagues.count,
      memberships: memberships?.n ?? 0,
      loadSeconds: loadMs / 1000,
      firstUpdateMs: firstMs,
      statUpdateMs: { median: median(goals), max: Math.max(...goals), runs: goals.length },
      statUpdateCpuMs: { median: median(cpu), max: Math.max(...cpu) },
      machineLoad: loadavg()[0] ?? 0,
      finalWhistleMs: whistleMs,
      refreshFromDatabaseMs: refreshMs,
      rankerArraysMB: mb(ranker.bytes()),
      heapGrowthMB: mb(
        heapAfter.heapUsed + heapAfter.arrayBuffers - heapBefore.heapUsed - heapBefore.arrayBuffers,
      ),
    };
    say(
      `  load at the deadline: ${figures.loadSeconds.toFixed(1)} s ` +
        `(${figures.entries.toLocaleString('en')} entries, ${figures.leagues.toLocaleString('en')} ` +
        `leagues, ${figures.memberships.toLocaleString('en')} memberships)`,
    );
    say(
      `  a stat update to every entry's live rank and every league's table: median ` +
        `${figures.statUpdateMs.median.toFixed(0)} ms, max ${figures.statUpdateMs.max.toFixed(0)} ms ` +
        `(${UPDATES} updates; CPU time median ${figures.statUpdateCpuMs.median.toFixed(0)} ms; ` +
        `machine load ${figures.machineLoad.toFixed(1)} on ${cpus().length} cores)`,
    );
    say(
      `  a final whistle (provisional substitutions): ${whistleMs.toFixed(0)} ms; the first ` +
        `update after loading: ${firstMs.toFixed(0)} ms; an update read from the database: ` +
        `${refreshMs.toFixed(0)} ms`,
    );
    say(
      `  memory: ${figures.rankerArraysMB.toFixed(0)} MB of arrays, heap and buffers grew by ` +
        `${figures.heapGrowthMB.toFixed(0)} MB`,
    );
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL(`./results/live-ranks-${entries}.json`, import.meta.url),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
  } finally {
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
