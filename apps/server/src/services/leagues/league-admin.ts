// A league's page and its administration (SPEC §2 League admin, §6): the league with the
// viewer's rights, the code per code_privacy, and the admin's calls: edit, regenerate the code,
// ban and unban, search the members, hand over, delete. Only the admin administers; once a
// head-to-head league has started only its name may change.
import {
  clearLeagueStandings,
  deleteLeagueBan,
  deleteLeagueRow,
  insertLeagueBan,
  leagueBanRows,
  leagueCodeTaken,
  leagueMemberCount,
  leagueMemberName,
  searchLeagueMembers,
  setLeagueCode,
  updateLeagueRow,
  type Db,
  type Tx,
} from '@ofl/db';
import { forbidden, ruleBroken } from '../../errors';
import { presentLeagueDetail, type LeagueRow } from '../../presenters/league';
import { checkH2hSettings, checkStartEvent, removeMember } from './league-membership';
import {
  callerEntry,
  hasStarted,
  isMember,
  loadLeague,
  newLeagueCode,
  requireAdmin,
  requireNotLocked,
  rightsOf,
  seasonNow,
  viewerEntryId,
} from './league-rules';

async function detail(tx: Tx, league: LeagueRow, entryId: number | null) {
  return presentLeagueDetail(
    league,
    await rightsOf(tx, league, entryId),
    await leagueBanRows(tx, league.id),
  );
}

/** leagues-h2h/{id}/: the detail with the knock-out rounds and whether it is locked. */
async function h2hDetail(tx: Tx, league: LeagueRow, entryId: number | null) {
  const { current } = await seasonNow(tx);
  return {
    ...(await detail(tx, league, entryId)),
    ko_rounds: league.koRounds,
    is_cup: false,
    started: hasStarted(league, current),
  };
}

/** GET leagues-classic/{id}/: open to all; the code and bans only for those who may see them. */
export async function leagueDetail(db: Db, userId: number | undefined, leagueId: number) {
  return db.transaction(async (tx) => {
    const league = await loadLeague(tx, leagueId);
    return detail(tx, league, await viewerEntryId(tx, userId));
  });
}

/** GET leagues-h2h/{id}/: as leagueDetail, for a head-to-head league. */
export async function h2hLeagueDetail(db: Db, userId: number | undefined, leagueId: number) {
  return db.transaction(async (tx) => {
    const league = await loadLeague(tx, leagueId, false, 'h');
    return h2hDetail(tx, league, await viewerEntryId(tx, userId));
  });
}

export interface UpdateLeagueRequest {
  name?: string;
  code_privacy?: 'a' | 'l' | 'p';
  start_event?: number;
  closed?: boolean;
  admin_entry?: number;
  has_cup?: boolean;
}

/** The caller's entry and his league, locked for a change only its admin may make. */
async function adminsLeague(
  tx: Tx,
  userId: number | undefined,
  leagueId: number,
  scoring: 'c' | 'h' | 'any' = 'any',
) {
  const entry = await callerEntry(tx, userId);
  const league = await loadLeague(tx, leagueId, true, scoring);
  requireAdmin(league, entry.id);
  return { entry, league };
}

/**
 * Runs `change` in one transaction on the league, locked, once the caller is found to be its
 * admin; with `beforeStart`, only until a head-to-head league has started.
 */
function asAdmin<T>(
  db: Db,
  userId: number | undefined,
  leagueId: number,
  { scoring = 'any', beforeStart = false }: { scoring?: 'c' | 'h' | 'any'; beforeStart?: boolean },
  change: (tx: Tx, admin: Awaited<ReturnType<typeof adminsLeague>>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const admin = await adminsLeague(tx, userId, leagueId, scoring);
    if (beforeStart) requireNotLocked(admin.league, (await seasonNow(tx)).current);
    return change(tx, admin);
  });
}

/** An update that names no field (`{}`, or only fields the call does not know) is a 400. */
function requireSomeChange(request: object) {
  if (Object.values(request).every((value) => value === undefined)) {
    throw ruleBroken('nothing_to_change', 'Give at least one setting of the league to change.');
  }
}

/** PUT leagues-classic/{id}/: the admin edits; a field left out stays. */
export async function updateLeague(
  db: Db,
  userId: number | undefined,
  leagueId: number,
  request: UpdateLeagueRequest,
) {
  requireSomeChange(request);
  return asAdmin(db, userId, leagueId, { scoring: 'c' }, async (tx, { entry, league }) => {
    return detail(tx, await saveLeague(tx, league, request), entry.id);
  });
}

export interface UpdateH2hRequest extends Omit<UpdateLeagueRequest, 'has_cup'> {
  ko_rounds?: number | null;
  max_entries?: number | null;
}

/**
 * PUT leagues-h2h/{id}/: the admin edits; once the league has started only the name may
 * change (any other field that changes is league_started).
 */
export async function updateH2hLeague(
  db: Db,
  userId: number | undefined,
  leagueId: number,
  request: UpdateH2hRequest,
) {
  requireSomeChange(request);
  return asAdmin(db, userId, leagueId, { scoring: 'h' }, async (tx, { entry, league }) => {
    const { name, ...rest } = request;
    const current = {
      code_privacy: league.codePrivacy,
      start_event: league.startEvent,
      closed: league.closed,
      admin_entry: league.adminEntry,
      ko_rounds: league.koRounds,
      max_entries: league.maxEntries,
    };
    const changes = Object.entries(rest).filter(
      ([key, value]) =>
        value !== undefined && (value || null) !== (current[key as keyof typeof current] || null),
    );
    if (changes.length > 0) {
      requireNotLocked(league, (await seasonNow(tx)).current);
      await checkH2hSettings(
        tx,
        {
          start_event: request.start_event ?? league.startEvent,
          ko_rounds: request.ko_rounds === undefined ? league.koRounds : request.ko_rounds,
          max_entries: request.max_entries === undefined ? league.maxEntries : request.max_entries,
        },
        await leagueMemberCount(tx, league.id),
      );
    }
    let saved: LeagueRow | undefined = await saveLeague(tx, league, {
      ...rest,
      ...(name !== undefined && { name }),
    });
    if (request.ko_rounds !== undefined || request.max_entries !== undefined) {
      saved = await updateLeagueRow(tx, league.id, {
        ...(request.ko_rounds !== undefined && { koRounds: request.ko_rounds || null }),
        ...(request.max_entries !== undefined && { maxEntries: request.max_entries }),
      });
    }
    return h2hDetail(tx, saved!, entry.id);
  });
}

/** Writes the fields of a league that are given, after the checks both kinds share. */
async function saveLeague(tx: Tx, league: LeagueRow, request: UpdateLeagueRequest) {
  if (request.name !== undefined && request.name !== league.name && league.nameChangeBlocked) {
    throw ruleBroken(
      'name_change_blocked',
      "This league name is pending moderation and can't be edited.",
    );
  }
  if (request.start_event !== undefined) await checkStartEvent(tx, request.start_event);
  if (request.admin_entry !== undefined && !(await isMember(tx, league.id, request.admin_entry))) {
    throw ruleBroken('admin_not_member', 'The new administrator must be a member of the league.');
  }
  const values = {
    ...(request.name !== undefined && { name: request.name }),
    ...(request.code_privacy !== undefined && { codePrivacy: request.code_privacy }),
    ...(request.start_event !== undefined && { startEvent: request.start_event }),
    ...(request.closed !== undefined && { closed: request.closed }),
    ...(request.admin_entry !== undefined && { adminEntry: request.admin_entry }),
    ...(request.has_cup !== undefined && { hasCup: request.has_cup }),
  };
  // A head-to-head update of only its size or knock-out rounds has none of these to write.
  if (Object.keys(values).length === 0) return league;
  const saved = await updateLeagueRow(tx, league.id, values);
  if (request.start_event !== undefined && request.start_event !== league.startEvent) {
    // A new first gameweek changes every total: the table waits for the next update.
    await clearLeagueStandings(tx, league.id);
  }
  return saved!;
}

/** GET league/{id}/code/: the code, for those code_privacy lets see it; 403 for the rest. */
export async function leagueCode(db: Db, userId: number | undefined, leagueId: number) {
  return db.transaction(async (tx) => {
    const league = await loadLeague(tx, leagueId, false, 'any');
    const rights = await rightsOf(tx, league, await viewerEntryId(tx, userId));
    if (!rights.canSeeCode) throw forbidden();
    return { code: league.code };
  });
}

/** POST league/{id}/code/regenerate/: a new code; the old one stops working. */
export async function regenerateCode(db: Db, userId: number | undefined, leagueId: number) {
  return asAdmin(db, userId, leagueId, { beforeStart: true }, async (tx, { league }) => {
    for (;;) {
      const code = newLeagueCode();
      if (await leagueCodeTaken(tx, code)) continue;
      await setLeagueCode(tx, league.id, code);
      return { code };
    }
  });
}

/** POST league/{id}/bans/ban/: the admin suspends a member, who leaves and cannot rejoin. */
export async function banEntry(
  db: Db,
  userId: number | undefined,
  leagueId: number,
  target: number,
) {
  return asAdmin(db, userId, leagueId, { beforeStart: true }, async (tx, { entry, league }) => {
    if (target === entry.id) {
      throw ruleBroken('cannot_ban_admin', 'The administrator cannot be banned.');
    }
    const playerName = await leagueMemberName(tx, league.id, target);
    if (playerName === undefined) {
      throw ruleBroken('not_a_member', 'This team is not in the league.');
    }
    await removeMember(tx, league.id, target);
    await insertLeagueBan(tx, { leagueId: league.id, entryId: target, playerName });
    return detail(tx, league, entry.id);
  });
}

/** POST league/{id}/bans/unban/: lifts a ban; the team may then join again with the code. */
export async function unbanEntry(
  db: Db,
  userId: number | undefined,
  leagueId: number,
  target: number,
) {
  return asAdmin(db, userId, leagueId, { beforeStart: true }, async (tx, { entry, league }) => {
    await deleteLeagueBan(tx, league.id, target);
    return detail(tx, league, entry.id);
  });
}

/** POST leagues-private/delete/: the admin deletes the league with its tables. */
export async function deleteLeague(db: Db, userId: number | undefined, leagueId: number) {
  await asAdmin(db, userId, leagueId, { beforeStart: true }, async (tx, { league }) => {
    await clearLeagueStandings(tx, league.id);
    await deleteLeagueRow(tx, league.id);
  });
}

/** Members per page of league/{id}/entries/. */
export const ENTRIES_PAGE = 50;

/**
 * league/{id}/search-entries/ and league/{id}/entries/: the admin's search over the members
 * other than himself, by team or manager name (any part, any case); every member when the
 * search is empty, a page at a time.
 */
export async function searchLeagueEntries(
  db: Db,
  userId: number | undefined,
  leagueId: number,
  search: string,
  page: number,
) {
  return db.transaction(async (tx) => {
    const entry = await callerEntry(tx, userId);
    const league = await loadLeague(tx, leagueId, false, 'any');
    requireAdmin(league, entry.id);
    const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await searchLeagueMembers(tx, {
      leagueId: league.id,
      exceptEntry: entry.id,
      pattern,
      limit: ENTRIES_PAGE + 1,
      offset: (page - 1) * ENTRIES_PAGE,
    });
    return { has_next: rows.length > ENTRIES_PAGE, page, results: rows.slice(0, ENTRIES_PAGE) };
  });
}
