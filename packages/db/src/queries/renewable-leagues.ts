// Last season's invitational leagues, kept by e-mail so a new season can renew them, and the
// members they are offered to.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import { renewableLeagueMembers, renewableLeagues } from '../schema/index';
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
    insert into renewable_leagues (email, name, scoring, code_privacy, has_cup, start_event, code,
                                   max_entries, ko_rounds)
    select u.email, l.name, l.scoring, l.code_privacy, l.has_cup, l.start_event, l.code,
           l.max_entries, l.ko_rounds
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

/** The leagues kept for that e-mail and not yet renewed, in the order kept. */
export function renewableLeaguesOf(tx: Tx, email: string) {
  return tx
    .select()
    .from(renewableLeagues)
    .where(and(eq(renewableLeagues.email, email), isNull(renewableLeagues.leagueId)))
    .orderBy(renewableLeagues.id);
}

/** The league `id` kept for that e-mail and not yet renewed, locked until the transaction ends. */
export async function renewableLeagueForUpdate(tx: Tx, id: number, email: string) {
  const [row] = await tx
    .select()
    .from(renewableLeagues)
    .where(
      and(
        eq(renewableLeagues.id, id),
        eq(renewableLeagues.email, email),
        isNull(renewableLeagues.leagueId),
      ),
    )
    .for('update');
  return row;
}

export async function deleteRenewableLeague(tx: Tx, id: number) {
  await tx.delete(renewableLeagues).where(eq(renewableLeagues.id, id));
}

/** Records the league that renewed the kept one. */
export async function markRenewed(tx: Tx, id: number, leagueId: number) {
  await tx.update(renewableLeagues).set({ leagueId }).where(eq(renewableLeagues.id, id));
}

/** The member with that e-mail is no longer offered the renewed league. */
export async function deleteRenewableMember(tx: Tx, id: number, email: string) {
  await tx
    .delete(renewableLeagueMembers)
    .where(
      and(eq(renewableLeagueMembers.renewableId, id), eq(renewableLeagueMembers.email, email)),
    );
}
