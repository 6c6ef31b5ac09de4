// `npm run bench` part: standings pages of the Overall league (every entry a member) read by
// READERS concurrent readers, each asking for pages anywhere in the table, after the
// finalisation benchmark wrote it. The readers are a load generator (autocannon) in this process
// and the server runs as `npm start` runs it, in a process of its own on the same database: a
// reader's cost is not the server's. Two passes: the server just started, then warm.
// Latencies per request, in milliseconds.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ofl/db';
import { startServer } from '../apps/server/test/server-process';

export const READERS = 50;
/** Seconds a pass reads for. */
const PASS_SECONDS = 5;

interface Pass {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
}

export interface StandingsFigures extends Pass {
  readers: number;
  members: number;
  pages: number;
  /** The first pass, on a server just started. */
  cold: Pass;
}

/** Reads the Overall league's standings at random pages; a seeded walk, so runs compare. */
export async function benchStandings(
  database: Database,
  databaseUrl: string,
): Promise<StandingsFigures> {
  const [overall] = await queryRows<{ id: number; members: number }>(
    database.db,
    sql`select l.id, count(*)::int as members from leagues l
        join general_totals s on s.league_id = l.id and s.phase = 1
        where l.short_name = 'overall' group by l.id`,
  );
  if (!overall) throw new Error('No Overall league.');
  const pages = Math.ceil(overall.members / 50);
  const path = (page: number) =>
    `/api/leagues-classic/${overall.id}/standings/?page_standings=${page}`;
  let state = 12_345;
  const nextPage = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return 1 + (state % pages);
  };
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    // The pages are the table's: each starts at its own rank_sort.
    for (const page of [1, nextPage(), pages]) {
      const body = (await (await fetch(`${server.url}${path(page)}`)).json()) as {
        standings: { results: { rank_sort: number }[] };
      };
      if (body.standings.results[0]?.rank_sort !== (page - 1) * 50 + 1) {
        throw new Error(`Page ${page} does not start at its rank.`);
      }
    }
    // The first pass meets a cold process (code not yet optimised, each connection planning its
    // statements anew): reported apart, while the figures are those of the warm second pass, as
    // a server under a steady load answers.
    const pass = async (): Promise<Pass> => {
      const result = await autocannon({
        url: server.url,
        connections: READERS,
        duration: PASS_SECONDS,
        requests: [{ setupRequest: (request) => ({ ...request, path: path(nextPage()) }) }],
      });
      if (result.errors > 0 || result.non2xx > 0) {
        throw new Error(`${result.errors} errors, ${result.non2xx} answers not 2xx.`);
      }
      return {
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        perSecond: Math.round(result.requests.total / result.duration),
        requests: result.requests.total,
      };
    };
    const cold = await pass();
    const warm = await pass();
    return {
      readers: READERS,
      members: overall.members,
      pages,
      ...warm,
      cold,
    };
  } finally {
    await server.stop();
  }
}
