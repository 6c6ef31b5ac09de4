// Joining and leaving classic leagues (SPEC §2 League admin and creation, §4 Leagues, §8 join
// errors; game rules §7.1): create an invitational league, check and join by code, join a
// public league, leave. Each call is one transaction that locks the caller's entry, so two
// joins at once cannot both pass a limit.
import { and, eq, sql } from 'drizzle-orm';
import {
  leagueEntries,
  leaguePhaseEntries,
  leagues,
  loadLeagueSettings,
  queryRows,
  type Db,
  type Tx,
} from '@ofl/db';
import { notFound, ruleBroken } from '../errors';
import { leagueRights, presentEntryLeague, presentLeagueDetail } from '../presenters/league';
import {
  CODE_LENGTH,
  callerEntry,
  countLeagues,
  isBanned,
  isMember,
  joinErrors,
  loadLeague,
  newLeagueCode,
  seasonNow,
} from './league-rules';

export interface CreateLeagueRequest {
  name: string;
  start_event: number;
  has_cup: boolean;
  code_privacy: 'a' | 'l' | 'p';
}

/**
 * Inserts a league with the code asked for (a renewed league keeps last season's) or, when that
 * is taken or none is asked for, a fresh code, trying another on the rare clash.
 */
async function insertWithCode(tx: Tx, values: typeof leagues.$inferInsert, wanted?: string) {
  for (let attempt = 0; ; attempt++) {
    const code = attempt === 0 && wanted ? wanted : newLeagueCode();
    const [row] = await tx
      .insert(leagues)
      .values({ ...values, code })
      .onConflictDoNothing({ target: leagues.code })
      .returning();
    if (row) return row;
  }
}

/** A start gameweek the season does not have. */
export async function checkStartEvent(tx: Tx, startEvent: number) {
  const { events } = await seasonNow(tx);
  if (!events.includes(startEvent)) {
    throw ruleBroken('invalid_start_event', `Gameweek ${startEvent} does not exist.`);
  }
}

/** 'Create a Classic League & Cup': the caller administers the new league and is its member. */
export async function createClassicLeague(db: Db, userId: number, request: CreateLeagueRequest) {
  return db.transaction((tx) => insertClassicLeague(tx, userId, request));
}

/** createClassicLeague inside the caller's transaction; `code` keeps a renewed league's code. */
export async function insertClassicLeague(
  tx: Tx,
  userId: number,
  request: CreateLeagueRequest,
  code?: string,
) {
  const entry = await callerEntry(tx, userId);
  const settings = await loadLeagueSettings(tx);
  if ((await countLeagues(tx, entry.id, 'x')) >= settings.privateMax) {
    throw joinErrors.createMax(settings.privateMax);
  }
  await checkStartEvent(tx, request.start_event);
  const { now } = await seasonNow(tx);
  const league = await insertWithCode(
    tx,
    {
      created: now,
      name: request.name,
      leagueType: 'x',
      scoring: 'c',
      codePrivacy: request.code_privacy,
      adminEntry: entry.id,
      startEvent: request.start_event,
      hasCup: request.has_cup,
    },
    code,
  );
  await tx.insert(leagueEntries).values({ entryId: entry.id, leagueId: league.id, joinedAt: now });
  const rights = leagueRights(league, { entryId: entry.id, member: true }, false);
  return presentLeagueDetail(league, rights, []);
}

/** The league a code names, for the auto-join dialog; the code errors of the catalogue. */
async function leagueByCode(tx: Tx, raw: string) {
  const code = raw.trim().toLowerCase();
  if (code === '') throw joinErrors.blank();
  if (code.length > CODE_LENGTH) throw joinErrors.maxLength();
  const [league] = await tx.select().from(leagues).where(eq(leagues.code, code)).for('update');
  if (!league || league.scoring !== 'c') throw joinErrors.invalid();
  return league;
}

/**
 * The join rules for an invitational league, in the order the catalogue lists them after the
 * code: already in it, banned, closed, at the limit of invitational leagues.
 */
async function checkPrivateJoin(tx: Tx, league: typeof leagues.$inferSelect, entryId: number) {
  if (await isMember(tx, league.id, entryId)) throw joinErrors.alreadyJoined();
  if (await isBanned(tx, league.id, entryId)) throw joinErrors.banned();
  if (league.closed) throw joinErrors.closed();
  const settings = await loadLeagueSettings(tx);
  if ((await countLeagues(tx, entryId, 'x')) >= settings.privateMax) {
    throw joinErrors.privateMax(settings.privateMax);
  }
}

/**
 * league/code-check/: the league a code names, for 'Join League: {name}'. A member hears so in
 * `entry_is_member` (the dialog then says 'You are already in this league'); every other join
 * rule answers its error.
 */
export async function checkLeagueCode(db: Db, userId: number | undefined, code: string) {
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId);
    const league = await leagueByCode(tx, code);
    const member = await isMember(tx, league.id, entry.id);
    if (!member) await checkPrivateJoin(tx, league, entry.id);
    return { id: league.id, name: league.name, scoring: league.scoring, entry_is_member: member };
  });
}

/** leagues-private/join/: joins the league the code names; answers the entry's league item. */
export async function joinPrivateLeague(
  db: Db,
  userId: number | undefined,
  request: { code: string; entry?: number },
) {
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId, request.entry);
    return joinInvitational(tx, await leagueByCode(tx, request.code), entry.id);
  });
}

/** Puts the entry in an invitational league under its join rules; answers its league item. */
export async function joinInvitational(
  tx: Tx,
  league: typeof leagues.$inferSelect,
  entryId: number,
) {
  await checkPrivateJoin(tx, league, entryId);
  const { now, current } = await seasonNow(tx);
  await tx.insert(leagueEntries).values({ entryId, leagueId: league.id, joinedAt: now });
  const started = current !== null && current >= league.startEvent;
  const rights = leagueRights(league, { entryId, member: true }, started);
  return presentEntryLeague(league, { rank: null, lastRank: null, rankSort: null }, rights, null);
}

/**
 * leagues-public/join/: a place in a public classic league with room that starts with the next
 * gameweek, or a new 'League N' when none has room. Not after the last deadline.
 */
export async function joinPublicLeague(
  db: Db,
  userId: number | undefined,
  request: { entry?: number },
) {
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId, request.entry);
    const settings = await loadLeagueSettings(tx);
    const { now, next } = await seasonNow(tx);
    if (next === null) throw joinErrors.publicClosed();
    if ((await countLeagues(tx, entry.id, 'c')) >= settings.publicMax) {
      throw joinErrors.publicMax(settings.publicMax);
    }
    // Skip leagues another join holds right now: it may fill them.
    const [open] = await queryRows<{ id: number }>(
      tx,
      sql`select l.id from leagues l
          where l.league_type = 'c' and l.scoring = 'c' and l.start_event = ${next}
            and not l.closed
            and (select count(*) from league_entries m where m.league_id = l.id)
                < ${settings.publicSize}
            and not exists (select 1 from league_entries m
                            where m.league_id = l.id and m.entry_id = ${entry.id})
          order by l.id limit 1 for update skip locked`,
    );
    let league = open ? await loadLeague(tx, open.id) : undefined;
    if (!league) {
      const [made] = await tx
        .insert(leagues)
        .values({
          name: settings.publicPrefix,
          leagueType: 'c',
          scoring: 'c',
          startEvent: next,
          maxEntries: settings.publicSize,
          codePrivacy: 'p',
          created: now,
        })
        .returning();
      [league] = await tx
        .update(leagues)
        .set({ name: `${settings.publicPrefix} ${made!.id}` })
        .where(eq(leagues.id, made!.id))
        .returning();
    }
    await tx
      .insert(leagueEntries)
      .values({ entryId: entry.id, leagueId: league!.id, joinedAt: now });
    const rights = leagueRights(league!, { entryId: entry.id, member: true }, false);
    return presentEntryLeague(
      league!,
      { rank: null, lastRank: null, rankSort: null },
      rights,
      null,
    );
  });
}

/** Takes an entry out of a league and its phase tables. */
export async function removeMember(tx: Tx, leagueId: number, entryId: number) {
  await tx
    .delete(leagueEntries)
    .where(and(eq(leagueEntries.leagueId, leagueId), eq(leagueEntries.entryId, entryId)));
  await tx
    .delete(leaguePhaseEntries)
    .where(and(eq(leaguePhaseEntries.leagueId, leagueId), eq(leaguePhaseEntries.entryId, entryId)));
}

/**
 * league/{id}/leave/: a member leaves an invitational league (the admin hands it over or
 * deletes it instead) or a public league before it starts; nobody leaves a general league.
 */
export async function leaveLeague(db: Db, userId: number | undefined, leagueId: number) {
  await db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId);
    const league = await loadLeague(tx, leagueId, true);
    if (!(await isMember(tx, league.id, entry.id))) throw notFound();
    const { current } = await seasonNow(tx);
    const started = current !== null && current >= league.startEvent;
    if (league.adminEntry === entry.id) {
      throw ruleBroken(
        'admin_cannot_leave',
        'The administrator cannot leave the league. Choose another administrator or delete the league.',
      );
    }
    if (!leagueRights(league, { entryId: entry.id, member: true }, started).canLeave) {
      throw ruleBroken('cannot_leave', 'You cannot leave this league.');
    }
    await removeMember(tx, league.id, entry.id);
  });
}
