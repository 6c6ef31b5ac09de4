// GET winners/event/{event}/ and winners/phase/{phase}/ (SPEC §7, §3 Winner row): the prize
// winners the runner wrote once the gameweek or the month ended; an empty list before then.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PeriodParams, Winners, type Winner } from '@ofl/api';
import { queryRows } from '@ofl/db';
import { notFound } from '../../errors';

export default async function winnersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  async function winners(kind: 'event' | 'phase', period: number): Promise<Winner[]> {
    const table = kind === 'event' ? sql`events` : sql`phases`;
    const [exists] = await queryRows(db, sql`select 1 from ${table} where id = ${period}`);
    if (!exists) throw notFound();
    return queryRows<Winner>(
      db,
      sql`select w.rank, w.rank_sort, w.entry_id, e.name as team_name,
                 u.first_name, u.last_name, w.points
          from prize_winners w join entries e on e.id = w.entry_id
          join users u on u.id = e.user_id
          where w.kind = ${kind} and w.period = ${period}
          order by w.rank_sort`,
    );
  }

  const schema = { params: PeriodParams, response: { 200: Winners } };
  app.get('/api/winners/event/:period/', { schema }, (request) =>
    winners('event', request.params.period),
  );
  app.get('/api/winners/phase/:period/', { schema }, (request) =>
    winners('phase', request.params.period),
  );
}
