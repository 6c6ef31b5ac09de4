// GET entry/{id}/history/ (SPEC §2 Entry history, §7): public, any entry by id.
import { EntryHistory, IdParams } from '@ofl/api';
import { entryHistoryPayload } from '../../services/entry/entry-history';
import { entryViewer } from '../../services/entry/entry-visibility';
import { privately } from '../cache-control';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db, clock }) => {
  app.get(
    '/api/entry/:id/history/',
    { schema: { params: IdParams, response: { 200: EntryHistory } } },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = await entryViewer(db, id, request.user?.id ?? null, await clock.now());
      // What the owner sees differs from what others see, so no shared cache may keep it.
      privately(reply);
      return entryHistoryPayload(db, id, viewer, app.ctx.liveRanks);
    },
  );
});
