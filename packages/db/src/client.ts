// The connection factory: embedded PGlite by default (a folder on disk, or memory for tests),
// a PostgreSQL server when a URL is given. One SQL dialect for both.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { listenOnServer, type Unlisten } from './listen';
import { takeTurns } from './pglite-turns';
import { guardPool } from './pool-guard';
import { ReplicaSet, routeReads } from './replicas';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database handle every query takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repository functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A PostgreSQL connection string when running on a server; used to open side connections. */
  url?: string;
  /** The read replicas in use (a PostgreSQL server with replicas given), else none. */
  replicas?: ReplicaSet;
  /** Calls `onNotify` for each NOTIFY on `channel` (from any process on a server). */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... to use a server; otherwise the embedded database. */
  url?: string;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** Connections in the server pool. */
  poolSize?: number;
  /** postgres://... of streaming replicas of `url`, for reads that tolerate a little lag. */
  replicaUrls?: string[];
  /** A replica further behind than this is left out until it catches up (default 1000). */
  maxReplicaLagMs?: number;
  /** The migrations to apply; omitted means all of them (a migration's test stops short). */
  migrationsFolder?: string;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a dropped database) is an 'error' event of
    // the pool; unheard it would end the process. The pool replaces the connection on next use.
    pool.on('error', (error) => {
      process.stderr.write(`An idle database connection was closed: ${error.message}\n`);
    });
    guardPool(pool);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
    const url = options.url;
    const replicas = options.replicaUrls?.length
      ? new ReplicaSet(pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>, {
          urls: options.replicaUrls,
          maxLagMs: options.maxReplicaLagMs ?? 1_000,
          poolSize: options.poolSize ?? 10,
        })
      : undefined;
    if (replicas) {
      routeReads(pool, replicas);
      await replicas.start();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url,
      replicas,
      // Notifications come from the primary; whoever hears of a change reads at least as far.
      listen: (channel, onNotify) =>
        listenOnServer(url, channel, (payload) => {
          replicas?.fence();
          onNotify(payload);
        }),
      async close() {
        await replicas?.close();
        await pool.end();
      },
    };
  }
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const client = new PGlite(options.dataDir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
    takeTurns(client);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      async listen(channel, onNotify) {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
