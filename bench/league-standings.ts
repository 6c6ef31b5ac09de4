// `npm run bench` part: standings pages of the Overall league (every entry a member) read by
// READERS concurrent readers through the real app, each asking for pages anywhere in the table,
// after the finalisation benchmark wrote it, in two passes: a process just started, then warm.
// Latencies per request, in milliseconds.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ofl/db';
import { buildApp } from '../apps/server/src/app';

export const READERS = 50;
const REQUESTS_PER_READER = 40;

export interface StandingsFigures {
  readers: number;
  requests: number;
  members: number;
  pages: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  /** The first pass, on a process just started. */
  cold: { p50: number; p99: number; max: number; perSecond: number };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Reads the Overall league's standings at random pages; a seeded walk, so runs compare. */
export async function benchStandings(database: Database): Promise<StandingsFigures> {
  const [overall] = await queryRows<{ id: number; members: number }>(
    database.db,
    sql`select l.id, count(*)::int as members from leagues l
        join league_standings s on s.league_id = l.id and s.phase = 1
        where l.short_name = 'overall' group by l.id`,
  );
  if (!overall) throw new Error('No Overall league.');
  const pages = Math.ceil(overall.members / 50);
  // As `npm start` runs it: the public payloads' key kept in memory between change notifications.
  const app = await buildApp({ database, publicKeyTtlMs: 10_000 });
  let state = 12_345;
  const nextPage = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return 1 + (state % pages);
  };
  // The first pass meets a cold process (code not yet optimised, each connection planning its
  // statements anew): reported apart, while the figures are those of the warm second pass, as a
  // server under a steady load answers.
  const pass = async () => {
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: READERS }, async () => {
        for (let i = 0; i < REQUESTS_PER_READER; i++) {
          const page = nextPage();
          const at = performance.now();
          const response = await app.inject(
            `/api/leagues-classic/${overall.id}/standings/?page_standings=${page}`,
          );
          latencies.push(performance.now() - at);
          const body = response.json() as { standings: { results: { rank_sort: number }[] } };
          if (
            response.statusCode !== 200 ||
            body.standings.results[0]?.rank_sort !== (page - 1) * 50 + 1
          ) {
            throw new Error(`Page ${page} answered ${response.statusCode}.`);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1)!,
      perSecond: Math.round(latencies.length / seconds),
    };
  };
  const cold = await pass();
  const warm = await pass();
  await app.close();
  return {
    readers: READERS,
    requests: READERS * REQUESTS_PER_READER,
    members: overall.members,
    pages,
    ...warm,
    cold,
  };
}
