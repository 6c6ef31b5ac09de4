// Transfer history (SPEC §2, §6, §7): entry/{id}/transfers/ is public but hides the transfers
// made since the last deadline from everyone but the owner; entry/{entry}/transfers-latest/ is
// the owner's alone.
import { EntryTransfers, IdParams } from '@ofl/api';
import { forbidden } from '../../errors';
import { requireUser, signedInUser } from '../../plugins/session';
import { entryTransfers, latestTransfers } from '../../services/entry/entry-transfers';
import { entryViewer } from '../../services/entry/entry-visibility';
import { privately } from '../cache-control';
import { defineRoutes } from '../define-routes';

// One parameter name (`:id`) for every route under /api/entry/:id/, as the router shares the node.

export default defineRoutes((app, { db, clock }) => {
  const schema = { params: IdParams, response: { 200: EntryTransfers } };

  app.get('/api/entry/:id/transfers/', { schema }, async (request, reply) => {
    const { id } = request.params;
    const viewer = await entryViewer(db, id, request.user?.id ?? null, await clock.now());
    privately(reply);
    return entryTransfers(db, id, viewer);
  });

  app.get(
    '/api/entry/:id/transfers-latest/',
    { preValidation: requireUser, schema },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = await entryViewer(db, id, signedInUser(request).id, await clock.now());
      if (!viewer.isOwner) throw forbidden();
      privately(reply);
      return latestTransfers(db, id, viewer.lastDeadlineEvent);
    },
  );
});
