// Watchlist (SPEC §7): POST and DELETE watchlist/{code}/ with an empty body, signed-in users only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CodeParams } from '@ofl/api';
import { requireUser, signedInUser } from '../../plugins/session';
import { unwatch, watch } from '../../services/watchlist';

export default async function watchlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  // The client may send an empty body labelled as JSON; in this area that means no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('JSON parse error'), { statusCode: 400 }), undefined);
    }
  });

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
}
