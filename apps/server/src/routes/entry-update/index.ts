// Team Details (SPEC §2, §5, §7): POST entry-update/ edits the signed-in manager's own entry.
import { EntryUpdateBody, UpdatedEntry } from '@ofl/api';
import { requireUser, signedInUser } from '../../plugins/session';
import { updateOwnEntry } from '../../services/entry/entry-update';
import { privately } from '../cache-control';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db, clock }) => {
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
});
