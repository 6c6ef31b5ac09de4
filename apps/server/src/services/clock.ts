// One clock for the whole server: real time in production; in the demo and in tests a
// persisted, settable time kept in the database, so every process sees the same moment.
import { gameClock, type Tx } from '@ofl/db';

/** Where the game's time comes from. */
export interface Clock {
  now(): Promise<Date>;
}

/** The game clock stored in the database; an unset clock is real time. */
export function databaseClock(db: Tx): Clock {
  return {
    async now() {
      const [row] = await db.select({ fixedNow: gameClock.fixedNow }).from(gameClock).limit(1);
      return row?.fixedNow ?? new Date();
    },
  };
}

/** Sets the game clock to a moment, or back to real time with null. */
export async function setGameClock(db: Tx, at: Date | null): Promise<void> {
  await db
    .insert(gameClock)
    .values({ id: 1, fixedNow: at })
    .onConflictDoUpdate({ target: gameClock.id, set: { fixedNow: at } });
}
