// The next season, once the last gameweek is finalised: every team's and every player's season
// is archived, last season's invitational leagues are kept for renewal, the season tables are
// emptied and the next season loaded (generated from this one, or a real season's folder), and
// the accounts and entries stay, each entry without picks until its manager picks a new squad.
// Two steps, each one transaction: the archive (marked in runner_steps), then the swap (which
// empties runner_steps with the season). Killed at any moment, running it again carries on.
import { topPercentCutoff } from '@ofl/engine';
import {
  archiveSeason,
  clubCodes,
  finishedClubs,
  finishedPlayers,
  keepRenewableLeagues,
  makeQualifyingLeague,
  moveVersionOn,
  rankedEntryCount,
  resetEntries,
  seasonArchived,
  seasonInPlace,
  wipeTables,
  type Database,
  type Tx,
} from '@ofl/db';
import { generateNextSeason, nextSeasonName, type DemoSeason, type SeasonImport } from '@ofl/feed';
import { demoSeed, returnDemoPopulation } from '../../demo/demo-population';
import { loadRunnerSettings } from '../../runner/runner-settings';
import { forgetSimulatedMatches } from '../../runner/simulated-fixtures';
import { isDone, markDone } from '../../runner/steps';
import { databaseClock } from '../../cache/clock';
import { withRunnerLock } from '../../runner/game-runner';
import { clockBeforeFirstDeadline, writeImportedSeason } from './import-season';
import { SEASON_TABLES } from './replace-season';
import { DEMO_RULE_SET, writeSeason } from '../../demo/seed-demo-season';

/** Where the next season comes from: generated from the finished one, or a real season. */
export type NextSeasonSource = { generate: true } | { imported: SeasonImport };

/** What `new-season` did. */
export type NewSeasonOutcome =
  { done: true; from: string; to: string } | { done: false; reason: string };

const ARCHIVED = 'new-season:archived';
/** The 'Top 1%' and 'Top 10%' qualifying leagues (game rules §7.1). */
export const QUALIFYING_PERCENTS = [1, 10] as const;
/** A generated season starts 52 weeks after the last, on the same weekday. */
export const YEAR_OF_WEEKS_MS = 364 * 86_400_000;

type Say = (line: string) => void;

interface Finished {
  name: string;
  version: number;
  firstKickoff: Date;
}

/** The season in place, if its last gameweek is finalised; else why the next cannot start. */
async function finishedSeason(tx: Tx): Promise<Finished | string> {
  const row = await seasonInPlace(tx);
  if (!row?.name || row.last === null || row.first_kickoff === null) {
    return 'There is no season to finish.';
  }
  if (!(await isDone(tx, row.last, 'finalised'))) {
    return `Gameweek ${row.last} of ${row.name} is not finalised yet: play the season to its end first (season --to ${row.last}).`;
  }
  return { name: row.name, version: row.version ?? 0, firstKickoff: new Date(row.first_kickoff) };
}

/** The next season as the source gives it. */
async function nextSeason(tx: Tx, finished: Finished, source: NextSeasonSource) {
  if ('imported' in source) return source.imported.season;
  const seasonName = nextSeasonName(finished.name);
  // A seed of its own, so its fixture codes differ from those of the demo's seeded seasons.
  const year = Number(seasonName.slice(0, 4)) || 1;
  return generateNextSeason({
    seed: year * 7919 + 17,
    seasonName,
    firstKickoff: new Date(finished.firstKickoff.getTime() + YEAR_OF_WEEKS_MS),
    clubs: await finishedClubs(tx),
    players: await finishedPlayers(tx),
  });
}

/** 'Top 1% 25/26 League' and 'Top 10% 25/26 League' from the archived overall ranks. */
async function makeQualifyingLeagues(tx: Tx, seasonName: string): Promise<void> {
  const ranked = await rankedEntryCount(tx, seasonName);
  if (ranked === 0) return;
  const short = /^\d{4}\/\d{2}$/.test(seasonName) ? seasonName.slice(2) : seasonName;
  const now = await databaseClock(tx).now();
  for (const percent of QUALIFYING_PERCENTS) {
    await makeQualifyingLeague(tx, {
      name: `Top ${percent}% ${short} League`,
      shortName: `top-${percent}%`,
      seasonName,
      cutoff: topPercentCutoff(ranked, percent),
      now,
    });
  }
}

/** Step 2: the season tables emptied and the next season in, in one transaction. */
async function swapSeason(
  tx: Tx,
  finished: Finished,
  next: DemoSeason,
  source: NextSeasonSource,
  say: Say,
) {
  const clubs = await clubCodes(tx);
  const seed = await demoSeed(tx);
  // A first start preparing past seasons goes on preparing after the swap, if killed.
  const preparing = (await isDone(tx, 0, 'demo:start')) && !(await isDone(tx, 0, 'demo:ready'));
  await keepRenewableLeagues(tx);
  await wipeTables(tx, SEASON_TABLES);
  if ('imported' in source) {
    await writeImportedSeason(tx, source.imported, { realOwnership: seed === null });
  } else {
    await writeSeason(tx, next, DEMO_RULE_SET);
    await clockBeforeFirstDeadline(tx, next);
  }
  await resetEntries(tx, clubs);
  await makeQualifyingLeagues(tx, finished.name);
  if (seed !== null) {
    const { settings } = await loadRunnerSettings(tx);
    await returnDemoPopulation(tx, settings, seed, say);
  }
  await markDone(tx, 0, `new-season:from:${finished.name}`);
  if (preparing) await markDone(tx, 0, 'demo:start');
  await moveVersionOn(tx, finished.version);
}

/** Runs `new-season` under the runner lock; says what it does a step at a time. */
export async function startNewSeason(
  database: Database,
  source: NextSeasonSource,
  say: Say = () => {},
): Promise<NewSeasonOutcome> {
  const { db } = database;
  const outcome = await withRunnerLock(database, async (): Promise<NewSeasonOutcome> => {
    const finished = await finishedSeason(db);
    if (typeof finished === 'string') return { done: false, reason: finished };
    const next = await nextSeason(db, finished, source);
    const played = await seasonArchived(db, next.season_name);
    if (next.season_name === finished.name || played) {
      return { done: false, reason: `${next.season_name} was already played here.` };
    }
    if (!(await isDone(db, 0, ARCHIVED))) {
      say(`Archiving ${finished.name}: every team's total and rank, every player's season ...`);
      await db.transaction(async (tx) => {
        await archiveSeason(tx, finished.name);
        await markDone(tx, 0, ARCHIVED);
      });
    }
    say(
      `Loading ${next.season_name}: ${next.teams.length} clubs, ${next.elements.length} players, ` +
        `${next.fixtures.length} fixtures ...`,
    );
    await db.transaction((tx) => swapSeason(tx, finished, next, source, say));
    forgetSimulatedMatches();
    return { done: true, from: finished.name, to: next.season_name };
  });
  return outcome ?? { done: false, reason: 'Another runner is working; try again in a moment.' };
}
