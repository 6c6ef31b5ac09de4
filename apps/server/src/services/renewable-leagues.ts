// 'Renew your leagues' (SPEC §2): the invitational leagues a manager administered last season.
// A new season (the demo's reset or an imported season) keeps them by the admin's e-mail before
// it wipes the accounts; the manager who signs up again with that address finds them, renews
// each (a new league with the same settings, which he administers) or deletes it.
import { and, eq, sql } from 'drizzle-orm';
import { renewableLeagues, users, type Db, type Tx } from '@ofl/db';
import { notFound } from '../errors';
import { insertClassicLeague } from './league-membership';
import { callerEntry, seasonNow } from './league-rules';

/** Keeps the season's invitational leagues as the next season's renewable ones. */
export async function keepRenewableLeagues(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from renewable_leagues`);
  await tx.execute(sql`
    insert into renewable_leagues (email, name, scoring, code_privacy, has_cup, start_event)
    select u.email, l.name, l.scoring, l.code_privacy, l.has_cup, l.start_event
    from leagues l join entries e on e.id = l.admin_entry join users u on u.id = e.user_id
    where l.league_type = 'x'
    order by l.id`);
}

async function emailOf(tx: Tx, userId: number) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return user.email;
}

/** GET leagues-renewable/: the caller's leagues of last season. */
export async function listRenewable(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    await callerEntry(tx, userId);
    const rows = await tx
      .select()
      .from(renewableLeagues)
      .where(eq(renewableLeagues.email, await emailOf(tx, userId)))
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

async function takeRenewable(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .delete(renewableLeagues)
    .where(and(eq(renewableLeagues.id, id), eq(renewableLeagues.email, await emailOf(tx, userId))))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** DELETE leagues-renewable/{id}/: the manager does not want it back. */
export async function deleteRenewable(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await callerEntry(tx, userId);
    await takeRenewable(tx, userId, id);
  });
}

/** POST leagues-renewable/{id}/renew/: the league again, from the next gameweek. */
export async function renewLeague(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    await callerEntry(tx, userId);
    const row = await takeRenewable(tx, userId, id);
    const { next, events } = await seasonNow(tx);
    return insertClassicLeague(tx, userId, {
      name: row.name,
      start_event: next ?? events.at(-1) ?? 1,
      has_cup: row.hasCup,
      code_privacy: row.codePrivacy as 'a' | 'l' | 'p',
    });
  });
}
