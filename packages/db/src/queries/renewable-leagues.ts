// Last season's invitational leagues, kept by e-mail so a new season can renew them, and the
// members they are offered to.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import { joinEntryAndManager } from './entries';

/** A renewed league offered to one of last season's members. */
export interface RejoinableLeagueRow {
  id: number;
  league: number;
  name: string;
}

/** Keeps the season's invitational leagues, their codes and members, as renewable ones. */
export async function keepRenewableLeagues(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from renewable_leagues`);
  await tx.execute(sql`
    insert into renewable_leagues (email, name, scoring, code_privacy, has_cup, start_event, code)
    select u.email, l.name, l.scoring, l.code_privacy, l.has_cup, l.start_event, l.code
    from leagues l ${joinEntryAndManager(sql`l.admin_entry`)}
    where l.league_type = 'x'
    order by l.id`);
  await tx.execute(sql`
    insert into renewable_league_members (renewable_id, email)
    select r.id, u.email
    from renewable_leagues r join leagues l on l.code = r.code
      join league_entries m on m.league_id = l.id ${joinEntryAndManager(sql`m.entry_id`)}
    where u.email <> r.email
    on conflict do nothing`);
}

/** The renewed leagues offered to `email` that `entryId` is not in yet. */
export function rejoinableLeagues(
  tx: Tx,
  email: string,
  entryId: number,
): Promise<RejoinableLeagueRow[]> {
  return queryRows<RejoinableLeagueRow>(
    tx,
    sql`select r.id, l.id as league, l.name
          from renewable_league_members m
            join renewable_leagues r on r.id = m.renewable_id
            join leagues l on l.id = r.league_id
          where m.email = ${email}
            and not exists (select 1 from league_entries le
                            where le.league_id = l.id and le.entry_id = ${entryId})
          order by r.id`,
  );
}

/** The renewed league of offer `id` to `email`; undefined if there is no such offer. */
export async function rejoinOffer(tx: Tx, id: number, email: string): Promise<number | undefined> {
  const [offer] = await queryRows<{ league: number }>(
    tx,
    sql`select r.league_id as league
          from renewable_league_members m join renewable_leagues r on r.id = m.renewable_id
          where m.renewable_id = ${id} and m.email = ${email} and r.league_id is not null`,
  );
  return offer?.league;
}
