// The operator clock: moves the persisted game clock, then runs one pass of the game runner, so
// deadlines, live stats, bonus and finalisation happen as they would have by that time.
import type { Database } from '@ofl/db';
import { badRequest } from '../../errors';
import { databaseClock, setGameClock } from '../../cache/clock';
import { runPass } from '../../runner/game-runner';
import { gameweeksAt } from './gameweeks';

/** Where to move the clock: to a moment, or on by a duration in milliseconds. */
export type ClockMove = { set: Date } | { advanceMs: number };

/** How the game stands after the move. */
export interface ClockState {
  now: string;
  current_event: number | null;
  next_event: number | null;
  /** The lifecycle steps the pass ran, e.g. 'GW1: deadline passed, picks frozen'. */
  steps: string[];
}

// Passes requested here run one after another, never two at once in this process.
let queue: Promise<unknown> = Promise.resolve();

const PASS_ATTEMPTS = 60;

/** Moves the clock forward (never back: steps already run cannot be undone) and runs a pass. */
export function moveGameClock(database: Database, move: ClockMove): Promise<ClockState> {
  const next = queue.then(() => moveAndRun(database, move));
  queue = next.catch(() => undefined);
  return next;
}

async function moveAndRun(database: Database, move: ClockMove): Promise<ClockState> {
  const { db } = database;
  const before = await databaseClock(db).now();
  const at = 'set' in move ? move.set : new Date(before.getTime() + move.advanceMs);
  if (at.getTime() < before.getTime()) {
    throw badRequest({ set: ['The game clock cannot go back.'] });
  }
  await setGameClock(db, at);
  const steps: string[] = [];
  // Another runner (the server's own loop, or another instance) may hold the lock: wait for it
  // and pass again, so the answer always reflects a pass made at the new time.
  for (let attempt = 0; attempt < PASS_ATTEMPTS; attempt++) {
    const report = await runPass(database, (line) => steps.push(line.trim()));
    if (report.ran) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { current, next } = await gameweeksAt(db, at);
  return { now: at.toISOString(), current_event: current, next_event: next, steps };
}
