// The managers' entries (teams), as the services read them one at a time, and the join that
// names a row's team and its manager.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/**
 * Joins the team of a row's `entryId` column as `e` and its manager as `u`, for the team's name
 * (e.name) and the manager's (managerName).
 */
export const joinEntryAndManager = (entryId: SQL): SQL =>
  sql`join entries e on e.id = ${entryId} join users u on u.id = e.user_id`;

/** The manager's full name, of the user joined as `u`. */
export const managerName = sql`u.first_name || ' ' || u.last_name`;

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
