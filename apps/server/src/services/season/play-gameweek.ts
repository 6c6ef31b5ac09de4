// Plays one gameweek live at a chosen speed: while a match is on, the game clock runs `speed`
// times faster than real time; when none is, it jumps to the next kick-off (and after the last
// match, to the end of the gameweek), so an operator can watch live points move and still see
// the gameweek finalised in minutes. Each move is followed by a runner pass, as the server's
// own loop would make, so every step is the runner's and safe to repeat.
import { gameweekMatches, gameweekRow, type Database } from '@ofl/db';
import { progressBar } from '../../progress-bar';
import { isDone } from '../../runner/steps';
import { databaseClock, setGameClock } from '../../cache/clock';
import { endOfGameweek } from '../../demo/demo-season';
import { gameweeksAt } from './gameweeks';
import { runPass } from '../../runner/game-runner';

export interface PlayOptions {
  /** Game time per real time while a match is on: 60 plays a match in about a minute and a half. */
  speed: number;
  /** Real milliseconds between two moves of the clock while a match is on. */
  tickMs?: number;
  /** How to wait a tick; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

/** Game minutes between two progress lines while matches are on. */
const REPORT_EVERY_MS = 15 * 60_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const stamp = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/**
 * The gameweek to play: the current one until it is finalised, else the next one; null when
 * the season is over.
 */
async function gameweekToPlay(database: Database): Promise<number | null> {
  const { current, next } = await gameweeksAt(database.db);
  if (current !== null && !(await isDone(database.db, current, 'finalised'))) return current;
  return next;
}

/** Plays the current or next gameweek to its finalisation; returns its id, or null if none. */
export async function playGameweek(
  database: Database,
  options: PlayOptions,
  say: (line: string) => void,
): Promise<number | null> {
  const { db } = database;
  const id = await gameweekToPlay(database);
  if (id === null) return null;
  const clock = databaseClock(db);
  const tickMs = options.tickMs ?? 1000;
  const sleep = options.sleep ?? wait;
  const event = await gameweekRow(db, id);
  const end = await endOfGameweek(db, id);
  // The pass's own lines, but not one per clock move while the matches are on.
  const steps = (line: string) => {
    if (!line.includes('live stats posted')) say(line);
  };
  const moveTo = async (at: Date) => {
    await setGameClock(db, at);
    await runPass(database, steps);
  };

  if ((await clock.now()) < event!.deadlineTime) {
    say(`${event!.name}: the clock goes to its deadline, ${stamp(event!.deadlineTime)}.`);
    await moveTo(new Date(event!.deadlineTime.getTime() + 1000));
  }
  let lastReport = 0;
  while (!(await isDone(db, id, 'finalised'))) {
    const now = await clock.now();
    const matches = await gameweekMatches(db, id);
    const over = matches.filter((m) => m.over).length;
    const live = matches.some((m) => m.kickoff && m.kickoff <= now && !m.over);
    let next: Date;
    if (live) {
      await sleep(tickMs);
      next = new Date(now.getTime() + options.speed * tickMs);
    } else {
      const kickoffs = matches
        .map((m) => m.kickoff)
        .filter((k): k is Date => k !== null && k > now)
        .sort((a, b) => a.getTime() - b.getTime());
      next = kickoffs[0] && kickoffs[0] < end ? kickoffs[0] : end;
      say(
        `${progressBar(over, matches.length)} matches over; no match on: clock to ${stamp(next)}`,
      );
    }
    // The clock always moves on, so a pass another runner made first cannot stall the loop.
    if (next <= now) next = new Date(now.getTime() + 60_000);
    await moveTo(next);
    if (live && next.getTime() - lastReport >= REPORT_EVERY_MS) {
      lastReport = next.getTime();
      say(`${progressBar(over, matches.length)} matches over; ${stamp(next)}, matches on`);
    }
  }
  const figures = await gameweekRow(db, id);
  say(
    `${event!.name} finalised: average ${figures?.averageEntryScore ?? 0}, highest ` +
      `${figures?.highestScore ?? '-'}.`,
  );
  return id;
}
