// Team Details (SPEC §2, §5, §7): POST entry-update/ edits the signed-in manager's own entry.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EntryUpdateBody, UpdatedEntry } from '@ofl/api';
import { requireUser, signedInUser } from '../../plugins/session';
import { updateOwnEntry } from '../../services/entry/entry-update';
import { privately } from '../cache-control';

export default async function entryUpdateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  app.post(
    '/api/entry-update/',
    {
      preValidation: requireUser,
      schema: { body: EntryUpdateBody, response: { 200: UpdatedEntry } },
    },
    async (request, reply) => {
      privately(reply);
      return updateOwnEntry(db, signedInUser(request).id, request.body, await clock.now());
    },
  );
}
