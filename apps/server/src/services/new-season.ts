// The next season, once the last gameweek is finalised: every team's and every player's season
// is archived, last season's invitational leagues are kept for renewal, the season tables are
// emptied and the next season loaded (generated from this one, or a real season's folder), and
// the accounts and entries stay, each entry without picks until its manager picks a new squad.
// Two steps, each one transaction: the archive (marked in runner_steps), then the swap (which
// empties runner_steps with the season). Killed at any moment, running it again carries on.
import { sql } from 'drizzle-orm';
import { topPercentCutoff } from '@ofl/engine';
import {
  keepRenewableLeagues,
  moveVersionOn,
  queryRows,
  wipeTables,
  type Database,
  type Tx,
} from '@ofl/db';
import {
  generateNextSeason,
  nextSeasonName,
  type DemoSeason,
  type FinishedClub,
  type FinishedPlayer,
  type SeasonImport,
} from '@ofl/feed';
import { demoSeed, returnDemoPopulation } from '../runner/demo-population';
import { loadRunnerSettings } from '../runner/runner-settings';
import { forgetSimulatedMatches } from '../runner/simulated-fixtures';
import { isDone, jsonParam, markDone } from '../runner/steps';
import { databaseClock } from './clock';
import { withRunnerLock } from './game-runner';
import { clockBeforeFirstDeadline, writeImportedSeason } from './import-season';
import { SEASON_TABLES } from './replace-season';
import { DEMO_RULE_SET, writeSeason } from './seed-demo-season';

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
  const [row] = await queryRows<{
    name: string | null;
    version: number | null;
    last: number | null;
    first_kickoff: string | Date | null;
  }>(
    tx,
    sql`select (select season_name from game_settings where id = 1) as name,
               (select version from game_settings where id = 1) as version,
               (select max(id) from events) as last,
               (select min(kickoff_time) from fixtures) as first_kickoff`,
  );
  if (!row?.name || row.last === null || row.first_kickoff === null) {
    return 'There is no season to finish.';
  }
  if (!(await isDone(tx, row.last, 'finalised'))) {
    return `Gameweek ${row.last} of ${row.name} is not finalised yet: play the season to its end first (season --to ${row.last}).`;
  }
  return { name: row.name, version: row.version ?? 0, firstKickoff: new Date(row.first_kickoff) };
}

/** The finished season's clubs with their final places (points, goal difference, goals). */
async function finishedClubs(tx: Tx): Promise<FinishedClub[]> {
  return queryRows<FinishedClub>(
    tx,
    sql`with results as (
          select team_h as team, team_h_score as gf, team_a_score as ga from fixtures
          where finished and team_h_score is not null
          union all
          select team_a, team_a_score, team_h_score from fixtures
          where finished and team_h_score is not null
        ), tables as (
          select t.id,
                 coalesce(sum(case when r.gf > r.ga then 3 when r.gf = r.ga then 1 else 0 end), 0)
                   as points,
                 coalesce(sum(r.gf - r.ga), 0) as difference, coalesce(sum(r.gf), 0) as scored
          from teams t left join results r on r.team = t.id group by t.id
        )
        select t.code, t.pulse_id, t.name, t.short_name, t.strength,
               t.strength_overall_home, t.strength_overall_away, t.strength_attack_home,
               t.strength_attack_away, t.strength_defence_home, t.strength_defence_away, t.kit,
               (row_number() over (order by s.points desc, s.difference desc, s.scored desc,
                                            t.name))::int as position
        from teams t join tables s on s.id = t.id`,
  );
}

/** The finished season's players (head coaches are not carried over) with their points. */
async function finishedPlayers(tx: Tx): Promise<FinishedPlayer[]> {
  return queryRows<FinishedPlayer>(
    tx,
    sql`select e.code, e.first_name, e.second_name, e.web_name, t.code as team_code,
               e.element_type, e.squad_number, null as birth_date, e.quality,
               e.minutes_likelihood as "minutesLikelihood", e.total_points,
               coalesce((e.totals->>'minutes')::numeric, 0)::int as minutes
        from elements e join teams t on t.id = e.team
        where e.element_type <> 5 order by e.id`,
  );
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

/** Step 1: every entry's season (total and overall rank) and every player's season. */
export async function archiveSeason(tx: Tx, seasonName: string): Promise<void> {
  await tx.execute(sql`
    insert into entry_past_seasons (entry_id, season_name, total_points, rank)
    select e.id, ${seasonName}, e.summary_overall_points, e.summary_overall_rank
    from entries e where exists (select 1 from entry_picks p where p.entry_id = e.id)
    on conflict do nothing`);
  await tx.execute(sql`
    insert into element_past_seasons
      (element_code, season_name, start_cost, end_cost, total_points, totals)
    select code, ${seasonName}, now_cost - cost_change_start, now_cost, total_points, totals
    from elements
    on conflict do nothing`);
}

/**
 * Entries start the season without a squad (started_event 0 until squad selection sets it, so
 * they are not counted among the season's players): the money, transfers and totals of a new
 * entry, and the favourite club followed by its code (none when it went down).
 */
async function resetEntries(tx: Tx, clubs: readonly { id: number; code: number }[]) {
  await tx.execute(sql`
    update entries e set
      favourite_team = (select t.id from jsonb_to_recordset(${jsonParam(clubs)}) as c(id int, code int)
                        join teams t on t.code = c.code where c.id = e.favourite_team),
      started_event = 0, bank = 0, free_transfers = 1,
      total_transfers = 0, summary_overall_points = 0, summary_overall_rank = null,
      summary_event_points = 0, summary_event_rank = null, last_deadline_bank = null,
      last_deadline_value = null, last_deadline_total_transfers = 0, name_change_blocked = false`);
}

/** 'Top 1% 25/26 League' and 'Top 10% 25/26 League' from the archived overall ranks. */
async function makeQualifyingLeagues(tx: Tx, seasonName: string): Promise<void> {
  const [ranked] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from entry_past_seasons
        where season_name = ${seasonName} and rank is not null`,
  );
  if (!ranked || ranked.n === 0) return;
  const short = /^\d{4}\/\d{2}$/.test(seasonName) ? seasonName.slice(2) : seasonName;
  const now = await databaseClock(tx).now();
  for (const percent of QUALIFYING_PERCENTS) {
    const cutoff = topPercentCutoff(ranked.n, percent);
    await tx.execute(sql`
      with league as (
        insert into leagues (name, short_name, league_type, scoring, start_event, code_privacy,
                             created)
        values (${`Top ${percent}% ${short} League`}, ${`top-${percent}%`}, 's', 'c',
                (select min(id) from events), 'p', ${now})
        returning id
      )
      insert into league_entries (entry_id, league_id, joined_at)
      select p.entry_id, league.id, ${now} from entry_past_seasons p, league
      where p.season_name = ${seasonName} and p.rank <= ${cutoff}`);
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
  const clubs = await queryRows<{ id: number; code: number }>(tx, sql`select id, code from teams`);
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
    const [played] = await queryRows(
      db,
      sql`select 1 from entry_past_seasons where season_name = ${next.season_name}
          union all select 1 from element_past_seasons where season_name = ${next.season_name}
          limit 1`,
    );
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
