// GET event/{id}/live/: every element's stats and points in a gameweek, cached per data version.
import { EventIdParams, EventLive, EventLiveQuery } from '@ofl/api';
import { eventExists } from '@ofl/db';
import { notFound } from '../../errors';
import { PublicCache, sendPublic } from '../../cache/public-cache';
import { presentEventLive } from './present-live';
import { liveOwnership } from '../../live';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db }) => {
  const cache = new PublicCache();

  app.get(
    '/api/event/:id/live/',
    {
      schema: { params: EventIdParams, querystring: EventLiveQuery, response: { 200: EventLive } },
    },
    async (request, reply) => {
      const event = request.params.id;
      // Only a league the live ranker holds gets a payload of its own.
      const ranker = await app.ctx.liveRanks.current();
      const league = ranker?.hasLeague(request.query.league ?? 0)
        ? request.query.league
        : undefined;
      return sendPublic(request, reply, cache, `live:${event}:${league ?? ''}`, async () => {
        if (!(await eventExists(db, event))) throw notFound();
        const payload = await presentEventLive(db, event);
        // Ours while the gameweek is live: who owns each player, and how much.
        const owned = await liveOwnership(app.ctx.liveRanks, event, league);
        if (!owned) return payload;
        return {
          elements: payload.elements.map((e) => ({ ...e, ownership: owned.byElement(e.id) })),
          ownership_groups: owned.groups,
        };
      });
    },
  );
});
