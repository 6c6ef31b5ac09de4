// GET event/{id}/distribution/ (ours): a gameweek's scores as a histogram for the Points page's
// chart. A GROUP BY in the database, built once per data change and gameweek, then served from
// the public cache, so a million managers opening their points cost one query.
import { EventIdParams, ScoreDistribution } from '@ofl/api';
import { eventExists, scoreDistribution } from '@ofl/db';
import { notFound } from '../../errors';
import { PublicCache, sendPublic } from '../../cache/public-cache';
import { defineRoutes } from '../define-routes';

/** Points per bar: a gameweek's scores spread over about 150 points, so a dozen or so bars. */
export const SCORE_BUCKET_SIZE = 10;

export default defineRoutes((app, { db }) => {
  const cache = new PublicCache();

  app.get(
    '/api/event/:id/distribution/',
    {
      schema: {
        summary: "A gameweek's scores as a histogram",
        params: EventIdParams,
        response: { 200: ScoreDistribution },
      },
    },
    async (request, reply) => {
      const event = request.params.id;
      return sendPublic(request, reply, cache, `distribution:${event}`, async () => {
        if (!(await eventExists(db, event))) throw notFound();
        const buckets = await scoreDistribution(db, event, SCORE_BUCKET_SIZE);
        return {
          event,
          bucket_size: SCORE_BUCKET_SIZE,
          total: buckets.reduce((sum, b) => sum + b.count, 0),
          buckets,
        };
      });
    },
  );
});
