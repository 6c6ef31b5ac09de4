// `npm run bench` part: the server under load. Public reads against nginx on the same bytes
// (nginx where installed) on the embedded demo; the deadline rush on the PostgreSQL server of
// BENCH_DATABASE_URL when it answers. Prints the figures beside their goals and writes them to
// bench/results/load.json. Run it alone with `node --import tsx bench/load/index.ts`; with
// BENCH_LOAD=rush only the deadline rush runs, and the file keeps the public reads it had.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { benchDeadlineRush, type RushFigure } from './deadline-rush';
import { benchPublicReads } from './public-reads';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const say = (line: string) => process.stdout.write(`${line}\n`);

async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const resultsFile = new URL('../results/load.json', import.meta.url);
const rushOnly = process.env.BENCH_LOAD === 'rush';
const loadBefore = loadavg()[0]!;
const reads: Awaited<ReturnType<typeof benchPublicReads>> = rushOnly
  ? existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { reads: typeof reads }).reads
    : []
  : await benchPublicReads();
if (!rushOnly) {
  say('\nPublic reads (50 connections, gzip; goal: at least half of nginx on the same bytes):');
}
for (const r of rushOnly ? [] : reads) {
  const ratio = r.nginxPerSecond ? ` = ${(r.perSecond / r.nginxPerSecond).toFixed(2)}x` : '';
  const nginx = r.nginxPerSecond ? `, nginx ${Math.round(r.nginxPerSecond)}/s${ratio}` : '';
  say(
    `  ${r.path} (${(r.bytes / 1024).toFixed(1)} KB): ${Math.round(r.perSecond)}/s, ` +
      `p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors${nginx}`,
  );
}
let rush: RushFigure | null = null;
if (await serverAnswers()) {
  say('\nDeadline rush (goal: at least 1,000 writes/s, p99 within 100 ms, no error):');
  rush = await benchDeadlineRush(serverUrl);
  const { saturated: all, paced } = rush;
  const errors = (f: { errors: number; non2xx: number; timeouts: number }) =>
    `${f.errors} errors (${f.non2xx} not 2xx, ${f.timeouts} timeouts)`;
  say(
    `  ${rush.managers.toLocaleString('en')} managers at once over 100 connections, ` +
      `${rush.processes} server processes: ${all.writes} writes at ${Math.round(all.perSecond)}/s, ` +
      `p50 ${all.p50} ms, p99 ${all.p99} ms, ${errors(all)}`,
  );
  say(
    `  ${rush.managers.toLocaleString('en')} more at ${paced.offered.toLocaleString('en')} ` +
      `writes/s: ${paced.writes} writes answered at ${Math.round(paced.perSecond)}/s, ` +
      `p50 ${paced.p50} ms, p99 ${paced.p99} ms, ${errors(paced)}`,
  );
  say(
    `  afterwards ${rush.invalidSquads} invalid squads, ` +
      `${rush.badBanks} banks that do not add up`,
  );
} else {
  say(`\nDeadline rush skipped: no PostgreSQL server answers at ${serverUrl}.`);
}
const machine = { cores: cpus().length, loadBefore, loadAfter: loadavg()[0]! };
say(
  `  (machine load ${machine.loadBefore.toFixed(1)} before, ${machine.loadAfter.toFixed(1)} after)`,
);
mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify({ machine, reads, rush }, null, 2)}\n`);
