// GET winners/event/{event}/ and winners/phase/{phase}/ (SPEC §7, §3 Winner row): the prize
// winners the runner wrote once the gameweek or the month ended; an empty list before then.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '@ofl/db';
import { notFound } from '../../errors';
import { rowId } from '../../path-id';
import { z } from 'zod';

const Params = z.object({ period: rowId });

interface WinnerRow {
  rank: number;
  rank_sort: number;
  entry_id: number;
  team_name: string;
  first_name: string;
  last_name: string;
  points: number;
}

export default async function winnersRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  const winners = (kind: 'event' | 'phase', table: 'events' | 'phases') =>
    async function handler(request: { params: unknown }): Promise<WinnerRow[]> {
      const params = Params.safeParse(request.params);
      if (!params.success) throw notFound();
      const [exists] = await queryRows(
        db,
        sql`select 1 from ${sql.raw(table)} where id = ${params.data.period}`,
      );
      if (!exists) throw notFound();
      return queryRows<WinnerRow>(
        db,
        sql`select w.rank, w.rank_sort, w.entry_id, e.name as team_name,
                   u.first_name, u.last_name, w.points
            from prize_winners w join entries e on e.id = w.entry_id
            join users u on u.id = e.user_id
            where w.kind = ${kind} and w.period = ${params.data.period}
            order by w.rank_sort`,
      );
    };

  app.get('/api/winners/event/:period/', winners('event', 'events'));
  app.get('/api/winners/phase/:period/', winners('phase', 'phases'));
}
