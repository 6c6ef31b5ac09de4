// GET event/{id}/live/: every element's stats and points in a gameweek, cached per data version.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '@ofl/db';
import { notFound } from '../../errors';
import { PublicCache, sendCached } from '../../services/public-cache';
import { presentEventLive } from './present-live';

const Params = z.object({ id: z.coerce.number().int().min(1).max(1000) });

export default async function eventLiveRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const cache = new PublicCache();

  app.get('/api/event/:id/live/', async (request, reply) => {
    const params = Params.safeParse(request.params);
    if (!params.success) throw notFound();
    const event = params.data.id;
    const [row] = await queryRows<{ version: string; known: boolean }>(
      db,
      sql`select (select version from game_settings where id = 1) as version,
                 exists (select 1 from events where id = ${event}) as known`,
    );
    if (!row?.known) throw notFound();
    const cached = await cache.get(
      `live:${event}`,
      String(row.version),
      () => presentEventLive(db, event),
      app.ctx.wallNow().getTime(),
    );
    return sendCached(request, reply, cached);
  });
}
