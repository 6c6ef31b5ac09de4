// Classic leagues (SPEC §7, the league calls; docs/leagues-api.md lists them with their bodies
// and errors): create, join by code or a public league, leave, the admin's calls, the league,
// its standings, last season's leagues to renew and the best leagues.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BanBody,
  CreateClassicBody,
  DeleteLeagueBody,
  IdParams,
  JoinPrivateBody,
  JoinPublicBody,
  SearchQuery,
  StandingsQuery,
  UpdateClassicBody,
} from '@ofl/api';
import { requireUser, signedInUser } from '../../plugins/session';
import { bestClassicPrivateLeagues } from '../../services/best-leagues';
import { classicStandingsPage } from '../../services/classic-standings';
import {
  banEntry,
  deleteLeague,
  leagueCode,
  leagueDetail,
  regenerateCode,
  searchLeagueEntries,
  unbanEntry,
  updateLeague,
} from '../../services/league-admin';
import {
  checkLeagueCode,
  createClassicLeague,
  joinPrivateLeague,
  joinPublicLeague,
  leaveLeague,
} from '../../services/league-membership';
import { deleteRenewable, listRenewable, renewLeague } from '../../services/renewable-leagues';

/** Per-manager answers are never cached by anyone else. */
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export default async function leagueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  // Calls with an empty body may still label it JSON; here that means no body.
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

  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;
  /** Signed-in callers only, refused before their input is judged. */
  const member = { preValidation: requireUser };
  const byId = { params: IdParams };

  app.post(
    '/api/leagues-classic/',
    { ...member, schema: { body: CreateClassicBody } },
    async (request, reply) => {
      const id = userId(request);
      const body = request.body;
      privately(reply);
      return reply.status(201).send(await createClassicLeague(db, id, body));
    },
  );

  app.get('/api/leagues-classic/:id/', { schema: byId }, async (request, reply) => {
    privately(reply);
    return leagueDetail(db, request.user?.id, request.params.id);
  });

  app.put(
    '/api/leagues-classic/:id/',
    { ...member, schema: { ...byId, body: UpdateClassicBody } },
    async (request, reply) => {
      const id = userId(request);
      const body = request.body;
      privately(reply);
      return updateLeague(db, id, request.params.id, body);
    },
  );

  app.get(
    '/api/leagues-classic/:id/standings/',
    { schema: { ...byId, querystring: StandingsQuery } },
    async (request, reply) => {
      const query = request.query;
      reply.header('cache-control', 'no-cache');
      return classicStandingsPage(db, request.params.id, query);
    },
  );

  app.post(
    '/api/league/code-check/',
    { ...member, schema: { body: JoinPrivateBody } },
    async (request, reply) => {
      const id = userId(request);
      const body = request.body;
      privately(reply);
      return checkLeagueCode(db, id, body.code);
    },
  );

  app.post(
    '/api/leagues-private/join/',
    { ...member, schema: { body: JoinPrivateBody } },
    async (request, reply) => {
      const id = userId(request);
      const body = request.body;
      privately(reply);
      return reply.status(201).send(await joinPrivateLeague(db, id, body));
    },
  );

  app.post(
    '/api/leagues-public/join/',
    { ...member, schema: { body: JoinPublicBody } },
    async (request, reply) => {
      const id = userId(request);
      const body = request.body;
      privately(reply);
      return reply.status(201).send(await joinPublicLeague(db, id, body));
    },
  );

  app.post('/api/league/:id/leave/', { ...member, schema: byId }, async (request, reply) => {
    await leaveLeague(db, userId(request), request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/api/leagues-private/delete/',
    { ...member, schema: { body: DeleteLeagueBody } },
    async (request, reply) => {
      const id = userId(request);
      const body = request.body;
      await deleteLeague(db, id, body.league);
      return reply.status(204).send();
    },
  );

  app.get('/api/league/:id/code/', { schema: byId }, async (request, reply) => {
    privately(reply);
    return leagueCode(db, request.user?.id, request.params.id);
  });

  app.post(
    '/api/league/:id/code/regenerate/',
    { ...member, schema: byId },
    async (request, reply) => {
      privately(reply);
      return regenerateCode(db, userId(request), request.params.id);
    },
  );

  app.post(
    '/api/league/:id/bans/ban/',
    { ...member, schema: { ...byId, body: BanBody } },
    async (request, reply) => {
      const id = userId(request);
      const body = request.body;
      privately(reply);
      return banEntry(db, id, request.params.id, body.entry);
    },
  );

  app.post(
    '/api/league/:id/bans/unban/',
    { ...member, schema: { ...byId, body: BanBody } },
    async (request, reply) => {
      const id = userId(request);
      const body = request.body;
      privately(reply);
      return unbanEntry(db, id, request.params.id, body.entry);
    },
  );

  for (const path of ['/api/league/:id/search-entries/', '/api/league/:id/entries/']) {
    app.get(
      path,
      { ...member, schema: { ...byId, querystring: SearchQuery } },
      async (request, reply) => {
        const id = userId(request);
        const query = request.query;
        privately(reply);
        return searchLeagueEntries(db, id, request.params.id, query.search, query.page);
      },
    );
  }

  // No input; the answers' schemas come with the leagues' screens.
  app.get('/api/leagues-renewable/', { ...member, schema: {} }, async (request, reply) => {
    privately(reply);
    return listRenewable(db, userId(request));
  });

  app.delete('/api/leagues-renewable/:id/', { ...member, schema: byId }, async (request, reply) => {
    await deleteRenewable(db, userId(request), request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/api/leagues-renewable/:id/renew/',
    { ...member, schema: byId },
    async (request, reply) => {
      const id = userId(request);
      privately(reply);
      return reply.status(201).send(await renewLeague(db, id, request.params.id));
    },
  );

  app.get('/api/stats/best-classic-private-leagues/', { schema: {} }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return bestClassicPrivateLeagues(db);
  });
}
