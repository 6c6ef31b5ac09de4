// 'Renew your leagues' (SPEC §2): the invitational leagues a manager administered last season.
// A new season keeps them, with their code and members, by e-mail before it wipes the leagues
// (e-mail outlives a reset's or an import's accounts; the next season keeps the accounts); the
// admin renews each (a league with the same settings and code, which he administers) or deletes
// it. Once renewed, its members of last season find it offered and join it with one click.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  queryRows,
  renewableLeagueMembers,
  renewableLeagues,
  users,
  type Db,
  type Tx,
} from '@ofl/db';
import { notFound } from '../errors';
import { insertClassicLeague, joinInvitational } from './league-membership';
import { callerEntry, loadLeague, seasonNow } from './league-rules';

/** Keeps the season's invitational leagues, their codes and members, as renewable ones. */
export async function keepRenewableLeagues(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from renewable_leagues`);
  await tx.execute(sql`
    insert into renewable_leagues (email, name, scoring, code_privacy, has_cup, start_event, code)
    select u.email, l.name, l.scoring, l.code_privacy, l.has_cup, l.start_event, l.code
    from leagues l join entries e on e.id = l.admin_entry join users u on u.id = e.user_id
    where l.league_type = 'x'
    order by l.id`);
  await tx.execute(sql`
    insert into renewable_league_members (renewable_id, email)
    select r.id, u.email
    from renewable_leagues r join leagues l on l.code = r.code
      join league_entries m on m.league_id = l.id
      join entries e on e.id = m.entry_id join users u on u.id = e.user_id
    where u.email <> r.email
    on conflict do nothing`);
}

async function emailOf(tx: Tx, userId: number) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return user.email;
}

/** GET leagues-renewable/: the caller's leagues of last season, not yet renewed. */
export async function listRenewable(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    await callerEntry(tx, userId);
    const rows = await tx
      .select()
      .from(renewableLeagues)
      .where(
        and(
          eq(renewableLeagues.email, await emailOf(tx, userId)),
          isNull(renewableLeagues.leagueId),
        ),
      )
      .orderBy(renewableLeagues.id);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      scoring: r.scoring,
      code_privacy: r.codePrivacy,
      has_cup: r.hasCup,
    }));
  });
}

/** The caller's renewable league `id`, not yet renewed, locked; 404 when there is none. */
async function ownRenewable(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(renewableLeagues)
    .where(
      and(
        eq(renewableLeagues.id, id),
        eq(renewableLeagues.email, await emailOf(tx, userId)),
        isNull(renewableLeagues.leagueId),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** DELETE leagues-renewable/{id}/: the manager does not want it back. */
export async function deleteRenewable(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await callerEntry(tx, userId);
    await ownRenewable(tx, userId, id);
    await tx.delete(renewableLeagues).where(eq(renewableLeagues.id, id));
  });
}

/** POST leagues-renewable/{id}/renew/: the league again, with its code, from the next gameweek. */
export async function renewLeague(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    await callerEntry(tx, userId);
    const row = await ownRenewable(tx, userId, id);
    const { next, events } = await seasonNow(tx);
    const league = await insertClassicLeague(
      tx,
      userId,
      {
        name: row.name,
        start_event: next ?? events.at(-1) ?? 1,
        has_cup: row.hasCup,
        code_privacy: row.codePrivacy as 'a' | 'l' | 'p',
      },
      row.code ?? undefined,
    );
    await tx
      .update(renewableLeagues)
      .set({ leagueId: league.id })
      .where(eq(renewableLeagues.id, id));
    return league;
  });
}

/** GET leagues-rejoin/: last season's leagues of the caller that are renewed and not joined. */
export async function listRejoinable(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId);
    return queryRows<{ id: number; league: number; name: string }>(
      tx,
      sql`select r.id, l.id as league, l.name
          from renewable_league_members m
            join renewable_leagues r on r.id = m.renewable_id
            join leagues l on l.id = r.league_id
          where m.email = ${await emailOf(tx, userId)}
            and not exists (select 1 from league_entries le
                            where le.league_id = l.id and le.entry_id = ${entry.id})
          order by r.id`,
    );
  });
}

/** POST leagues-rejoin/{id}/: joins last season's league under the invitational join rules. */
export async function rejoinLeague(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId);
    const email = await emailOf(tx, userId);
    const [offer] = await queryRows<{ league: number }>(
      tx,
      sql`select r.league_id as league
          from renewable_league_members m join renewable_leagues r on r.id = m.renewable_id
          where m.renewable_id = ${id} and m.email = ${email} and r.league_id is not null`,
    );
    if (!offer) throw notFound();
    const joined = await joinInvitational(tx, await loadLeague(tx, offer.league, true), entry.id);
    await tx
      .delete(renewableLeagueMembers)
      .where(
        and(eq(renewableLeagueMembers.renewableId, id), eq(renewableLeagueMembers.email, email)),
      );
    return joined;
  });
}
