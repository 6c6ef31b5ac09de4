// What the demo's first start reads and marks as it plays its seasons.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/** How many seasons are archived (played before the one in place). */
export async function archivedSeasonCount(db: Tx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct season_name)::int as n from element_past_seasons`,
  );
  return row?.n ?? 0;
}

/** The gameweek's last kick-off and the next gameweek's deadline (null for none). */
export async function gameweekBounds(
  db: Tx,
  event: number,
): Promise<{ last: string | Date | null; next: string | Date | null } | undefined> {
  const [row] = await queryRows<{ last: string | Date | null; next: string | Date | null }>(
    db,
    sql`select (select max(kickoff_time) from fixtures where event = ${event}) as last,
               (select min(deadline_time) from events where id > ${event}) as next`,
  );
  return row;
}

/** Marks the demo's first start as begun (runner step 0 'demo:start'). */
export async function markDemoStarted(db: Tx): Promise<void> {
  await db.execute(sql`insert into runner_steps (event, step) values (0, 'demo:start')
                       on conflict do nothing`);
}
