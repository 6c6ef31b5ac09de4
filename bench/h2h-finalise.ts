// `npm run bench` part: what head-to-head leagues add to a gameweek, at BENCH_H2H_ENTRIES entries
// (default 50,000; BENCH_H2H_ENTRIES=1000000 for the headline figure) all in public H2H leagues
// of league_max_size_public_h2h (16), on the PostgreSQL server of BENCH_DATABASE_URL, in a
// database of its own, created and dropped here. The entries are the finalisation benchmark's
// (finalise-setup.ts); the first deadline's share, every league's order for the round robin
// (leagues/h2h-orders.ts), is timed, and the finalisation's head-to-head step (the gameweek's
// matches derived, scored and written, the tables) within the whole finalisation.
// Writes bench/results/h2h-finalise-<entries>.json.
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { loadLeagueSettings, queryRows } from '@ofl/db';
import { FINALISE_SHARDS, finaliseEvent } from '../apps/server/src/runner/finalise/finalise-event';
import { orderH2hLeagues } from '../apps/server/src/runner/leagues/h2h-orders';
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
import {
  buildSquadPool,
  insertEntries,
  insertH2hLeagues,
  playFirstGameweek,
} from './finalise-setup';

const entries = Number(process.env.BENCH_H2H_ENTRIES ?? 50_000);
const shards = Number(process.env.BENCH_SHARDS ?? FINALISE_SHARDS);

/** The H2H step's lap in the finalisation's timings (finalise-event.ts). */
const H2H_PART = 'head-to-head matches and tables';

async function main() {
  if (!Number.isInteger(entries) || entries < 2) throw new Error('BENCH_H2H_ENTRIES: 2 or more.');
  const ran = await withBenchDatabase('ofl_bench_h2h', async ({ db }) => {
    say(`\nHead-to-head leagues at ${entries.toLocaleString('en')} entries (PostgreSQL)`);
    const setupStart = performance.now();
    await seedDemoSeason(db);
    const run = await loadRunnerSettings(db);
    await playFirstGameweek(db, run);
    await buildSquadPool(db, run);
    // No classic leagues: their tables are the finalisation benchmark's, and would drown this.
    await insertEntries(db, entries, false);
    // Every entry in one public H2H league of league_max_size_public_h2h, in entry order.
    const { publicH2hSize } = await loadLeagueSettings(db);
    const leagues = await insertH2hLeagues(db, entries, publicH2hSize);
    const setup = seconds(setupStart);
    say(
      `  setup (season, entries, ${leagues.toLocaleString('en')} leagues): ${setup.toFixed(1)} s`,
    );

    // The first deadline's share: every league's order, from which any gameweek's matches follow.
    const ordersStart = performance.now();
    const ordered = await db.transaction((tx) => orderH2hLeagues(tx, 1));
    await db.execute(sql`analyze h2h_orders`);
    const orders = seconds(ordersStart);
    say(
      `  orders at the deadline: ${ordered.toLocaleString('en')} leagues in ${orders.toFixed(1)} s`,
    );

    const timings: Record<string, number> = {};
    const [loadBefore] = loadavg();
    const start = performance.now();
    if (!(await finaliseEvent(db, run, 1, { timings, shards }))) {
      throw new Error('Gameweek 1 was not due.');
    }
    const finalise = seconds(start);
    const [loadAfter] = loadavg();
    const h2h = timings[H2H_PART] ?? 0;
    const [check] = await queryRows<{ played: number; scored: number }>(
      db,
      sql`select (select count(*)::int from league_entries le join leagues l on l.id = le.league_id
                  where l.scoring = 'h' and le.matches_played = 1 and le.rank_sort is not null)
                   as played,
                 (select count(*)::int from league_matches
                  where event = 1 and (entry_1_points > 0 or entry_2_points > 0)) as scored`,
    );
    if (check?.played !== entries) {
      throw new Error(`Expected ${entries} H2H rows played, found ${JSON.stringify(check)}.`);
    }
    const figures = {
      entries,
      leagues,
      leagueSize: publicH2hSize,
      shards,
      setupSeconds: setup,
      ordersSeconds: orders,
      orderedLeagues: ordered,
      finaliseSeconds: finalise,
      h2hSeconds: h2h,
      h2hShare: h2h / finalise,
      parts: timings,
      matchesScored: check.scored,
      loadAverage: { before: loadBefore, after: loadAfter, cores: cpus().length },
    };
    sayTimings(timings);
    say(
      `  finalise GW1: ${finalise.toFixed(1)} s, of which the head-to-head step ` +
        `${h2h.toFixed(1)} s (${(100 * figures.h2hShare).toFixed(0)}%): ` +
        `${check.played.toLocaleString('en')} table rows, ` +
        `${(entries / 2).toLocaleString('en')} matches (machine load ${loadBefore!.toFixed(1)} ` +
        `before, ${loadAfter!.toFixed(1)} after, ${cpus().length} cores)`,
    );
    writeResults(`h2h-finalise-${entries}`, figures);
  });
  if (!ran) say(`\nHead-to-head benchmark skipped: no PostgreSQL server answers at ${serverUrl}`);
}

await main();
