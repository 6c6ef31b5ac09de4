// Team Details (POST entry-update/): the signed-in manager edits his own entry, and only his:
// the call names no entry, so nobody can reach another's team through it.
import {
  bumpDataVersion,
  entryEmailOptIn,
  firstDeadline,
  moveFanLeague,
  renameInLeagueTables,
  teamExists,
  updateEntryDetails,
  userEntryRowForUpdate,
  type Db,
  type Tx,
} from '@ofl/db';
import { badRequest, notFound, ruleBroken } from '../../errors';
import { loadGameRules } from '../planning/squads-rules';
import { entryProfile } from './entry-profile';

/** What entry-update may change (already checked by its schema); a field left out stays. */
export interface EntryUpdateRequest {
  name: string;
  /** The kit as canonical JSON text; null for the default kit. */
  kit?: string | null;
  favourite_team?: number | null;
  email?: boolean;
}

/** SPEC §5: the text shown while a requested name waits for moderation. */
export const NAME_CHANGE_BLOCKED =
  "Your requested team name is currently pending moderation and can't be edited at this time.";

/** A favourite team named (not left out, not null) must be one of the game's clubs: else a 400. */
export async function checkFavouriteTeam(tx: Tx, favourite: number | null | undefined) {
  if (favourite === undefined || favourite === null) return;
  if (!(await teamExists(tx, favourite))) {
    throw badRequest({ favourite_team: [`Invalid pk "${favourite}" - object does not exist.`] });
  }
}

/** Updates the caller's entry; 404 when he has none. Answers the entry as others see it, plus email. */
export async function updateOwnEntry(
  db: Db,
  userId: number,
  request: EntryUpdateRequest,
  now: Date,
) {
  const id = await db.transaction(async (tx) => {
    const entry = await userEntryRowForUpdate(tx, userId);
    if (!entry) throw notFound();
    if (entry.nameChangeBlocked && request.name !== entry.name) {
      throw ruleBroken('name_change_blocked', NAME_CHANGE_BLOCKED);
    }
    await checkFavouriteTeam(tx, request.favourite_team);
    await updateEntryDetails(tx, entry.id, {
      name: request.name,
      ...(request.kit !== undefined && { kit: request.kit }),
      ...(request.favourite_team !== undefined && { favouriteTeam: request.favourite_team }),
      ...(request.email !== undefined && { emailOptIn: request.email }),
    });
    if (request.favourite_team !== undefined && request.favourite_team !== entry.favouriteTeam) {
      // The fan league follows the club until the first deadline, then stays (SPEC §5).
      const first = await firstDeadline(tx);
      if (first == null || new Date(first) > now) {
        await moveFanLeague(tx, entry.id);
      }
    }
    if (request.name !== entry.name) {
      // The league tables carry the name (a page reads no entries): each of its leagues' rows,
      // found by the membership's key.
      await renameInLeagueTables(tx, entry.id, request.name);
      // Team names show in public payloads (standings, winners), built once per data version.
      await bumpDataVersion(tx);
    }
    return entry.id;
  });
  const email = await entryEmailOptIn(db, id);
  const profile = await entryProfile(db, id, now, await loadGameRules(db));
  return { ...profile, email: email ?? false };
}
