// Squad selection's submit: a signed-in player without a team enters his squad (SPEC §2, §7).
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../errors';
import { createEntry } from '../../services/squads';
import { validate } from '../../services/validate';
import { EntryCreateBody } from './schema';

export default async function entryCreateRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  app.post('/api/entry-create/', async (request, reply) => {
    if (!request.user) throw notAuthenticated();
    const body = validate(EntryCreateBody, request.body ?? {});
    const entry = await createEntry(db, request.user.id, body, await clock.now());
    return reply.status(201).send(entry);
  });
}
