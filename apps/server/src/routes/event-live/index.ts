// GET event/{id}/live/: every element's stats and points in a gameweek, cached per data version.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EventIdParams, EventLive } from '@ofl/api';
import { eventExists } from '@ofl/db';
import { notFound } from '../../errors';
import { PublicCache, sendCached } from '../../services/public-cache';
import { presentEventLive } from './present-live';

export default async function eventLiveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, publicVersion } = app.ctx;
  const cache = new PublicCache();

  app.get(
    '/api/event/:id/live/',
    { schema: { params: EventIdParams, response: { 200: EventLive } } },
    async (request, reply) => {
      const event = request.params.id;
      const cached = await cache.get(
        `live:${event}`,
        await publicVersion.key(),
        async () => {
          if (!(await eventExists(db, event))) throw notFound();
          return presentEventLive(db, event);
        },
        app.ctx.wallNow().getTime(),
      );
      return sendCached(request, reply, cached);
    },
  );
}
