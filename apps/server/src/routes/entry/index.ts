// Entries: any entry is public (SPEC §6), by id. The payload is the same for the owner and for
// everyone else; the owner's live bank and value come from my-team/ alone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EntrySummary, IdParams } from '@ofl/api';
import { entryProfile } from '../../services/entry-profile';

export default async function entryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  app.get(
    '/api/entry/:id/',
    { schema: { params: IdParams, response: { 200: EntrySummary } } },
    async (request) => entryProfile(db, request.params.id, await clock.now()),
  );
}
