// Squad selection's submit: a signed-in player without a team enters his squad (SPEC §2, §7).
import { EntryCreateBody } from '@ofl/api';
import { requireUser, signedInUser } from '../../plugins/session';
import { createEntry } from '../../services/planning/squads';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db, clock }) => {
  app.post(
    '/api/entry-create/',
    { preValidation: requireUser, schema: { body: EntryCreateBody } },
    async (request, reply) => {
      const user = signedInUser(request);
      const entry = await createEntry(db, user.id, request.body, await clock.now());
      return reply.status(201).send(entry);
    },
  );
});
