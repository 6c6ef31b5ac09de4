// GET event-status/ (api-shapes §14): one row per match day of the current gameweek, with
// bonus_added and points '' (no match yet), 'l' (live), 'p' (provisional) or 'r' (final), and
// whether the tables are 'Updating' (matches done, not yet finalised) or 'Updated'.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EventStatus } from '@ofl/api';
import { currentEventId } from '@ofl/engine';
import { queryRows } from '@ofl/db';

interface DayRow {
  day: string;
  started: number;
  unfinished: number;
  bonus_added: boolean;
}

export default async function eventStatusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;

  app.get(
    '/api/event-status/',
    { schema: { response: { 200: EventStatus } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      const now = await clock.now();
      const deadlines = await queryRows<{ id: number; deadline_time: string | Date }>(
        db,
        sql`select id, deadline_time from events order by id`,
      );
      const event = currentEventId(
        deadlines.map((e) => ({ id: e.id, deadline_time: new Date(e.deadline_time) })),
        now,
      );
      if (event === null) return { status: [], leagues: '' as const };
      const days = await queryRows<DayRow>(
        db,
        sql`select to_char(kickoff_time at time zone 'UTC', 'YYYY-MM-DD') as day,
                 count(*) filter (where started)::int as started,
                 count(*) filter (where not finished_provisional)::int as unfinished,
                 exists (select 1 from runner_steps r where r.event = ${event}
                         and r.step = 'bonus:' || to_char(min(kickoff_time) at time zone 'UTC',
                                                          'YYYY-MM-DD')) as bonus_added
          from fixtures where event = ${event} and kickoff_time is not null
          group by 1 order by 1`,
      );
      const [steps] = await queryRows<{ finalised: boolean; finished: boolean }>(
        db,
        sql`select exists (select 1 from runner_steps where event = ${event} and step = 'finalised')
                   as finalised,
                 coalesce((select bool_and(finished) from fixtures where event = ${event}), false)
                   as finished`,
      );
      const points = (d: DayRow): EventStatus['status'][number]['points'] =>
        d.started === 0 ? '' : d.unfinished > 0 ? 'l' : steps?.finalised ? 'r' : 'p';
      return {
        status: days.map((d) => ({
          bonus_added: d.bonus_added,
          date: d.day,
          event,
          points: points(d),
        })),
        leagues: steps?.finalised
          ? ('Updated' as const)
          : steps?.finished
            ? ('Updating' as const)
            : ('' as const),
      };
    },
  );
}
