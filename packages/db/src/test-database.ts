// Fresh databases for tests. A test run prepares one template (migrated, and filled by the
// caller, e.g. with the demo season) and every test file starts from a copy of it: a copy of
// the embedded database's folder, or `CREATE DATABASE ... TEMPLATE` on the PostgreSQL server
// named by TEST_DATABASE_URL. Copies are far cheaper than migrating and seeding again.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './client';

/** Where a template lives: an embedded database folder, or a server database name. */
export type TestTemplate = { kind: 'pglite'; dir: string } | { kind: 'postgres'; name: string };

const serverUrl = () => process.env.TEST_DATABASE_URL || undefined;

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function createServerDatabase(template?: string): Promise<Database> {
  const base = serverUrl()!;
  const name = `ofl_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({ url: databaseUrl(base, name), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Opens an empty, migrated database that only the calling test file uses. */
export async function openTestDatabase(template?: TestTemplate): Promise<Database> {
  if (serverUrl()) {
    return createServerDatabase(template?.kind === 'postgres' ? template.name : undefined);
  }
  if (template?.kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'ofl-test-'));
    cpSync(template.dir, dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir });
    return {
      ...database,
      async close() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  return openDatabase();
}

/**
 * Builds a template: a fresh migrated database, filled by `fill`, kept for copies. Returns the
 * template and a function that removes it.
 */
export async function createTestTemplate(
  fill: (database: Database) => Promise<void>,
): Promise<{ template: TestTemplate; remove: () => Promise<void> }> {
  if (serverUrl()) {
    const name = `ofl_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const template = await openDatabase({ url: databaseUrl(serverUrl()!, name), poolSize: 2 });
    await fill(template);
    await template.close();
    return {
      template: { kind: 'postgres', name },
      remove: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ofl-test-template-'));
  const database = await openDatabase({ dataDir: dir });
  await fill(database);
  await database.close();
  return {
    template: { kind: 'pglite', dir },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
