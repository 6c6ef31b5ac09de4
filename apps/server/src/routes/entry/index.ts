// Entries: any entry is public (SPEC §6), by id. The payload is the same for the owner and for
// everyone else; the owner's live bank and value come from my-team/ alone.
import type { FastifyInstance } from 'fastify';
import { pathId } from '../../path-id';
import { entryProfile } from '../../services/entry-profile';

export default async function entryRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  app.get('/api/entry/:id/', async (request) =>
    entryProfile(db, pathId(request.params), await clock.now()),
  );
}
