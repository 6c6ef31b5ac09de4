// What the live ranker's holder and views read at request time (apps/server/src/live): which
// gameweek is live, and the names of a live table page's teams. The ranker's own load at the
// deadline is a set-based read of its own (live/load-ranker.ts), as the runner's steps are.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { queryRows } from '../raw-sql';
import { joinEntryAndManager, managerName } from './entries';

/** The gameweek whose picks are frozen and which is not finalised yet, if any. */
export async function liveEventId(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ event: number }>(
    db,
    sql`select d.event from runner_steps d
        where d.step = 'deadline'
          and not exists (select 1 from runner_steps f
                          where f.event = d.event and f.step = 'finalised')
        order by d.event desc limit 1`,
  );
  return row?.event ?? null;
}

/** The team's and manager's names of those of `entries` who are still members of `league`. */
export function memberNames(tx: Tx, league: number, entries: readonly number[]) {
  return queryRows<{ id: number; entry_name: string; player_name: string }>(
    tx,
    sql`select e.id, e.name as entry_name, ${managerName} as player_name
        from league_entries le ${joinEntryAndManager(sql`le.entry_id`)}
        where le.league_id = ${league}
          and le.entry_id = any(${`{${entries.join(',')}}`}::int[])`,
  );
}
