// GET event-status/ (api-shapes §14): one row per match day of the current gameweek, with
// bonus_added and points '' (no match yet), 'l' (live), 'p' (provisional) or 'r' (final), and
// whether the tables are 'Updating' (matches done, not yet finalised) or 'Updated'.
import { EventStatus } from '@ofl/api';
import { currentEventId } from '@ofl/engine';
import { eventDeadlines, eventProgress, matchDays, type MatchDayRow } from '@ofl/db';
import { PUBLIC_CACHE_CONTROL } from '../../cache/public-cache';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db, clock }) => {
  app.get(
    '/api/event-status/',
    { schema: { response: { 200: EventStatus } } },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      const now = await clock.now();
      const event = currentEventId(await eventDeadlines(db), now);
      if (event === null) return { status: [], leagues: '' as const };
      const days = await matchDays(db, event);
      const steps = await eventProgress(db, event);
      const points = (d: MatchDayRow): EventStatus['status'][number]['points'] =>
        d.started === 0 ? '' : d.unfinished > 0 ? 'l' : steps.finalised ? 'r' : 'p';
      return {
        status: days.map((d) => ({
          bonus_added: d.bonus_added,
          date: d.day,
          event,
          points: points(d),
        })),
        leagues: steps.finalised
          ? ('Updated' as const)
          : steps.finished
            ? ('Updating' as const)
            : ('' as const),
      };
    },
  );
});
