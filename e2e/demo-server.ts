// The real server on the demo season: the built web app and a fresh copy of the run's demo
// database, on a free local port. The run starts one every spec shares (global-setup.ts); a spec
// that plays the season further than the others may go starts one of its own.
import { fileURLToPath } from 'node:url';
import { createTestTemplate, openTestDatabase, type Database, type TestTemplate } from '@ofl/db';
import { buildApp } from '../apps/server/src/app';
import { seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';

export interface DemoServer {
  database: Database;
  /** Its base address. */
  url: string;
  close(): Promise<void>;
}

/**
 * The run's demo database, migrated and seeded once (global-setup.ts): each server starts from a
 * copy of it instead of migrating and seeding its own.
 */
export function createDemoTemplate() {
  return createTestTemplate((database) => seedDemoSeason(database.db));
}

/**
 * Starts a server on a copy of `template` (the run's: `inject('demoTemplate')`), with the
 * operator calls switched on under operatorToken, when one is given.
 */
export async function startDemoServer(
  template: TestTemplate,
  operatorToken?: string,
): Promise<DemoServer> {
  const database = await openTestDatabase(template);
  const app = await buildApp({
    database,
    operatorToken,
    webDist: fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    database,
    url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
