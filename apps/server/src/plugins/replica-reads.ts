// Which requests may read from the replicas (DATABASE_REPLICA_URLS): the GETs of pages that
// tolerate a little lag (public payloads, standings, entry pages, fixtures, statistics, a
// manager's team). Read-your-writes: each write's answer carries the primary's position in a
// cookie, and the same browser's reads then use only a replica that has replayed that position,
// else the primary; the cookie travels to whichever server answers next.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readingFromReplicas } from '@ofl/db';

export const WRITTEN_COOKIE = 'written_at';
/** Long enough for any replica within the lag bound to have replayed the write. */
const WRITTEN_MAX_AGE_S = 60;

const LAG_TOLERANT =
  /^\/api\/(bootstrap-static|fixtures|fixture|event|event-status|element-summary|dream-team|entry|leagues-classic|leagues-h2h|leagues-h2h-matches|stats|winners|news|my-team|team)\//;
// Read from the header: the hook runs before the cookie plugin has parsed it.
const WRITTEN = new RegExp(`(?:^|;\\s*)${WRITTEN_COOKIE}=([0-9a-f]{1,16})(?:;|$)`, 'i');
const READS = new Set(['GET', 'HEAD']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the route answering `request` may read from a replica. */
const lagTolerant = (request: FastifyRequest) =>
  READS.has(request.method) && LAG_TOLERANT.test(request.routeOptions.url ?? '');

/** The position the request's own last write reached (its cookie, in hex), 0 when none. */
function writtenAt(request: FastifyRequest): bigint {
  const match = WRITTEN.exec(request.headers.cookie ?? '');
  return match ? BigInt(`0x${match[1]}`) : 0n;
}

/** Routes the lag-tolerant reads to the replicas; a no-op without replicas. */
export function registerReplicaReads(app: FastifyInstance): void {
  const replicas = app.ctx.database.replicas;
  if (!replicas) return;
  // Before the other hooks, so the session lookup and the handler run inside the choice.
  app.addHook('onRequest', (request, _reply, done) => {
    if (lagTolerant(request)) readingFromReplicas(done, writtenAt(request));
    else done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A refused write (4xx) changed nothing: its answer needs no position, nor a query for it.
    if (!WRITES.has(request.method) || reply.statusCode >= 400) return payload;
    // Without the primary's answer the next reads simply follow the lag bound.
    const position = await replicas.writePosition().catch(() => null);
    if (position === null) return payload;
    reply.setCookie(WRITTEN_COOKIE, position.toString(16), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.ctx.secureCookies,
      maxAge: WRITTEN_MAX_AGE_S,
    });
    return payload;
  });
}
