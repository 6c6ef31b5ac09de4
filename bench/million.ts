// `npm run bench:million`: one run at BENCH_ENTRIES entries (default 1,000,000) on the
// PostgreSQL server of BENCH_DATABASE_URL, in a database of its own, created and dropped here.
// Every entry is in five general and three invitational classic leagues and in one public
// head-to-head league of 16 with knock-out rounds; the general leagues have their cups. Times, in
// one process as the runner's: the deadline of gameweek 1, when every head-to-head league starts
// (each part, the orders, the live ranker ready), gameweek 1's finalisation, the standings page
// under 50 readers, then gameweek 2's deadline and its finalisation with a month ending (the
// season's first month is made to end there) and a cup round due (the cups qualify on gameweek
// 1), while readers ask public payloads and standings pages of a server process of its own.
// Then the floor: what PostgreSQL alone takes to COPY as many history rows and UPDATE as many
// entries. Prints each figure with the machine's load and the process's peak memory (RSS), and
// writes bench/results/million-<entries>.json. BENCH_ENTRIES=20000 runs it in a few minutes.
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { knockoutRoundCount } from '@ofl/engine';
import { loadLeagueSettings, queryRows, type Database, type Db } from '@ofl/db';
import { LiveRanks } from '../apps/server/src/live/live-ranks';
import { addBonus } from '../apps/server/src/runner/add-bonus';
import { FINALISE_SHARDS, finaliseEvent } from '../apps/server/src/runner/finalise/finalise-event';
import { qualifyCup } from '../apps/server/src/runner/leagues/cups';
import { lockDeadline } from '../apps/server/src/runner/lock-deadline';
import { postLiveStats } from '../apps/server/src/runner/post-live-stats';
import { loadRunnerSettings, type RunnerSettings } from '../apps/server/src/runner/runner-settings';
import { endOfGameweek } from '../apps/server/src/demo/demo-season';
import { seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';
import { startServer } from '../apps/server/test/server-process';
import {
  say,
  sayTimings,
  seconds,
  serverUrl,
  withBenchDatabase,
  writeResults,
} from './bench-database';
import { buildSquadPool, insertEntries, insertH2hLeagues } from './finalise-setup';
import { benchStandings, type StandingsFigures } from './league-standings';

const entries = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const shards = Number(process.env.BENCH_SHARDS ?? FINALISE_SHARDS);
/** Knock-out rounds of each head-to-head league at the season's end. */
const KO_ROUNDS = 2;
/** Readers asking public payloads and standings pages while gameweek 2 is finalised. */
const FINALISE_READERS = 10;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const load = () => Number(loadavg()[0]!.toFixed(2));
/** The process's peak resident memory so far, in MB. */
const peakRss = () => Math.round(process.resourceUsage().maxRSS / 1024);

interface Step {
  seconds: number;
  parts: Record<string, number>;
  loadBefore: number;
  loadAfter: number;
}

/** Times `work`, which fills `parts`, with the machine's load before and after. */
async function step(work: (parts: Record<string, number>) => Promise<unknown>): Promise<Step> {
  const parts: Record<string, number> = {};
  const loadBefore = load();
  const start = performance.now();
  await work(parts);
  return { seconds: seconds(start), parts, loadBefore, loadAfter: load() };
}

function sayStep(title: string, s: Step): void {
  say(`  ${title}: ${s.seconds.toFixed(1)} s (load ${s.loadBefore} before, ${s.loadAfter} after)`);
  sayTimings(s.parts);
}

/**
 * The deadline step of `event` as a server's runner runs it: the live ranker loads beside the
 * step, which ends with it ready ('deadline: live ranker' is the time it took after the step).
 */
async function deadline(db: Db, run: RunnerSettings, ranks: LiveRanks, event: number) {
  return step(async (parts) => {
    let stepEnd = 0;
    const locked = await ranks.loadAlongside(event, async () => {
      const ran = await lockDeadline(db, run, event, parts);
      stepEnd = performance.now();
      return ran;
    });
    if (!locked) throw new Error(`GW${event}: no deadline.`);
    parts['deadline: live ranker'] = seconds(stepEnd);
    parts['deadline: live ranker loaded in (beside the step)'] = ranks.timings.loadMs / 1000;
  });
}

/** Plays every match and bonus of `event`, leaving the entries' points to the finalisation. */
async function play(db: Db, run: RunnerSettings, event: number): Promise<void> {
  const end = await endOfGameweek(db, event);
  await postLiveStats(db, run, event, end, false);
  await addBonus(db, run, event, end, false);
}

async function finalise(db: Db, run: RunnerSettings, event: number) {
  return step(async (parts) => {
    if (!(await finaliseEvent(db, run, event, { timings: parts, shards }))) {
      throw new Error(`GW${event} was not due.`);
    }
  });
}

/**
 * Every general league's cup qualified on gameweek 1, everyone in, its first round in
 * gameweek 2 (the runner would qualify them later in a season; the round costs the same).
 */
async function qualifyCups(db: Db): Promise<number> {
  const leagues = await queryRows<{ id: number; name: string; league_type: string; n: number }>(
    db,
    sql`select l.id, l.name, l.league_type, count(*)::int as n
        from leagues l join league_entries le on le.league_id = l.id
        where l.has_cup group by l.id order by l.id`,
  );
  await db.transaction(async (tx) => {
    for (const league of leagues) {
      await qualifyCup(tx, league, 1, 1 + knockoutRoundCount(league.n));
    }
  });
  return leagues.length;
}

/** The season's first month ends with gameweek 2, the next starts with gameweek 3. */
async function endMonthAt2(db: Db): Promise<string> {
  const months = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from phases where id > 1 order by id limit 2`,
  );
  await db.execute(sql`update phases set stop_event = 2 where id = ${months[0]!.id}`);
  await db.execute(sql`update phases set start_event = 3 where id = ${months[1]!.id}`);
  return months[0]!.name;
}

interface Reads {
  readers: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
}

/**
 * Readers asking a server process of its own, while `work` runs, for the public payloads and
 * the Overall league's standings pages at random.
 */
async function readWhile(database: Database, url: string, work: () => Promise<Step>) {
  const [overall] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from leagues where short_name = 'overall'`,
  );
  const pages = Math.ceil(entries / 50);
  const paths = [
    '/api/bootstrap-static/',
    '/api/fixtures/',
    '/api/event/2/live/',
    ...Array.from({ length: 7 }, () => null),
  ];
  let state = 4_242;
  let next = 0;
  const pathOf = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (
      paths[next++ % paths.length] ??
      `/api/leagues-classic/${overall!.id}/standings/?page_standings=${1 + (state % pages)}`
    );
  };
  const server = await startServer({ DATABASE_URL: url, RUNNER_INTERVAL_MS: '3600000' });
  try {
    const times: number[] = [];
    let failed = 0;
    let running = true;
    const reader = async () => {
      while (running) {
        const at = performance.now();
        const response = await fetch(`${server.url}${pathOf()}`);
        await response.arrayBuffer();
        if (!response.ok) failed++;
        times.push(performance.now() - at);
      }
    };
    const readers = Array.from({ length: FINALISE_READERS }, reader);
    const figures = await work().finally(() => (running = false));
    await Promise.all(readers);
    const sorted = times.sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
    const reads: Reads = {
      readers: FINALISE_READERS,
      requests: sorted.length,
      p50: at(0.5),
      p99: at(0.99),
      max: Math.round(sorted[sorted.length - 1] ?? 0),
      non2xx: failed,
    };
    return { figures, reads };
  } finally {
    await server.stop();
  }
}

/**
 * The floor: PostgreSQL's own time to COPY `entries` history rows into a table like
 * entry_history and to UPDATE every entry's summary from them, on the same server in the same
 * run. The rows go through a file in the server's data directory, removed after.
 */
async function floor(db: Db, event: number) {
  const [dir] = await queryRows<{ path: string }>(
    db,
    sql`select current_setting('data_directory') as path`,
  );
  const file = `${dir!.path}/ofl_bench_floor_${process.pid}.copy`;
  await db.execute(sql`create table bench_floor (like entry_history including all)`);
  try {
    await db.execute(
      sql.raw(`copy (select * from entry_history where event = ${event}) to '${file}'`),
    );
    let start = performance.now();
    await db.execute(sql.raw(`copy bench_floor from '${file}'`));
    const copySeconds = seconds(start);
    start = performance.now();
    // The values they hold already: the same work, nothing changed.
    await db.execute(sql`
      update entries e set summary_event_points = f.points,
                           summary_overall_points = f.total_points,
                           summary_overall_rank = f.overall_rank
      from bench_floor f where f.entry_id = e.id`);
    const updateSeconds = seconds(start);
    return { copySeconds, updateSeconds, seconds: copySeconds + updateSeconds };
  } finally {
    await db.execute(sql.raw(`copy (select 1) to program 'rm -f ${file}'`));
    await db.execute(sql`drop table bench_floor`);
  }
}

async function main() {
  if (!Number.isInteger(entries) || entries < 32) throw new Error('BENCH_ENTRIES: 32 or more.');
  const ran = await withBenchDatabase('ofl_bench_million', async (database, { url }) => {
    const { db } = database;
    say(`\nA season's heaviest gameweeks at ${entries.toLocaleString('en')} entries (PostgreSQL)`);
    const setupStart = performance.now();
    await seedDemoSeason(db);
    const run = await loadRunnerSettings(db);
    await buildSquadPool(db, run);
    await insertEntries(db, entries, true, { frozen: false });
    const { publicH2hSize } = await loadLeagueSettings(db);
    const h2hLeagues = await insertH2hLeagues(db, entries, publicH2hSize, KO_ROUNDS);
    const month = await endMonthAt2(db);
    await db.execute(sql`analyze`);
    const [memberships] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from league_entries`,
    );
    const setupSeconds = seconds(setupStart);
    say(
      `  setup: ${setupSeconds.toFixed(1)} s (${memberships!.n.toLocaleString('en')} ` +
        `memberships, ${h2hLeagues.toLocaleString('en')} head-to-head leagues)`,
    );

    // The runner's process holds a live ranker, as a server's does.
    let version = 0;
    const ranks = new LiveRanks(db, { key: async () => String(++version) });
    try {
      const deadline1 = await deadline(db, run, ranks, 1);
      sayStep('GW1 deadline (every head-to-head league starts)', deadline1);
      await play(db, run, 1);
      const finalise1 = await finalise(db, run, 1);
      sayStep('GW1 finalisation', finalise1);
      const standings: StandingsFigures = await benchStandings(database, url);
      say(
        `  Overall standings, ${standings.readers} readers: p50 ${standings.p50} ms, ` +
          `p99 ${standings.p99} ms, max ${standings.max} ms (${standings.perSecond} pages/s, ` +
          `load ${load()})`,
      );
      const cupsStart = performance.now();
      const cups = await qualifyCups(db);
      const cupQualificationSeconds = seconds(cupsStart);
      say(
        `  ${cups} cups qualified on GW1 for a first round in GW2: ${cupQualificationSeconds.toFixed(1)} s`,
      );

      const deadline2 = await deadline(db, run, ranks, 2);
      sayStep('GW2 deadline', deadline2);
      await play(db, run, 2);
      const { figures: finalise2, reads } = await readWhile(database, url, () =>
        finalise(db, run, 2),
      );
      sayStep(`GW2 finalisation (${month} ends, a cup round)`, finalise2);
      say(
        `  while it ran, ${reads.readers} readers of public payloads and standings pages: ` +
          `${reads.requests} reads, p50 ${reads.p50} ms, p99 ${reads.p99} ms, max ${reads.max} ms` +
          (reads.non2xx > 0 ? `, ${reads.non2xx} not answered 2xx` : ''),
      );
      // The floor on an already finalised gameweek's rows: the second's, as many as entries.
      const floorFigures = await floor(db, 2);
      const ratio = (s: Step) => Number((s.seconds / floorFigures.seconds).toFixed(1));
      say(
        `  floor: COPY ${entries.toLocaleString('en')} history rows ` +
          `${floorFigures.copySeconds.toFixed(1)} s, UPDATE as many entries ` +
          `${floorFigures.updateSeconds.toFixed(1)} s; finalisation / floor: GW1 ` +
          `${ratio(finalise1)}, GW2 ${ratio(finalise2)} (load ${load()})`,
      );
      const memory = { peakRssMB: peakRss(), heapMB: mb(process.memoryUsage().heapUsed) };
      say(`  peak memory (RSS) of this process: ${memory.peakRssMB} MB`);
      writeResults(`million-${entries}`, {
        entries,
        shards,
        cores: cpus().length,
        memberships: memberships!.n,
        h2hLeagues,
        setupSeconds,
        deadline1,
        finalise1,
        standings,
        cupQualificationSeconds,
        deadline2,
        finalise2,
        readsDuringFinalise2: reads,
        floor: floorFigures,
        finaliseOverFloor: { gw1: ratio(finalise1), gw2: ratio(finalise2) },
        memory,
      });
    } finally {
      await ranks.close();
    }
  });
  if (!ran) say(`\nMillion benchmark skipped: no PostgreSQL server answers at ${serverUrl}`);
}

await main();
