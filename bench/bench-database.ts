// What the PostgreSQL benchmarks share: a database of their own on the server of
// BENCH_DATABASE_URL, created for one run and dropped after it (kept, its address printed, with
// BENCH_KEEP_DATABASE=1), and the way they report.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '@ofl/db';

export const serverUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const say = (line: string) => process.stdout.write(`${line}\n`);

/** Seconds since a performance.now() reading. */
export const seconds = (from: number) => (performance.now() - from) / 1000;

/** The server's own connection, on which a benchmark reads its database's CPU figures. */
export interface BenchServer {
  admin: pg.Client;
  /** The benchmark database's name. */
  name: string;
  /** Its address, for a server process started on it. */
  url: string;
}

/**
 * Runs `bench` on a new database named `<prefix>_<random>` and drops the database afterwards,
 * however the run ends. Answers false, having run nothing, when no server answers.
 */
export async function withBenchDatabase(
  prefix: string,
  bench: (database: Database, server: BenchServer) => Promise<void>,
): Promise<boolean> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return false;
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await bench(database, { admin, name, url: url.toString() });
      return true;
    } finally {
      await database.close();
      if (process.env.BENCH_KEEP_DATABASE === '1') {
        say(`  kept the database for a look: ${url.toString()}`);
      } else {
        // Let the pool's sockets close before the database goes, so none is cut mid-way.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  } finally {
    await admin.end();
  }
}

/** Prints a finalisation's laps: seconds, or the entries counted where a lap counts them. */
export function sayTimings(timings: Record<string, number>): void {
  for (const [part, value] of Object.entries(timings)) {
    say(`    ${part}: ${part.startsWith('entries') ? value : `${value.toFixed(1)} s`}`);
  }
}

/** Writes a run's figures to bench/results/<file>.json. */
export function writeResults(file: string, figures: unknown): void {
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`./results/${file}.json`, import.meta.url),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
}
