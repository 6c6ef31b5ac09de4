// GET entry/{id}/history/ (SPEC §2 Entry history, §7): public, any entry by id.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../errors';
import { entryHistoryPayload } from '../../services/entry-history';
import { entryViewer } from '../../services/entry-visibility';

const Params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export default async function entryHistoryRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  app.get('/api/entry/:id/history/', async (request, reply) => {
    const params = Params.safeParse(request.params);
    if (!params.success) throw notFound();
    const viewer = await entryViewer(
      db,
      params.data.id,
      request.user?.id ?? null,
      await clock.now(),
    );
    // What the owner sees differs from what others see, so no shared cache may keep it.
    reply.header('cache-control', 'private, no-store');
    return entryHistoryPayload(db, params.data.id, viewer);
  });
}
