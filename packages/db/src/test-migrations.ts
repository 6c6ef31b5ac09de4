// Migration tests' databases: one migrated up to a given migration, then opened again with
// every migration, on the embedded database or the PostgreSQL server of TEST_DATABASE_URL.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from './client';

/** What a test leaves to undo once its file ends (databases, folders, connections). */
export const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A copy of the migrations up to, not including, `tag`. */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ofl-migrations-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const stop = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'))) {
    if (file < `${tag}.sql`) copyFileSync(join(migrationsFolder, file), join(dir, file));
  }
  return dir;
}

/** A new database, opened with `folder`'s migrations, and how to open it again with all. */
export async function freshDatabase(
  folder: string,
): Promise<{ first: Database; reopen: () => Promise<Database> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `ofl_migration_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`CREATE DATABASE ${name}`);
    cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      first: await openDatabase({ url: url.toString(), poolSize: 2, migrationsFolder: folder }),
      reopen: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ofl-migration-db-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return {
    first: await openDatabase({ dataDir: dir, migrationsFolder: folder }),
    reopen: () => openDatabase({ dataDir: dir }),
  };
}
