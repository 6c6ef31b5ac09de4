// The real server on the demo season: the built web app and a fresh embedded database in
// memory, on a free local port. The run starts one every spec shares (global-setup.ts); a spec
// that plays the season further than the others may go starts one of its own.
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '@ofl/db';
import { buildApp } from '../apps/server/src/app';
import { seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';

export interface DemoServer {
  database: Database;
  /** Its base address. */
  url: string;
  close(): Promise<void>;
}

/** Starts a server with the operator calls switched on under operatorToken, when one is given. */
export async function startDemoServer(operatorToken?: string): Promise<DemoServer> {
  const database = await openDatabase();
  await seedDemoSeason(database.db);
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
