// Finalising a gameweek once every match has its bonus: entry scores (set-based where the engine
// would change nothing, the engine's automatic substitutions and chips for the rest), entry
// history, overall and gameweek ranks and the event's figures in one transaction, then the dream
// team in a second. Either lands whole with its runner_steps row, so a crash anywhere means
// rerunning from the last part done; the scores wait in temp tables dropped at commit.
import type { Db } from '@ofl/db';
import { allFinished } from './add-bonus';
import { writeDreamTeam } from './dream-team';
import { elementResults } from './element-results';
import { writeFinalScores } from './finalise-history';
import { scoreEntries } from './finalise-scores';
import type { RunnerSettings } from './runner-settings';
import { bumpVersion, isDone, markDone } from './steps';

/** Seconds each part of a finalisation took (and entries per scoring path), for the benchmark. */
export type FinaliseTimings = Record<string, number>;

/** Finalises `event` when all its fixtures are finished; false when nothing was due. */
export async function finaliseEvent(
  db: Db,
  run: RunnerSettings,
  event: number,
  timings: FinaliseTimings = {},
): Promise<boolean> {
  if (await isDone(db, event, 'finalised')) return false;
  if (!(await allFinished(db, event))) return false;
  let started = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = (now - started) / 1000;
    started = now;
  };
  const results = await elementResults(db, event);
  if (!(await isDone(db, event, 'ranks'))) {
    await db.transaction(async (tx) => {
      const scored = await scoreEntries(tx, run.settings, event, results);
      timings['entries scored in SQL'] = scored.sql;
      timings['entries scored by the engine'] = scored.engine;
      timings['of which the engine itself (JavaScript)'] = scored.engineSeconds;
      lap('entry scores (SQL and engine batches)');
      await writeFinalScores(tx, event);
      await markDone(tx, event, 'history');
      await markDone(tx, event, 'ranks');
    });
    lap('history, ranks and figures (set-based, with commit)');
  }
  await db.transaction(async (tx) => {
    await writeDreamTeam(tx, event, results, run.settings);
    await markDone(tx, event, 'finalised');
    await bumpVersion(tx);
  });
  lap('dream team');
  return true;
}
