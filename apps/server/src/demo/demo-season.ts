// The demo that a fresh install shows: the generated season with simulated managers, played by
// the runner up to a gameweek that is live, so every page has real content on first sight; with
// DEMO_PAST_SEASONS, that many seasons are played to their end and rolled over before it.
// Every part is recorded in runner_steps (event 0), so a start killed half way carries on.
import {
  archivedSeasonCount,
  gameweekBounds,
  gameweekIds,
  gameweekKickoffs,
  gameweekScores,
  markDemoStarted,
  type Database,
  type Db,
} from '@ofl/db';
import { createDemoPopulation } from './demo-population';
import { buildPastSeason } from './past-season';
import { progressBar } from '../progress-bar';
import { isDone, markDone } from '../runner/steps';
import { databaseClock, setGameClock } from '../cache/clock';
import { runPass, tidyEmbedded } from '../runner/game-runner';
import { startNewSeason, YEAR_OF_WEEKS_MS } from '../services/season/new-season';
import { DEFAULT_DEMO, isEmpty, seedDemoSeason, type DemoSeasonOptions } from './seed-demo-season';

/**
 * How the demo stands: managers, the gameweek left live (the earlier ones finalised), and the
 * seasons played before this one (archived, so history pages show them).
 */
export interface DemoOptions {
  managers: number;
  liveGameweek: number;
  pastSeasons: number;
}

/** The demo's first season when `past` seasons come before 2025/26: as many years earlier. */
export function firstDemoSeason(past: number): DemoSeasonOptions {
  if (past === 0) return DEFAULT_DEMO;
  const shift = (at: Date | string) => new Date(new Date(at).getTime() - past * YEAR_OF_WEEKS_MS);
  const year = Number(DEFAULT_DEMO.seasonName.slice(0, 4)) - past;
  return {
    ...DEFAULT_DEMO,
    seasonName: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
    firstKickoff: shift(DEFAULT_DEMO.firstKickoff).toISOString(),
    clockAt: shift(DEFAULT_DEMO.clockAt!),
    // The past seasons are of the current rules, without the 2024/25 Assistant Manager.
    assistantManager: false,
  };
}

/** True on a fresh database, or when an earlier first start stopped before the demo was ready. */
export async function demoWanted(db: Db): Promise<boolean> {
  if (await isEmpty(db)) return true;
  return (await isDone(db, 0, 'demo:start')) && !(await isDone(db, 0, 'demo:ready'));
}

/** A moment at which everything of `event` is over and finalised: a day after its last kick-off. */
export async function endOfGameweek(db: Db, event: number): Promise<Date> {
  const row = await gameweekBounds(db, event);
  const last = new Date(row!.last!).getTime() + 86_400_000;
  const next = row?.next ? new Date(row.next).getTime() - 60_000 : Infinity;
  return new Date(Math.min(last, next));
}

/** Plays the season with the runner until gameweek `to` is finalised, a gameweek at a time. */
export async function playSeasonTo(
  database: Database,
  to: number,
  say: (line: string) => void,
): Promise<void> {
  const ids = await gameweekIds(database.db);
  const clock = databaseClock(database.db);
  for (const { id } of ids.filter((e) => e.id <= to)) {
    // A finalised gameweek before the last is passed over: the next pass, at a later time, runs
    // whatever came after it. The last one always gets its pass, so a run killed after its
    // finalisation still runs the steps due until its end (the nightly prices).
    if (id < to && (await isDone(database.db, id, 'finalised'))) continue;
    const started = performance.now();
    const end = await endOfGameweek(database.db, id);
    if ((await clock.now()) < end) await setGameClock(database.db, end);
    await runPass(database, say, undefined, { wholeGameweeks: true });
    const figures = await gameweekScores(database.db, id);
    say(
      `${progressBar(id, to)} Gameweek ${id} played and finalised in ${((performance.now() - started) / 1000).toFixed(1)} s` +
        ` (average ${figures?.average ?? 0}, highest ${figures?.highest ?? '-'})`,
    );
  }
}

/** Seeds (if needed), adds the managers and plays the demo up to its live gameweek. */
export async function prepareDemo(
  database: Database,
  options: DemoOptions,
  say: (line: string) => void,
): Promise<void> {
  const { db } = database;
  await markDemoStarted(db);
  const first = firstDemoSeason(options.pastSeasons);
  if (await isEmpty(db)) {
    say(`Loading the demo season ${first.seasonName} (clubs, players, fixtures) ...`);
    await seedDemoSeason(db, first);
  }
  if (!(await isDone(db, 0, 'demo:managers'))) {
    say(`Creating ${options.managers} simulated managers and their squads ...`);
    await setGameClock(db, first.clockAt);
    await createDemoPopulation(db, options.managers, DEFAULT_DEMO.seed, say);
    await tidyEmbedded(database);
  }
  // Each past season is played to its end and rolled over to the next, managers and all.
  while ((await archivedSeasonCount(db)) < options.pastSeasons) {
    say('Playing a past season to its end ...');
    // Only its archive outlives the rollover, so it is built set-based rather than played.
    if (await buildPastSeason(database, say)) {
      const [last] = (await gameweekIds(db)).slice(-1);
      await setGameClock(db, await endOfGameweek(db, last!.id));
    }
    const outcome = await startNewSeason(database, { generate: true }, say);
    if (!outcome.done) throw new Error(outcome.reason);
    await tidyEmbedded(database);
  }
  say(`Playing gameweeks 1-${options.liveGameweek - 1} ...`);
  await playSeasonTo(database, options.liveGameweek - 1, say);
  // The live gameweek stands an hour into its middle match: some played, one live, some to come.
  const kickoffs = await gameweekKickoffs(db, options.liveGameweek);
  const middle = kickoffs[Math.floor(kickoffs.length / 2)]?.kickoff;
  if (middle) {
    say(`Gameweek ${options.liveGameweek} goes live ...`);
    await setGameClock(db, new Date(middle.getTime() + 60 * 60_000));
    await runPass(database);
  }
  await markDone(db, 0, 'demo:ready');
  say('The demo season is ready.');
}
