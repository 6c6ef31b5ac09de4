// The game's public data: bootstrap-static, fixtures, me and the health check.
import { Bootstrap, Fixtures, FixturesQuery, Health, Me } from '@ofl/api';
import { bootstrapRows, fixtureRows, fixturesLines, pingDatabase } from '@ofl/db';
import { presentBootstrap } from '../../presenters/bootstrap';
import { pricesProgress } from '../../runner/update-prices';
import { presentFixtures } from '../../presenters/fixture';
import { presentMe } from '../../services/accounts/me';
import { PublicCache, sendPublic } from '../../cache/public-cache';
import { privately } from '../cache-control';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db, clock }) => {
  const cache = new PublicCache();

  app.get('/api/health/', { schema: { response: { 200: Health } } }, async () => {
    await pingDatabase(db);
    return { status: 'ok' as const, database: app.ctx.database.kind };
  });

  app.get(
    '/api/bootstrap-static/',
    { schema: { response: { 200: Bootstrap } } },
    async (request, reply) =>
      sendPublic(request, reply, cache, 'bootstrap', async () => {
        const now = await clock.now();
        return presentBootstrap(await bootstrapRows(db), now, await pricesProgress(db, now));
      }),
  );

  app.get('/api/me/', { schema: { response: { 200: Me } } }, async (request, reply) => {
    privately(reply);
    return presentMe(db, request.user, await clock.now());
  });

  app.get(
    '/api/fixtures/',
    { schema: { querystring: FixturesQuery, response: { 200: Fixtures } } },
    async (request, reply) => {
      const { query } = request;
      const name = `fixtures:${query.event ?? ''}:${query.future ?? ''}`;
      return sendPublic(request, reply, cache, name, async () => {
        const now = await clock.now();
        const rows = await fixtureRows(db, {
          event: query.event,
          futureAfter: query.future === '1' ? now : undefined,
        });
        const started = rows.filter((f) => f.started).map((f) => f.id);
        const lines = started.length === 0 ? [] : await fixturesLines(db, started);
        return presentFixtures(rows, lines);
      });
    },
  );
});
