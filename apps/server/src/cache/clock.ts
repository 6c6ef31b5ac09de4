// One clock for the whole server: real time in production; in the demo and in tests a
// persisted, settable time kept in the database, so every process sees the same moment.
import { fixedClockTime, lastPassedDeadline, setFixedClockTime, type Tx } from '@ofl/db';
import { keptPerKey } from './kept-per-key';
import type { PublicVersion } from './public-version';
import type { Clock } from './time-source';

export type { Clock };

/** The game clock stored in the database; an unset clock is real time. */
export function databaseClock(db: Tx): Clock {
  return {
    async now() {
      return (await fixedClockTime(db)) ?? new Date();
    },
  };
}

/**
 * The game clock read once per reading of the public payloads' key: setting the clock notifies
 * every process to read the key again (a trigger), so a fixed time read stays good until then,
 * and real time stays real.
 */
export function clockKeptBy(version: PublicVersion, db: Tx): Clock {
  const fixed = keptPerKey<Date | null>();
  return {
    async now() {
      return (await fixed(await version.stamp(), () => fixedClockTime(db))) ?? new Date();
    },
  };
}

/** The game clock was asked to go back before a deadline the runner has already passed. */
export class ClockBackError extends Error {}

/**
 * Sets the game clock to a moment, or back to real time with null. Whatever asks (the command
 * line, the operator route, a replay), the clock never goes back before the last deadline the
 * runner has passed: that gameweek's picks are frozen and may be scored, and reopening it
 * would let its transfers and picks change after the fact. Only a new season starts over.
 */
export async function setGameClock(db: Tx, at: Date | null): Promise<void> {
  const passed = await lastPassedDeadline(db);
  const target = at ?? new Date();
  if (passed && target.getTime() < new Date(passed.deadline).getTime()) {
    throw new ClockBackError(
      `The game clock cannot go back before the gameweek ${passed.event} deadline ` +
        `(${new Date(passed.deadline).toISOString()}): the runner has passed it.`,
    );
  }
  await setFixedClockTime(db, at);
}
