// element-summary/{id}/ (SPEC §7): public, built once per data change and served from the cache.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ElementSummary, IdParams } from '@ofl/api';
import { queryRows } from '@ofl/db';
import { notFound } from '../../errors';
import { buildElementSummary } from '../../presenters/element-summary';
import { PublicCache, sendCached } from '../../services/public-cache';

export default async function elementSummaryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const cache = new PublicCache();

  /**
   * What the payload depends on: the data version, the deadlines passed, and how far the
   * fixtures have been played (minutes and finished flags move as the feed posts stats).
   */
  async function dataKey(now: Date): Promise<string> {
    const [row] = await queryRows<{ version: string; passed: string; played: string }>(
      db,
      sql`select (select version from game_settings where id = 1) as version,
                 (select count(*) from events where deadline_time <= ${now.toISOString()}) as passed,
                 (select coalesce(sum(minutes), 0) + count(*) filter (where finished)
                    + count(*) filter (where finished_provisional) from fixtures) as played`,
    );
    return `${row?.version}:${row?.passed}:${row?.played}`;
  }

  app.get(
    '/api/element-summary/:id/',
    { schema: { params: IdParams, response: { 200: ElementSummary } } },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await cache.get(
        `element-summary:${id}`,
        await dataKey(await clock.now()),
        async () => {
          const summary = await buildElementSummary(db, id);
          if (!summary) throw notFound();
          return summary;
        },
        app.ctx.wallNow().getTime(),
      );
      return sendCached(request, reply, cached);
    },
  );
}
