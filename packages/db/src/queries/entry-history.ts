// An entry's gameweek history rows, as the services read them one at a time.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/** The entry's overall rank after the gameweek; undefined without a history row, null unranked. */
export async function entryEventRank(
  db: Tx,
  entryId: number,
  event: number,
): Promise<number | null | undefined> {
  const [history] = await queryRows<{ rank: number | null }>(
    db,
    sql`select rank from entry_history
        where entry_id = ${entryId} and event = ${event}`,
  );
  return history?.rank;
}
