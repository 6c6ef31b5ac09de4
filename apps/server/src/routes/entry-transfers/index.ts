// Transfer history (SPEC §2, §6, §7): entry/{id}/transfers/ is public but hides the transfers
// made since the last deadline from everyone but the owner; entry/{entry}/transfers-latest/ is
// the owner's alone.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden, notAuthenticated, notFound } from '../../errors';
import { entryTransfers, latestTransfers } from '../../services/entry-transfers';
import { entryViewer } from '../../services/entry-visibility';

// One parameter name for every route under /api/entry/:id/, as the router shares the node.
const Params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export default async function entryTransfersRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  app.get('/api/entry/:id/transfers/', async (request, reply) => {
    const params = Params.safeParse(request.params);
    if (!params.success) throw notFound();
    const viewer = await entryViewer(
      db,
      params.data.id,
      request.user?.id ?? null,
      await clock.now(),
    );
    reply.header('cache-control', 'private, no-store');
    return entryTransfers(db, params.data.id, viewer);
  });

  app.get('/api/entry/:id/transfers-latest/', async (request, reply) => {
    if (!request.user) throw notAuthenticated();
    const params = Params.safeParse(request.params);
    if (!params.success) throw notFound();
    const viewer = await entryViewer(db, params.data.id, request.user.id, await clock.now());
    if (!viewer.isOwner) throw forbidden();
    reply.header('cache-control', 'private, no-store');
    return latestTransfers(db, params.data.id, viewer.lastDeadlineEvent);
  });
}
