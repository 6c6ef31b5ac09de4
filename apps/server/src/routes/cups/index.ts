// Cups (SPEC §4 Cup, §3 Cup status; game rules §7.4): a league's cup status, the cup's matches
// by page, team and gameweek, and its teams for the team filter. Public, like the standings;
// the id is the league's or its cup's own.
import { CupEntrants, CupMatches, CupMatchesQuery, IdParams, LeagueCupStatus } from '@ofl/api';
import { cupMatches, cupTeams, leagueCupStatus } from '../../services/leagues/cups';
import { revalidated } from '../cache-control';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db, clock, gameRules }) => {
  app.get(
    '/api/league/:id/cup-status/',
    { schema: { params: IdParams, response: { 200: LeagueCupStatus } } },
    async (request, reply) => {
      revalidated(reply);
      return leagueCupStatus(db, request.params.id, await clock.now(), await gameRules(db));
    },
  );

  app.get(
    '/api/league/:id/cup-matches/',
    { schema: { params: IdParams, querystring: CupMatchesQuery, response: { 200: CupMatches } } },
    async (request, reply) => {
      revalidated(reply);
      return cupMatches(db, request.params.id, request.query);
    },
  );

  app.get(
    '/api/league/:id/cup-entries/',
    { schema: { params: IdParams, response: { 200: CupEntrants } } },
    async (request, reply) => {
      revalidated(reply);
      return cupTeams(db, request.params.id);
    },
  );
});
