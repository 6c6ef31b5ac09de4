// `npm run bench`: speed figures, printed as a table. Benchmarks live here, never in tests.
import { sql } from 'drizzle-orm';
import { openDatabase } from '@ofl/db';
import { buildApp } from '../apps/server/src/app';
import { seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';

interface Row {
  name: string;
  runs: number;
  totalMs: number;
}

async function measure(name: string, runs: number, fn: () => Promise<unknown>): Promise<Row> {
  const start = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  return { name, runs, totalMs: performance.now() - start };
}

const rows: Row[] = [];
const database = await openDatabase();
rows.push(
  await measure('seed the demo season (embedded, in memory)', 1, () => seedDemoSeason(database.db)),
);
const app = await buildApp({ database });
let version = 1;
rows.push(
  await measure('build bootstrap-static from the database', 5, async () => {
    // A new data version each time forces a rebuild.
    await database.db.execute(sql`update game_settings set version = ${++version}`);
    return app.inject('/api/bootstrap-static/');
  }),
);
rows.push(
  await measure('serve cached bootstrap-static (gzip)', 2000, () =>
    app.inject({ url: '/api/bootstrap-static/', headers: { 'accept-encoding': 'gzip' } }),
  ),
);
const etag = (await app.inject('/api/bootstrap-static/')).headers.etag as string;
rows.push(
  await measure('answer bootstrap-static 304 by ETag', 2000, () =>
    app.inject({ url: '/api/bootstrap-static/', headers: { 'if-none-match': etag } }),
  ),
);
rows.push(
  await measure('serve all 380 fixtures (cached)', 1000, () => app.inject('/api/fixtures/')),
);
await app.close();
await database.close();

process.stdout.write('\nbenchmark | runs | mean ms | per second\n--- | ---: | ---: | ---:\n');
for (const row of rows) {
  const mean = row.totalMs / row.runs;
  process.stdout.write(
    `${row.name} | ${row.runs} | ${mean.toFixed(2)} | ${(1000 / mean).toFixed(0)}\n`,
  );
}
await import('./finalise');
await import('./live-ranks');
await import('./h2h-finalise');
await import('./demo-gameweek');
await import('./load/index');
