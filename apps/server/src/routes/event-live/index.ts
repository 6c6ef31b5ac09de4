// GET event/{id}/live/: every element's stats and points in a gameweek, cached per data version.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EventIdParams, EventLive } from '@ofl/api';
import { queryRows } from '@ofl/db';
import { notFound } from '../../errors';
import { PublicCache, sendCached } from '../../services/public-cache';
import { presentEventLive } from './present-live';

export default async function eventLiveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const cache = new PublicCache();

  app.get(
    '/api/event/:id/live/',
    { schema: { params: EventIdParams, response: { 200: EventLive } } },
    async (request, reply) => {
      const event = request.params.id;
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
    },
  );
}
