// The `me/` payload: who is signed in, their entry and watched players (api-shapes §12).
import { eq } from 'drizzle-orm';
import { currentEventId, nextEventId } from '@ofl/engine';
import { entries, events, watchlist, type Db } from '@ofl/db';
import type { SessionUser } from '../context';

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
  const [entry] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(eq(entries.userId, user.id));
  const watched = await db
    .select({ code: watchlist.elementCode })
    .from(watchlist)
    .where(eq(watchlist.userId, user.id));
  const deadlines = await db
    .select({ id: events.id, deadline_time: events.deadlineTime })
    .from(events);
  return {
    player: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      entry: entry?.id ?? null,
      entry_email: null,
      entry_language: 'en',
      region: user.region,
      date_of_birth: null,
      gender: null,
      dirty: false,
      default_event: currentEventId(deadlines, now) ?? nextEventId(deadlines, now) ?? 1,
    },
    watched: watched.map((w) => w.code),
  };
}
