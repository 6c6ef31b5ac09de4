// GET /api/calendar/deadlines.ics: every gameweek deadline of the season as an iCalendar feed
// (RFC 5545) a calendar app subscribes to once. Built from the events table on each request,
// so a rescheduled gameweek or a new season shows at the app's next refresh.
import { z } from 'zod';
import { eventDeadlines } from '@ofl/db';
import { PUBLIC_CACHE_CONTROL } from '../../cache/public-cache';
import { deadlinesCalendar } from '../../services/calendar/deadlines-calendar';
import { defineRoutes } from '../define-routes';

export const DEADLINES_CALENDAR_PATH = '/api/calendar/deadlines.ics';

export default defineRoutes((app, { db }) => {
  app.get(
    DEADLINES_CALENDAR_PATH,
    {
      schema: {
        summary: 'Every gameweek deadline as an iCalendar feed',
        description:
          'One event per gameweek deadline (a stable UID per gameweek), with alarms a day and ' +
          'an hour before; subscribe to it once in a calendar app.',
        produces: ['text/calendar'],
        response: { 200: z.string().describe('An iCalendar (RFC 5545) object') },
      },
    },
    async (_request, reply) => {
      const calendar = deadlinesCalendar(
        await eventDeadlines(db),
        app.ctx.publicUrl,
        app.ctx.wallNow(),
      );
      return reply
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('content-disposition', 'inline; filename="deadlines.ics"')
        .type('text/calendar; charset=utf-8')
        .send(calendar);
    },
  );
});
