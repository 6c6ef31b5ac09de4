// Watchlist (SPEC §7): POST and DELETE watchlist/{code}/ with an empty body, signed-in users only.
import { CodeParams } from '@ofl/api';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body';
import { requireUser, signedInUser } from '../../plugins/session';
import { unwatch, watch } from '../../services/accounts/watchlist';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db }) => {
  acceptEmptyJsonBody(app);

  const options = { preValidation: requireUser, schema: { params: CodeParams } };

  app.post('/api/watchlist/:code/', options, async (request, reply) => {
    const { code } = request.params;
    await watch(db, signedInUser(request).id, code);
    return reply.status(201).send({ code });
  });

  app.delete('/api/watchlist/:code/', options, async (request, reply) => {
    await unwatch(db, signedInUser(request).id, request.params.code);
    return reply.status(204).send();
  });
});
