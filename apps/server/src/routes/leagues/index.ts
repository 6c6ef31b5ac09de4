// Classic leagues (SPEC §7, the league calls; docs/leagues-api.md lists them with their bodies
// and errors): create, join by code or a public league, leave, the admin's calls, the league,
// its standings, last season's leagues to renew and the best leagues.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notAuthenticated } from '../../errors';
import { pathId } from '../../path-id';
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
import { validate } from '../../services/validate';
import {
  BanBody,
  CreateClassicBody,
  DeleteLeagueBody,
  JoinPrivateBody,
  JoinPublicBody,
  SearchQuery,
  StandingsQuery,
  UpdateClassicBody,
} from './schema';

/** Per-manager answers are never cached by anyone else. */
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export default async function leagueRoutes(app: FastifyInstance) {
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

  const userId = (request: { user?: { id: number } | null }) => {
    if (!request.user) throw notAuthenticated();
    return request.user.id;
  };

  app.post('/api/leagues-classic/', async (request, reply) => {
    const id = userId(request);
    const body = validate(CreateClassicBody, request.body ?? {});
    privately(reply);
    return reply.status(201).send(await createClassicLeague(db, id, body));
  });

  app.get('/api/leagues-classic/:id/', async (request, reply) => {
    privately(reply);
    return leagueDetail(db, request.user?.id, pathId(request.params));
  });

  app.put('/api/leagues-classic/:id/', async (request, reply) => {
    const id = userId(request);
    const body = validate(UpdateClassicBody, request.body ?? {});
    privately(reply);
    return updateLeague(db, id, pathId(request.params), body);
  });

  app.get('/api/leagues-classic/:id/standings/', async (request, reply) => {
    const query = validate(StandingsQuery, request.query ?? {});
    reply.header('cache-control', 'no-cache');
    return classicStandingsPage(db, pathId(request.params), query);
  });

  app.post('/api/league/code-check/', async (request, reply) => {
    const id = userId(request);
    const body = validate(JoinPrivateBody, request.body ?? {});
    privately(reply);
    return checkLeagueCode(db, id, body.code);
  });

  app.post('/api/leagues-private/join/', async (request, reply) => {
    const id = userId(request);
    const body = validate(JoinPrivateBody, request.body ?? {});
    privately(reply);
    return reply.status(201).send(await joinPrivateLeague(db, id, body));
  });

  app.post('/api/leagues-public/join/', async (request, reply) => {
    const id = userId(request);
    const body = validate(JoinPublicBody, request.body ?? {});
    privately(reply);
    return reply.status(201).send(await joinPublicLeague(db, id, body));
  });

  app.post('/api/league/:id/leave/', async (request, reply) => {
    await leaveLeague(db, userId(request), pathId(request.params));
    return reply.status(204).send();
  });

  app.post('/api/leagues-private/delete/', async (request, reply) => {
    const id = userId(request);
    const body = validate(DeleteLeagueBody, request.body ?? {});
    await deleteLeague(db, id, body.league);
    return reply.status(204).send();
  });

  app.get('/api/league/:id/code/', async (request, reply) => {
    privately(reply);
    return leagueCode(db, request.user?.id, pathId(request.params));
  });

  app.post('/api/league/:id/code/regenerate/', async (request, reply) => {
    privately(reply);
    return regenerateCode(db, userId(request), pathId(request.params));
  });

  app.post('/api/league/:id/bans/ban/', async (request, reply) => {
    const id = userId(request);
    const body = validate(BanBody, request.body ?? {});
    privately(reply);
    return banEntry(db, id, pathId(request.params), body.entry);
  });

  app.post('/api/league/:id/bans/unban/', async (request, reply) => {
    const id = userId(request);
    const body = validate(BanBody, request.body ?? {});
    privately(reply);
    return unbanEntry(db, id, pathId(request.params), body.entry);
  });

  for (const path of ['/api/league/:id/search-entries/', '/api/league/:id/entries/']) {
    app.get(path, async (request, reply) => {
      const id = userId(request);
      const query = validate(SearchQuery, request.query ?? {});
      privately(reply);
      return searchLeagueEntries(db, id, pathId(request.params), query.search, query.page);
    });
  }

  app.get('/api/leagues-renewable/', async (request, reply) => {
    privately(reply);
    return listRenewable(db, userId(request));
  });

  app.delete('/api/leagues-renewable/:id/', async (request, reply) => {
    await deleteRenewable(db, userId(request), pathId(request.params));
    return reply.status(204).send();
  });

  app.post('/api/leagues-renewable/:id/renew/', async (request, reply) => {
    const id = userId(request);
    privately(reply);
    return reply.status(201).send(await renewLeague(db, id, pathId(request.params)));
  });

  app.get('/api/stats/best-classic-private-leagues/', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return bestClassicPrivateLeagues(db);
  });
}
