// Transfer history (SPEC §2, §6, §7): entry/{id}/transfers/ is public but hides the transfers
// made since the last deadline from everyone but the owner; entry/{entry}/transfers-latest/ is
// the owner's alone.
import type { FastifyInstance } from 'fastify';
import { forbidden, notAuthenticated } from '../../errors';
import { pathId } from '../../path-id';
import { entryTransfers, latestTransfers } from '../../services/entry-transfers';
import { entryViewer } from '../../services/entry-visibility';

// One parameter name (`:id`) for every route under /api/entry/:id/, as the router shares the node.

export default async function entryTransfersRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  app.get('/api/entry/:id/transfers/', async (request, reply) => {
    const id = pathId(request.params);
    const viewer = await entryViewer(db, id, request.user?.id ?? null, await clock.now());
    reply.header('cache-control', 'private, no-store');
    return entryTransfers(db, id, viewer);
  });

  app.get('/api/entry/:id/transfers-latest/', async (request, reply) => {
    if (!request.user) throw notAuthenticated();
    const id = pathId(request.params);
    const viewer = await entryViewer(db, id, request.user.id, await clock.now());
    if (!viewer.isOwner) throw forbidden();
    reply.header('cache-control', 'private, no-store');
    return latestTransfers(db, id, viewer.lastDeadlineEvent);
  });
}
