// Watchlist (SPEC §7): POST and DELETE watchlist/{code}/ with an empty body, signed-in users only.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notAuthenticated, notFound } from '../../errors';
import { rowId } from '../../path-id';
import { unwatch, watch } from '../../services/watchlist';

const CodeParams = z.object({ code: rowId });

export default async function watchlistRoutes(app: FastifyInstance) {
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

  const codeOf = (params: unknown) => {
    const parsed = CodeParams.safeParse(params);
    if (!parsed.success) throw notFound();
    return parsed.data.code;
  };

  app.post('/api/watchlist/:code/', async (request, reply) => {
    if (!request.user) throw notAuthenticated();
    await watch(db, request.user.id, codeOf(request.params));
    return reply.status(201).send({ code: codeOf(request.params) });
  });

  app.delete('/api/watchlist/:code/', async (request, reply) => {
    if (!request.user) throw notAuthenticated();
    await unwatch(db, request.user.id, codeOf(request.params));
    return reply.status(204).send();
  });
}
