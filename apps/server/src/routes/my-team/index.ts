// Pick Team (SPEC §2, §7): GET and POST my-team/{entry}/, the owner's only; and the public
// picks of a gameweek whose deadline has passed.
import type { FastifyInstance } from 'fastify';
import type { ElementId } from '@ofl/engine';
import { notAuthenticated, notFound } from '../../errors';
import { getMyTeam, savePicks } from '../../services/picks';
import { validate } from '../../services/validate';
import { registerEventPicks } from './event-picks';
import { EntryParams, SavePicksBody } from './schema';

export default async function myTeamRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  app.get('/api/my-team/:entry/', async (request, reply) => {
    if (!request.user) throw notAuthenticated();
    const params = EntryParams.safeParse(request.params);
    if (!params.success) throw notFound();
    reply.header('cache-control', 'private, no-store');
    return getMyTeam(db, params.data.entry, request.user.id, await clock.now());
  });

  app.post('/api/my-team/:entry/', async (request, reply) => {
    if (!request.user) throw notAuthenticated();
    const params = EntryParams.safeParse(request.params);
    if (!params.success) throw notFound();
    const body = validate(SavePicksBody, request.body ?? {});
    reply.header('cache-control', 'private, no-store');
    const picks = body.picks.map((p) => ({ ...p, element: p.element as ElementId }));
    return savePicks(
      db,
      params.data.entry,
      request.user.id,
      { chip: body.chip, picks },
      await clock.now(),
    );
  });

  registerEventPicks(app);
}
