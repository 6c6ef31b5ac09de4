// The season rollover (new-season): what it reads of the finished season, and its set-based
// archive, entry reset and qualifying leagues. Its finished clubs and players are the engine's
// carried-over types, which the feed's generator takes as they are.
import { sql } from 'drizzle-orm';
import type { FinishedClub, FinishedPlayer } from '@ofl/engine';
import type { Tx } from '../client';
import { jsonParam, queryRows } from '../raw-sql';

/** The season in place: its name and data version, last gameweek and first kick-off. */
export interface SeasonInPlaceRow {
  name: string | null;
  version: number | null;
  last: number | null;
  first_kickoff: string | Date | null;
}

/** A club of the finished season with its final place (1 for the champions). */
export type FinishedClubRow = FinishedClub;

/** A player of the finished season with his points (head coaches are not carried over). */
export type FinishedPlayerRow = FinishedPlayer;

/** The season in place, as the rollover checks it is finished. */
export async function seasonInPlace(tx: Tx): Promise<SeasonInPlaceRow | undefined> {
  const [row] = await queryRows<SeasonInPlaceRow>(
    tx,
    sql`select (select season_name from game_settings where id = 1) as name,
               (select version from game_settings where id = 1) as version,
               (select max(id) from events) as last,
               (select min(kickoff_time) from fixtures) as first_kickoff`,
  );
  return row;
}

/** The finished season's clubs with their final places (points, goal difference, goals). */
export function finishedClubs(tx: Tx): Promise<FinishedClubRow[]> {
  return queryRows<FinishedClubRow>(
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
export function finishedPlayers(tx: Tx): Promise<FinishedPlayerRow[]> {
  return queryRows<FinishedPlayerRow>(
    tx,
    sql`select e.code, e.first_name, e.second_name, e.web_name, t.code as team_code,
               e.element_type, e.squad_number, null as birth_date, e.quality,
               e.minutes_likelihood as "minutesLikelihood", e.total_points,
               coalesce((e.totals->>'minutes')::numeric, 0)::int as minutes
        from elements e join teams t on t.id = e.team
        where e.element_type <> 5 order by e.id`,
  );
}

/** Whether a season of that name was archived here already (its teams' or players'). */
export async function seasonArchived(tx: Tx, seasonName: string): Promise<boolean> {
  const [played] = await queryRows(
    tx,
    sql`select 1 from entry_past_seasons where season_name = ${seasonName}
          union all select 1 from element_past_seasons where season_name = ${seasonName}
          limit 1`,
  );
  return played !== undefined;
}

/** Archives every entry's season (total and overall rank) and every player's season. */
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

/** Every club's id and code, which outlives the season (its id may not). */
export function clubCodes(tx: Tx): Promise<{ id: number; code: number }[]> {
  return queryRows<{ id: number; code: number }>(tx, sql`select id, code from teams`);
}

/**
 * Entries start the season without a squad (started_event 0 until squad selection sets it, so
 * they are not counted among the season's players): the money, transfers and totals of a new
 * entry, and the favourite club followed by its code in `clubs`, last season's ids and codes
 * (none when it went down).
 */
export async function resetEntries(
  tx: Tx,
  clubs: readonly { id: number; code: number }[],
): Promise<void> {
  await tx.execute(sql`
    update entries e set
      favourite_team = (select t.id from jsonb_to_recordset(${jsonParam(clubs)}) as c(id int, code int)
                        join teams t on t.code = c.code where c.id = e.favourite_team),
      started_event = 0, bank = 0, free_transfers = 1,
      total_transfers = 0, summary_overall_points = 0, summary_overall_rank = null,
      summary_event_points = 0, summary_event_rank = null, last_deadline_bank = null,
      last_deadline_value = null, last_deadline_total_transfers = 0, name_change_blocked = false`);
}

/** How many entries of the archived season have an overall rank. */
export async function rankedEntryCount(tx: Tx, seasonName: string): Promise<number> {
  const [ranked] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from entry_past_seasons
        where season_name = ${seasonName} and rank is not null`,
  );
  return ranked?.n ?? 0;
}

/** A qualifying league of the archived season: who ranked `cutoff` or better joins it. */
export interface QualifyingLeague {
  name: string;
  shortName: string;
  seasonName: string;
  cutoff: number;
  now: Date;
}

/** Makes a qualifying league (classic, from the first gameweek) with its members. */
export async function makeQualifyingLeague(tx: Tx, league: QualifyingLeague): Promise<void> {
  const { name, shortName, seasonName, cutoff, now } = league;
  await tx.execute(sql`
      with league as (
        insert into leagues (name, short_name, league_type, scoring, start_event, code_privacy,
                             created)
        values (${name}, ${shortName}, 's', 'c',
                (select min(id) from events), 'p', ${now})
        returning id
      )
      insert into league_entries (entry_id, league_id, joined_at)
      select p.entry_id, league.id, ${now} from entry_past_seasons p, league
      where p.season_name = ${seasonName} and p.rank <= ${cutoff}`);
}
