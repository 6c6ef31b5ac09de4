// Team Details (SPEC §2, §5, §7): POST entry-update/ edits the signed-in manager's own entry.
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../errors';
import { updateOwnEntry } from '../../services/entry-update';
import { validate } from '../../services/validate';
import { EntryUpdateBody } from './schema';

export default async function entryUpdateRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  app.post('/api/entry-update/', async (request, reply) => {
    if (!request.user) throw notAuthenticated();
    const body = validate(EntryUpdateBody, request.body ?? {});
    reply.header('cache-control', 'private, no-store');
    return updateOwnEntry(db, request.user.id, body, await clock.now());
  });
}
