// The `me/` payload: who is signed in, their entry and watched players (api-shapes §12).
import { currentEventId, nextEventId } from '@ofl/engine';
import { gameweekDeadlines, userPickedEntryId, watchedCodes, type Db } from '@ofl/db';
import type { SessionUser } from '../../context';

export interface MePayload {
  player: null | {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    entry: number | null;
    entry_email: string | null;
    entry_language: string;
    region: number;
    date_of_birth: null;
    gender: null;
    dirty: boolean;
    default_event: number;
  };
  watched: number[];
}

/** Builds `me/` for a user, or the signed-out answer. */
export async function presentMe(db: Db, user: SessionUser | null, now: Date): Promise<MePayload> {
  if (!user) return { player: null, watched: [] };
  // An entry kept from last season has no picks until its manager picks a new squad: until
  // then `me/` says he has no team, so he is sent to squad selection.
  const entry = await userPickedEntryId(db, user.id);
  const watched = await watchedCodes(db, user.id);
  const deadlines = await gameweekDeadlines(db);
  return {
    player: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      entry: entry ?? null,
      entry_email: null,
      entry_language: 'en',
      region: user.region,
      date_of_birth: null,
      gender: null,
      dirty: false,
      default_event: currentEventId(deadlines, now) ?? nextEventId(deadlines, now) ?? 1,
    },
    watched,
  };
}

/** What the page of an address may name for its visitor (see plugins/page-html.ts). */
export interface PageVisitor {
  /** His entry, when he has picked a team. */
  entry: number | null;
  /** The next gameweek, if any is left (asked only for a manager with a team). */
  next: number | null;
}

/** The visitor of a page, as `me/` sees him; a visitor without a team costs no query. */
export async function pageVisitor(
  db: Db,
  user: SessionUser | null,
  now: Date,
): Promise<PageVisitor> {
  const entry = user ? ((await userPickedEntryId(db, user.id)) ?? null) : null;
  if (entry === null) return { entry, next: null };
  return { entry, next: nextEventId(await gameweekDeadlines(db), now) ?? null };
}
