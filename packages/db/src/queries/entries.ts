// The managers' entries (teams), as the services read them one at a time.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/** The user's entry, locked, and whether it has picked its squad this season; undefined if none. */
export async function userEntryForUpdate(
  tx: Tx,
  userId: number,
): Promise<{ id: number; picked: boolean } | undefined> {
  const [existing] = await queryRows<{ id: number; picked: boolean }>(
    tx,
    sql`select e.id, exists (select 1 from entry_picks p where p.entry_id = e.id) as picked
          from entries e where e.user_id = ${userId} for update`,
  );
  return existing;
}
