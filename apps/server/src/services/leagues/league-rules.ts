// What every league call reads first: the caller's entry, the league settings of game_settings,
// the league and the caller's place in it, and the join errors of the catalogue (SPEC §8).
import { randomBytes } from 'node:crypto';
import { currentEventId, nextEventId } from '@ofl/engine';
import {
  gameweekDeadlines,
  isLeagueBanned,
  isLeagueMember,
  leagueById,
  userEntryId,
  userEntryRowForUpdate,
  type Tx,
} from '@ofl/db';
import { HttpError, forbidden, notAuthenticated, notFound, ruleBroken } from '../../errors';
import { leagueRights, type LeagueRights, type LeagueRow } from '../../presenters/league';
import { databaseClock } from '../../cache/clock';

/** The join errors of the error catalogue (SPEC §8), with their codes. */
export const joinErrors = {
  blank: () => codeError('blank', 'This field may not be blank.'),
  maxLength: () => codeError('max_length', 'Invalid code entered. Please check the code.'),
  invalid: () =>
    codeError(
      'invalid',
      'Invalid code entered. Please check the code and confirm with the league administrator if you are still having problems.',
    ),
  closed: () => ruleBroken('league_closed', 'This league is closed to new entries.'),
  alreadyJoined: () => ruleBroken('already_joined', 'You are already entered in this league.'),
  banned: () =>
    ruleBroken('entry_banned', 'The creator of this league has banned you from entering.'),
  privateMax: (max: number) =>
    ruleBroken(
      'max_private_entries',
      `You are in the maximum number of ${max} invitational leagues & cups. Before you can join a new league you will need to leave one of these leagues.`,
    ),
  createMax: (max: number) =>
    ruleBroken('max_private_entries', `You may only enter ${max} invitational leagues`),
  publicMax: (max: number) =>
    ruleBroken('public_league_max_exceeded', `You may only enter ${max} public leagues`),
  started: () =>
    ruleBroken(
      'league_started',
      'This head-to-head league has started: its matches are made and it is locked.',
    ),
  full: () => ruleBroken('league_full', 'This league is full.'),
  publicClosed: () =>
    ruleBroken('public_leagues_closed', 'Public leagues cannot be joined after the last deadline.'),
};

/** An error about the code itself, under `code` as the client's lookup reads it (code[0].code). */
function codeError(code: string, message: string) {
  return new HttpError(400, { code: [{ code, message }] });
}

/** The length of a league code; longer input is max_length. */
export const CODE_LENGTH = 6;
const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh random code (six letters and digits, as the official codes). */
export function newLeagueCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** The signed-in user's entry, locked for the call; 401 signed out, 403 without a team. */
export async function callerEntry(tx: Tx, userId: number | undefined, bodyEntry?: number) {
  if (userId === undefined) throw notAuthenticated();
  const entry = await userEntryRowForUpdate(tx, userId);
  if (!entry) throw forbidden();
  // A call may name the entry (SPEC §7 `entry`); it must be the caller's own.
  if (bodyEntry !== undefined && bodyEntry !== entry.id) throw forbidden();
  return entry;
}

/** The entry of a signed-in user, or null: for reads that anyone may make. */
export async function viewerEntryId(tx: Tx, userId: number | undefined): Promise<number | null> {
  if (userId === undefined) return null;
  return (await userEntryId(tx, userId)) ?? null;
}

/** A league by id of the scoring asked (c classic, h head-to-head, any); 404 when there is none. */
export async function loadLeague(
  tx: Tx,
  leagueId: number,
  lock = false,
  scoring: 'c' | 'h' | 'any' = 'c',
): Promise<LeagueRow> {
  const league = await leagueById(tx, leagueId, lock);
  if (!league || (scoring !== 'any' && league.scoring !== scoring)) throw notFound();
  return league;
}

/** True once a league's first gameweek has started (for head-to-head: it is locked). */
export function hasStarted(league: LeagueRow, current: number | null) {
  return current !== null && current >= league.startEvent;
}

/** The admin's calls that a started head-to-head league no longer has (SPEC §4): 400. */
export function requireNotLocked(league: LeagueRow, current: number | null) {
  if (league.scoring === 'h' && hasStarted(league, current)) throw joinErrors.started();
}

/** True when the entry is a member of the league. */
export async function isMember(tx: Tx, leagueId: number, entryId: number | null) {
  if (entryId === null) return false;
  return isLeagueMember(tx, leagueId, entryId);
}

export function isBanned(tx: Tx, leagueId: number, entryId: number) {
  return isLeagueBanned(tx, leagueId, entryId);
}

/** Where the season stands now, by the game clock. */
export async function seasonNow(tx: Tx) {
  const now = await databaseClock(tx).now();
  const deadlines = await gameweekDeadlines(tx);
  return {
    now,
    events: deadlines.map((d) => d.id),
    current: currentEventId(deadlines, now),
    next: nextEventId(deadlines, now),
  };
}

/** The viewer's rights on a league, by the game clock. */
export async function rightsOf(
  tx: Tx,
  league: LeagueRow,
  entryId: number | null,
): Promise<LeagueRights> {
  const { current } = await seasonNow(tx);
  const member = await isMember(tx, league.id, entryId);
  return leagueRights(league, { entryId, member }, hasStarted(league, current));
}

/** The admin's check: 403 for anyone else. */
export function requireAdmin(league: LeagueRow, entryId: number) {
  if (league.adminEntry !== entryId) throw forbidden();
}
