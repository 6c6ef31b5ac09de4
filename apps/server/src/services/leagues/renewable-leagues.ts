// 'Renew your leagues' (SPEC §2): the invitational leagues a manager administered last season.
// A new season keeps them, with their code and members, by e-mail before it wipes the leagues
// (e-mail outlives a reset's or an import's accounts; the next season keeps the accounts); the
// admin renews each (a league with the same settings and code, which he administers) or deletes
// it. Once renewed, its members of last season find it offered and join it with one click.
import type { CodePrivacy, RenewableLeague } from '@ofl/api';
import {
  deleteRenewableLeague,
  deleteRenewableMember,
  markRenewed,
  rejoinableLeagues,
  rejoinOffer,
  renewableLeagueForUpdate,
  renewableLeaguesOf,
  userEmail,
  type Db,
  type Tx,
} from '@ofl/db';
import { notFound } from '../../errors';
import { insertClassicLeague, insertH2hLeague, joinInvitational } from './league-membership';
import { callerEntry, loadLeague, seasonNow } from './league-rules';

async function emailOf(tx: Tx, userId: number) {
  const email = await userEmail(tx, userId);
  if (email === undefined) throw notFound();
  return email;
}

/** GET leagues-renewable/: the caller's leagues of last season, not yet renewed. */
export async function listRenewable(db: Db, userId: number): Promise<RenewableLeague[]> {
  return db.transaction(async (tx) => {
    await callerEntry(tx, userId);
    const rows = await renewableLeaguesOf(tx, await emailOf(tx, userId));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      scoring: r.scoring,
      // Copied from a league, whose code_privacy is a, l or p.
      code_privacy: r.codePrivacy as CodePrivacy,
      has_cup: r.hasCup,
    }));
  });
}

/** The caller's renewable league `id`, not yet renewed, locked; 404 when there is none. */
async function ownRenewable(tx: Tx, userId: number, id: number) {
  const row = await renewableLeagueForUpdate(tx, id, await emailOf(tx, userId));
  if (!row) throw notFound();
  return row;
}

/** DELETE leagues-renewable/{id}/: the manager does not want it back. */
export async function deleteRenewable(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await callerEntry(tx, userId);
    await ownRenewable(tx, userId, id);
    await deleteRenewableLeague(tx, id);
  });
}

/** POST leagues-renewable/{id}/renew/: the league again, with its code, from the next gameweek. */
export async function renewLeague(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    await callerEntry(tx, userId);
    const row = await ownRenewable(tx, userId, id);
    const { next, events } = await seasonNow(tx);
    const start = next ?? events.at(-1) ?? 1;
    const code = row.code ?? undefined;
    const privacy = row.codePrivacy as CodePrivacy;
    // Head-to-head comes back head-to-head, of last season's size and knock-out rounds (none
    // for a league kept before the renewable row held them).
    const league =
      row.scoring === 'h'
        ? await insertH2hLeague(
            tx,
            userId,
            {
              name: row.name,
              start_event: start,
              code_privacy: privacy,
              max_entries: row.maxEntries,
              ko_rounds: row.koRounds ?? 0,
            },
            code,
          )
        : await insertClassicLeague(
            tx,
            userId,
            { name: row.name, start_event: start, has_cup: row.hasCup, code_privacy: privacy },
            code,
          );
    await markRenewed(tx, id, league.id);
    return league;
  });
}

/** GET leagues-rejoin/: last season's leagues of the caller that are renewed and not joined. */
export async function listRejoinable(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId);
    return rejoinableLeagues(tx, await emailOf(tx, userId), entry.id);
  });
}

/** POST leagues-rejoin/{id}/: joins last season's league under the invitational join rules. */
export async function rejoinLeague(db: Db, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId);
    const email = await emailOf(tx, userId);
    const offer = await rejoinOffer(tx, id, email);
    if (offer === undefined) throw notFound();
    const joined = await joinInvitational(tx, await loadLeague(tx, offer, true), entry.id);
    await deleteRenewableMember(tx, id, email);
    return joined;
  });
}
