// GET fixture/{id}/stats/ (SPEC §7): every player's line of one fixture, his club's side and his
// points, with each side's totals, for the fixtures page's Player Stats. Lines move while the
// match is live, so the payload is built per request from the posted lines.
import { FixtureStats, IdParams } from '@ofl/api';
import { fixtureLines, fixtureSides } from '@ofl/db';
import { notFound } from '../../errors';
import { COUNT_STATS } from '../../presenters/stat-fields';
import { revalidated } from '../cache-control';
import { defineRoutes } from '../define-routes';

type Side = 'h' | 'a';

export default defineRoutes((app, { db }) => {
  const schema = { params: IdParams, response: { 200: FixtureStats } };
  app.get('/api/fixture/:id/stats/', { schema }, async (request, reply) => {
    const { id } = request.params;
    const fixture = await fixtureSides(db, id);
    if (!fixture) throw notFound();
    const lines = await fixtureLines(db, id);
    const totals = { h: zeroes(), a: zeroes() };
    const players = lines.map((l) => {
      const side: Side = l.team === fixture.team_h ? 'h' : 'a';
      const stats: Record<string, number> = {};
      for (const key of COUNT_STATS) {
        stats[key] = key === 'bps' ? l.bps : key === 'bonus' ? l.bonus : (l.stats[key] ?? 0);
        totals[side][key] = totals[side][key]! + stats[key];
      }
      return { element: l.element, team: l.team, side, total_points: l.points + l.bonus, stats };
    });
    revalidated(reply);
    return { fixture: id, event: fixture.event, players, totals };
  });
});

const zeroes = () =>
  Object.fromEntries(COUNT_STATS.map((key) => [key, 0])) as Record<string, number>;
