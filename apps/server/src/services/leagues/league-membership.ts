// Joining and leaving classic and head-to-head leagues (SPEC §2 League admin and creation, §4 Leagues, §8 join
// errors; game rules §7.1, §7.3): create an invitational league, check and join by code, join a
// public league, leave. Each call is one transaction that locks the caller's entry, so two
// joins at once cannot both pass a limit.
import {
  deleteLeagueMember,
  entryLeagueCount,
  insertLeague,
  insertLeagueMember,
  insertLeagueWithCode,
  leagueByCodeForUpdate,
  leagueMemberCount,
  loadLeagueSettings,
  openPublicLeague,
  updateLeagueRow,
  type Db,
  type LeagueRow,
  type NewLeague,
  type Tx,
} from '@ofl/db';
import { notFound, ruleBroken } from '../../errors';
import { leagueRights, presentEntryLeague, presentLeagueDetail } from '../../presenters/league';
import {
  CODE_LENGTH,
  callerEntry,
  hasStarted,
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
async function insertWithCode(tx: Tx, values: NewLeague, wanted?: string) {
  for (let attempt = 0; ; attempt++) {
    const code = attempt === 0 && wanted ? wanted : newLeagueCode();
    const row = await insertLeagueWithCode(tx, { ...values, code });
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

export interface H2hSettingsRequest {
  start_event: number;
  ko_rounds: number | null;
  max_entries: number | null;
}

/**
 * The settings of an invitational head-to-head league (SPEC §4 H2H create): knock-out rounds
 * none or 1 to min(league_max_ko_rounds_private_h2h, gameweeks - 1); max size Unlimited or from
 * 2 (2 to the power of the knock-out rounds with knock-outs, and no fewer than its members) to
 * league_max_size_private_h2h; a start gameweek not yet started and before the knock-outs.
 */
export async function checkH2hSettings(tx: Tx, request: H2hSettingsRequest, members = 0) {
  const settings = await loadLeagueSettings(tx);
  const { events, next } = await seasonNow(tx);
  if (next === null) throw h2hClosed();
  const ko = request.ko_rounds ?? 0;
  if (ko > Math.min(settings.maxKoRounds, events.length - 1)) {
    throw ruleBroken('invalid_ko_rounds', 'Choose fewer knockout rounds.');
  }
  const min = Math.max(ko > 0 ? 2 ** ko : 2, members);
  const max = request.max_entries;
  if (max !== null && (max < min || max > settings.privateH2hSize)) {
    throw ruleBroken(
      'invalid_max_entries',
      `The maximum size must be from ${min} to ${settings.privateH2hSize}, or Unlimited.`,
    );
  }
  const last = events[events.length - 1] ?? 0;
  if (request.start_event < next || request.start_event > last - ko) {
    throw ruleBroken(
      'invalid_start_event',
      `Scoring must start from Gameweek ${next} to Gameweek ${last - ko}.`,
    );
  }
}

const h2hClosed = () =>
  ruleBroken(
    'h2h_leagues_closed',
    'Head-to-head leagues cannot be created after the last deadline.',
  );

/** 'Create a Head-to-Head League': the caller administers the new league and is its member. */
export async function createH2hLeague(
  db: Db,
  userId: number,
  request: H2hSettingsRequest & { name: string; code_privacy: 'a' | 'l' | 'p' },
) {
  return db.transaction((tx) => insertH2hLeague(tx, userId, request));
}

/** The caller's entry, once it may make one more invitational league (league_join_private_max). */
async function creatorEntry(tx: Tx, userId: number) {
  const entry = await callerEntry(tx, userId);
  const settings = await loadLeagueSettings(tx);
  if ((await entryLeagueCount(tx, entry.id, 'x')) >= settings.privateMax) {
    throw joinErrors.createMax(settings.privateMax);
  }
  return entry;
}

/**
 * An invitational league the caller's entry administers, with the entry as its first member;
 * the row, and its detail as the creator sees it.
 */
async function insertOwnLeague(
  tx: Tx,
  entryId: number,
  values: Omit<NewLeague, 'created' | 'leagueType' | 'adminEntry'>,
  code?: string,
) {
  const { now } = await seasonNow(tx);
  const league = await insertWithCode(
    tx,
    { ...values, created: now, leagueType: 'x', adminEntry: entryId },
    code,
  );
  await insertLeagueMember(tx, { entryId, leagueId: league.id, joinedAt: now });
  const rights = leagueRights(league, { entryId, member: true }, false);
  return { league, detail: presentLeagueDetail(league, rights, []) };
}

/** createH2hLeague inside the caller's transaction; `code` keeps a renewed league's code. */
export async function insertH2hLeague(
  tx: Tx,
  userId: number,
  request: H2hSettingsRequest & { name: string; code_privacy: 'a' | 'l' | 'p' },
  code?: string,
) {
  const entry = await creatorEntry(tx, userId);
  await checkH2hSettings(tx, request);
  const { league, detail } = await insertOwnLeague(
    tx,
    entry.id,
    {
      name: request.name,
      scoring: 'h',
      codePrivacy: request.code_privacy,
      startEvent: request.start_event,
      maxEntries: request.max_entries,
      koRounds: request.ko_rounds || null,
    },
    code,
  );
  return { ...detail, ko_rounds: league.koRounds, is_cup: false, started: false };
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
  const entry = await creatorEntry(tx, userId);
  await checkStartEvent(tx, request.start_event);
  const { detail } = await insertOwnLeague(
    tx,
    entry.id,
    {
      name: request.name,
      scoring: 'c',
      codePrivacy: request.code_privacy,
      startEvent: request.start_event,
      hasCup: request.has_cup,
    },
    code,
  );
  return detail;
}

/** The league a code names, for the auto-join dialog; the code errors of the catalogue. */
async function leagueByCode(tx: Tx, raw: string) {
  const code = raw.trim().toLowerCase();
  if (code === '') throw joinErrors.blank();
  if (code.length > CODE_LENGTH) throw joinErrors.maxLength();
  const league = await leagueByCodeForUpdate(tx, code);
  if (!league || league.leagueType !== 'x') throw joinErrors.invalid();
  return league;
}

/**
 * The join rules for an invitational league, in the order the catalogue lists them after the
 * code: already in it, banned, closed, at the limit of invitational leagues.
 */
async function checkPrivateJoin(tx: Tx, league: LeagueRow, entryId: number) {
  if (await isMember(tx, league.id, entryId)) throw joinErrors.alreadyJoined();
  if (await isBanned(tx, league.id, entryId)) throw joinErrors.banned();
  if (league.closed) throw joinErrors.closed();
  if (league.scoring === 'h') {
    // A head-to-head league locks at its first deadline, and holds at most max_entries.
    if (hasStarted(league, (await seasonNow(tx)).current)) throw joinErrors.started();
    if (
      league.maxEntries !== null &&
      (await leagueMemberCount(tx, league.id)) >= league.maxEntries
    ) {
      throw joinErrors.full();
    }
  }
  const settings = await loadLeagueSettings(tx);
  if ((await entryLeagueCount(tx, entryId, 'x')) >= settings.privateMax) {
    throw joinErrors.privateMax(settings.privateMax);
  }
}

/** A call about the league a code names: `entry`, if given, must be the caller's own. */
interface CodeRequest {
  code: string;
  entry?: number;
}

/** Runs `use` in one transaction on the caller's entry and the league the code names. */
function withCodeLeague<T>(
  db: Db,
  userId: number | undefined,
  request: CodeRequest,
  use: (tx: Tx, entryId: number, league: Awaited<ReturnType<typeof leagueByCode>>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId, request.entry);
    return use(tx, entry.id, await leagueByCode(tx, request.code));
  });
}

/**
 * league/code-check/: the league a code names, for 'Join League: {name}'. A member hears so in
 * `entry_is_member` (the dialog then says 'You are already in this league'); every other join
 * rule answers its error.
 */
export function checkLeagueCode(db: Db, userId: number | undefined, request: CodeRequest) {
  return withCodeLeague(db, userId, request, async (tx, entryId, league) => {
    const member = await isMember(tx, league.id, entryId);
    if (!member) await checkPrivateJoin(tx, league, entryId);
    return { id: league.id, name: league.name, scoring: league.scoring, entry_is_member: member };
  });
}

/** leagues-private/join/: joins the league the code names; answers the entry's league item. */
export function joinPrivateLeague(db: Db, userId: number | undefined, request: CodeRequest) {
  return withCodeLeague(db, userId, request, (tx, entryId, league) =>
    joinInvitational(tx, league, entryId),
  );
}

/** Puts the entry in an invitational league under its join rules; answers its league item. */
export async function joinInvitational(tx: Tx, league: LeagueRow, entryId: number) {
  await checkPrivateJoin(tx, league, entryId);
  const { now, current } = await seasonNow(tx);
  await insertLeagueMember(tx, { entryId, leagueId: league.id, joinedAt: now });
  const rights = leagueRights(league, { entryId, member: true }, hasStarted(league, current));
  return presentEntryLeague(league, { rank: null, lastRank: null }, rights, null);
}

/**
 * leagues-public/join/: a place in a public classic or head-to-head league with room that starts
 * with the next gameweek, or a new 'League N' when none has room. Not after the last deadline.
 */
export async function joinPublicLeague(
  db: Db,
  userId: number | undefined,
  request: { scoring?: 'c' | 'h'; entry?: number },
) {
  const scoring = request.scoring ?? 'c';
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId, request.entry);
    const settings = await loadLeagueSettings(tx);
    const { now, next } = await seasonNow(tx);
    if (next === null) throw joinErrors.publicClosed();
    const size = scoring === 'h' ? settings.publicH2hSize : settings.publicSize;
    if ((await entryLeagueCount(tx, entry.id, 'c')) >= settings.publicMax) {
      throw joinErrors.publicMax(settings.publicMax);
    }
    // Skip leagues another join holds right now: it may fill them.
    const open = await openPublicLeague(tx, {
      scoring,
      startEvent: next,
      size,
      entryId: entry.id,
    });
    let league = open !== undefined ? await loadLeague(tx, open) : undefined;
    if (!league) {
      const made = await insertLeague(tx, {
        name: settings.publicPrefix,
        leagueType: 'c',
        scoring,
        startEvent: next,
        maxEntries: size,
        codePrivacy: 'p',
        created: now,
      });
      // Named after its id, known once it is in.
      league = await updateLeagueRow(tx, made!.id, {
        name: `${settings.publicPrefix} ${made!.id}`,
      });
    }
    await insertLeagueMember(tx, { entryId: entry.id, leagueId: league!.id, joinedAt: now });
    const rights = leagueRights(league!, { entryId: entry.id, member: true }, false);
    return presentEntryLeague(league!, { rank: null, lastRank: null }, rights, null);
  });
}

/** Takes an entry out of a league and its tables. */
export async function removeMember(tx: Tx, leagueId: number, entryId: number) {
  await deleteLeagueMember(tx, leagueId, entryId);
}

/**
 * league/{id}/leave/: a member leaves an invitational league (the admin hands it over or
 * deletes it instead) or a public league before it starts; nobody leaves a general league.
 */
export async function leaveLeague(db: Db, userId: number | undefined, leagueId: number) {
  await db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId);
    const league = await loadLeague(tx, leagueId, true, 'any');
    if (!(await isMember(tx, league.id, entry.id))) throw notFound();
    const started = hasStarted(league, (await seasonNow(tx)).current);
    if (league.adminEntry === entry.id) {
      throw ruleBroken(
        'admin_cannot_leave',
        'The administrator cannot leave the league. Choose another administrator or delete the league.',
      );
    }
    if (!leagueRights(league, { entryId: entry.id, member: true }, started).canLeave) {
      if (league.scoring === 'h' && started) throw joinErrors.started();
      throw ruleBroken('cannot_leave', 'You cannot leave this league.');
    }
    await removeMember(tx, league.id, entry.id);
  });
}
