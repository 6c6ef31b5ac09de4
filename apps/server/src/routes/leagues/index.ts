// Classic and head-to-head leagues (SPEC §7, the league calls; docs/leagues-api.md lists them with their bodies
// and errors): create, join by code or a public league, leave, the admin's calls, the league,
// its standings, last season's leagues to renew and to rejoin, and the best leagues.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import {
  BanBody,
  BestLeagues,
  ClassicStandings,
  CodeCheck,
  CreateClassicBody,
  CreateH2hBody,
  DeleteLeagueBody,
  H2hLeagueDetail,
  H2hMatches,
  H2hMatchesQuery,
  H2hStandings,
  H2hStandingsQuery,
  IdParams,
  JoinedLeague,
  JoinPrivateBody,
  JoinPublicBody,
  LeagueCode,
  LeagueDetail,
  LeagueMembers,
  LeagueSearchQuery,
  RejoinableLeagues,
  RenewableLeagues,
  StandingsQuery,
  UpdateClassicBody,
  UpdateH2hBody,
} from '@ofl/api';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body';
import { requireUser, signedInUser } from '../../plugins/session';
import { bestClassicPrivateLeagues } from '../../services/leagues/best-leagues';
import { classicStandingsPage } from '../../services/leagues/classic-standings';
import { h2hMatchesPage, h2hStandingsPage } from '../../services/leagues/h2h-standings';
import {
  banEntry,
  deleteLeague,
  h2hLeagueDetail,
  leagueCode,
  leagueDetail,
  regenerateCode,
  searchLeagueEntries,
  unbanEntry,
  updateH2hLeague,
  updateLeague,
} from '../../services/leagues/league-admin';
import {
  checkLeagueCode,
  createClassicLeague,
  createH2hLeague,
  joinPrivateLeague,
  joinPublicLeague,
  leaveLeague,
} from '../../services/leagues/league-membership';
import {
  deleteRenewable,
  listRejoinable,
  listRenewable,
  rejoinLeague,
  renewLeague,
} from '../../services/leagues/renewable-leagues';
import { privately, revalidated } from '../cache-control';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db }) => {
  acceptEmptyJsonBody(app);

  const user = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;
  const signedIn = { preValidation: requireUser };

  leagueKindRoutes(app, 'classic', {
    createBody: CreateClassicBody,
    updateBody: UpdateClassicBody,
    detail: LeagueDetail,
    create: createClassicLeague,
    read: leagueDetail,
    update: updateLeague,
  });
  leagueKindRoutes(app, 'h2h', {
    createBody: CreateH2hBody,
    updateBody: UpdateH2hBody,
    detail: H2hLeagueDetail,
    create: createH2hLeague,
    read: h2hLeagueDetail,
    update: updateH2hLeague,
  });

  app.get(
    '/api/leagues-classic/:id/standings/',
    {
      schema: {
        params: IdParams,
        querystring: StandingsQuery,
        response: { 200: ClassicStandings },
      },
    },
    async (request, reply) => {
      const { publicVersion, liveRanks } = app.ctx;
      const text = await classicStandingsPage(
        db,
        request.params.id,
        request.query,
        publicVersion,
        liveRanks,
      );
      // Written in the ClassicStandings shape by the service (mostly by the database): sent as
      // is. The same for every reader, so no cookie goes with it (plugins/session.ts).
      return (reply as FastifyReply)
        .header('cache-control', 'public, no-cache')
        .type('application/json; charset=utf-8')
        .send(text);
    },
  );

  app.get(
    '/api/leagues-h2h/:id/standings/',
    {
      schema: { params: IdParams, querystring: H2hStandingsQuery, response: { 200: H2hStandings } },
    },
    async (request, reply) => {
      revalidated(reply);
      return h2hStandingsPage(db, request.params.id, request.query);
    },
  );

  app.get(
    '/api/leagues-h2h-matches/league/:id/',
    { schema: { params: IdParams, querystring: H2hMatchesQuery, response: { 200: H2hMatches } } },
    async (request, reply) => {
      revalidated(reply);
      return h2hMatchesPage(db, request.params.id, request.query);
    },
  );

  app.post(
    '/api/league/code-check/',
    { ...signedIn, schema: { body: JoinPrivateBody, response: { 200: CodeCheck } } },
    async (request, reply) => {
      privately(reply);
      return checkLeagueCode(db, user(request), request.body);
    },
  );

  app.post(
    '/api/leagues-private/join/',
    { ...signedIn, schema: { body: JoinPrivateBody, response: { 201: JoinedLeague } } },
    async (request, reply) => {
      privately(reply);
      return reply.status(201).send(await joinPrivateLeague(db, user(request), request.body));
    },
  );

  app.post(
    '/api/leagues-public/join/',
    { ...signedIn, schema: { body: JoinPublicBody, response: { 201: JoinedLeague } } },
    async (request, reply) => {
      privately(reply);
      return reply.status(201).send(await joinPublicLeague(db, user(request), request.body));
    },
  );

  app.post(
    '/api/league/:id/leave/',
    { ...signedIn, schema: { params: IdParams } },
    async (request, reply) => {
      await leaveLeague(db, user(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/leagues-private/delete/',
    { ...signedIn, schema: { body: DeleteLeagueBody } },
    async (request, reply) => {
      await deleteLeague(db, user(request), request.body.league);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/league/:id/code/',
    { schema: { params: IdParams, response: { 200: LeagueCode } } },
    async (request, reply) => {
      privately(reply);
      return leagueCode(db, request.user?.id, request.params.id);
    },
  );

  app.post(
    '/api/league/:id/code/regenerate/',
    { ...signedIn, schema: { params: IdParams, response: { 200: LeagueCode } } },
    async (request, reply) => {
      privately(reply);
      return regenerateCode(db, user(request), request.params.id);
    },
  );

  app.post(
    '/api/league/:id/bans/ban/',
    { ...signedIn, schema: { params: IdParams, body: BanBody, response: { 200: LeagueDetail } } },
    async (request, reply) => {
      privately(reply);
      return banEntry(db, user(request), request.params.id, request.body.entry);
    },
  );

  app.post(
    '/api/league/:id/bans/unban/',
    { ...signedIn, schema: { params: IdParams, body: BanBody, response: { 200: LeagueDetail } } },
    async (request, reply) => {
      privately(reply);
      return unbanEntry(db, user(request), request.params.id, request.body.entry);
    },
  );

  for (const path of ['/api/league/:id/search-entries/', '/api/league/:id/entries/']) {
    app.get(
      path,
      {
        ...signedIn,
        schema: {
          params: IdParams,
          querystring: LeagueSearchQuery,
          response: { 200: LeagueMembers },
        },
      },
      async (request, reply) => {
        privately(reply);
        const { search, page } = request.query;
        return searchLeagueEntries(db, user(request), request.params.id, search, page);
      },
    );
  }

  app.get(
    '/api/leagues-renewable/',
    { ...signedIn, schema: { response: { 200: RenewableLeagues } } },
    async (request, reply) => {
      privately(reply);
      return listRenewable(db, user(request));
    },
  );

  app.delete(
    '/api/leagues-renewable/:id/',
    { ...signedIn, schema: { params: IdParams } },
    async (request, reply) => {
      await deleteRenewable(db, user(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/leagues-renewable/:id/renew/',
    { ...signedIn, schema: { params: IdParams, response: { 201: LeagueDetail } } },
    async (request, reply) => {
      privately(reply);
      return reply.status(201).send(await renewLeague(db, user(request), request.params.id));
    },
  );

  app.get(
    '/api/leagues-rejoin/',
    { ...signedIn, schema: { response: { 200: RejoinableLeagues } } },
    async (request, reply) => {
      privately(reply);
      return listRejoinable(db, user(request));
    },
  );

  app.post(
    '/api/leagues-rejoin/:id/',
    { ...signedIn, schema: { params: IdParams, response: { 201: JoinedLeague } } },
    async (request, reply) => {
      privately(reply);
      return reply.status(201).send(await rejoinLeague(db, user(request), request.params.id));
    },
  );

  app.get(
    '/api/stats/best-classic-private-leagues/',
    { schema: { response: { 200: BestLeagues } } },
    async (_request, reply) => {
      revalidated(reply);
      return bestClassicPrivateLeagues(db);
    },
  );
});

type Db = FastifyInstance['ctx']['db'];

/** A league kind's bodies, detail and the services behind its calls. */
interface LeagueKind<Create, Update, Detail> {
  createBody: ZodType<Create>;
  updateBody: ZodType<Update>;
  detail: ZodType<unknown, Detail>;
  create(db: Db, userId: number, body: Create): Promise<Detail>;
  read(db: Db, userId: number | undefined, leagueId: number): Promise<Detail>;
  update(db: Db, userId: number, leagueId: number, body: Update): Promise<Detail>;
}

/**
 * A league kind's own calls, the same three for classic and head-to-head: create one (201), read
 * one and change its settings. The schemas validate and serialise as on every route; the type
 * provider cannot carry a generic kind's types into the handlers, so they name them.
 */
function leagueKindRoutes<Create, Update, Detail>(
  app: FastifyInstance,
  kind: 'classic' | 'h2h',
  calls: LeagueKind<Create, Update, Detail>,
) {
  const { db } = app.ctx;
  const signedIn = { preValidation: requireUser };
  const leagueId = (request: FastifyRequest) => (request.params as z.output<typeof IdParams>).id;

  app.post(
    `/api/leagues-${kind}/`,
    { ...signedIn, schema: { body: calls.createBody, response: { 201: calls.detail } } },
    async (request, reply) => {
      privately(reply);
      const body = request.body as Create;
      return reply.status(201).send(await calls.create(db, signedInUser(request).id, body));
    },
  );

  app.get(
    `/api/leagues-${kind}/:id/`,
    { schema: { params: IdParams, response: { 200: calls.detail } } },
    async (request, reply) => {
      privately(reply);
      return calls.read(db, request.user?.id, leagueId(request));
    },
  );

  app.put(
    `/api/leagues-${kind}/:id/`,
    {
      ...signedIn,
      schema: { params: IdParams, body: calls.updateBody, response: { 200: calls.detail } },
    },
    async (request, reply) => {
      privately(reply);
      const body = request.body as Update;
      return calls.update(db, signedInUser(request).id, leagueId(request), body);
    },
  );
}
