// Where the season stands at a moment: every gameweek's deadline, and the current and next one
// (engine rules), read once for the commands and services that ask.
import { currentEventId, nextEventId } from '@ofl/engine';
import { gameweekDeadlines, type Tx } from '@ofl/db';
import { databaseClock } from '../../cache/clock';

export interface Gameweeks {
  now: Date;
  deadlines: { id: number; deadline_time: Date }[];
  current: number | null;
  next: number | null;
}

/** The gameweeks at `at`, or at the game clock's time. */
export async function gameweeksAt(db: Tx, at?: Date): Promise<Gameweeks> {
  const now = at ?? (await databaseClock(db).now());
  const deadlines = await gameweekDeadlines(db);
  return {
    now,
    deadlines,
    current: currentEventId(deadlines, now),
    next: nextEventId(deadlines, now),
  };
}
