// Entries: any entry is public (SPEC §6), by id. The payload is the same for the owner and for
// everyone else; the owner's live bank and value come from my-team/ alone.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../errors';
import { entryProfile } from '../../services/entry-profile';

const EntryParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export default async function entryRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  app.get('/api/entry/:id/', async (request) => {
    const params = EntryParams.safeParse(request.params);
    if (!params.success) throw notFound();
    return entryProfile(db, params.data.id, await clock.now());
  });
}
