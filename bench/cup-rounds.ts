// The cups' part of finalising a gameweek at BENCH_ENTRIES entries (default 50,000) on the
// PostgreSQL server of BENCH_DATABASE_URL, alone: the finalisation benchmark's setup, gameweek 1
// finalised with its league tables left out (marked done), then bench/cups.ts. For the cups'
// figure at 1,000,000 entries without waiting on the tables:
// `BENCH_ENTRIES=1000000 node --import tsx bench/cup-rounds.ts`. Writes
// bench/results/cups-<entries>.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '@ofl/db';
import { FINALISE_SHARDS, finaliseEvent } from '../apps/server/src/runner/finalise-event';
import { loadRunnerSettings } from '../apps/server/src/runner/runner-settings';
import { seedDemoSeason } from '../apps/server/src/services/seed-demo-season';
import { benchCups } from './cups';
import { buildSquadPool, insertEntries, playFirstGameweek } from './finalise-setup';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const entries = Number(process.env.BENCH_ENTRIES ?? 50_000);
const say = (line: string) => process.stdout.write(`${line}\n`);

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `ofl_bench_cups_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
try {
  const { db } = database;
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
    `  ${cups.cups} cups (Overall, country, fan), ${cups.entrants.toLocaleString('en')} entrants ` +
      `qualified and drawn once in ${cups.qualificationSeconds.toFixed(1)} s; a round of ` +
      `${cups.roundMatches.toLocaleString('en')} matches decided in ` +
      `${cups.resultsSeconds.toFixed(1)} s (${cups.tiebreakMatches.toLocaleString('en')} by the ` +
      `tie-breaks), the next round's ${cups.nextRoundMatches.toLocaleString('en')} drawn in ` +
      `${cups.drawSeconds.toFixed(1)} s (machine load ${loadBefore!.toFixed(1)} before, ` +
      `${loadAfter!.toFixed(1)} after)`,
  );
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`./results/cups-${entries}.json`, import.meta.url),
    `${JSON.stringify({ entries, ...cups, loadAverage: { before: loadBefore, after: loadAfter } }, null, 2)}\n`,
  );
} finally {
  await database.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
