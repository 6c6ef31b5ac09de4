// element-summary/{id}/ (SPEC §7): public, built once per data change and served from the cache.
import { ElementSummary, IdParams } from '@ofl/api';
import { notFound } from '../../errors';
import { elementSummaryRows } from '@ofl/db';
import { presentElementSummary } from '../../presenters/element-summary';
import { PublicCache, sendPublic } from '../../cache/public-cache';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db }) => {
  const cache = new PublicCache();

  app.get(
    '/api/element-summary/:id/',
    { schema: { params: IdParams, response: { 200: ElementSummary } } },
    async (request, reply) => {
      const { id } = request.params;
      return sendPublic(request, reply, cache, `element-summary:${id}`, async () => {
        const rows = await elementSummaryRows(db, id);
        if (!rows) throw notFound();
        return presentElementSummary(rows);
      });
    },
  );
});
