// The general leagues every entry is in by itself (game rules §7.1): Overall, the fan league of
// its favourite club, its country/region, the gameweek it started in, and the Second Chance
// league from gameweek 21. Overall, the fan leagues and the countries each have a cup (§7.4).
// They are made the first time an entry needs one, keyed by short_name, and joined set-based so
// the demo's thousands of managers join as one statement.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { generalKindOf } from './general-standings';

/** The gameweek the Second Chance league starts scoring (game rules §7.1). */
export const SECOND_CHANCE_EVENT = 21;

/**
 * Whether league `l` is a general league whose tables are counted over its members' totals
 * (general_totals) rather than written per membership: all but the qualifying 'Top' leagues,
 * whose members are fixed.
 */
export const countedLeague = (l: SQL) => sql`(${l}.league_type = 's' and ${l}.scoring = 'c'
  and ${generalKindOf(l)} is not null)`;

/**
 * Makes the general leagues the chosen entries need and puts each entry in its own; entries
 * already in a league stay as they are. `which` picks the entries (default: every entry).
 */
export async function joinGeneralLeagues(tx: Tx, which: SQL = sql`true`): Promise<void> {
  const chosen = sql`select e.id, e.favourite_team, e.started_event, e.created_at, u.region
                     from entries e join users u on u.id = e.user_id where ${which}`;
  await tx.execute(sql`
    with chosen as (${chosen})
    insert into leagues (name, short_name, league_type, scoring, start_event, code_privacy, has_cup)
    select name, short_name, 's', 'c', start_event, 'p', has_cup from (
      select 'Overall' as name, 'overall' as short_name, 1 as start_event, true as has_cup
      union all
      select 'Second Chance', 'sc', ${SECOND_CHANCE_EVENT}, false
      union all
      select t.name, 'team-' || t.id, 1, true from teams t
      where t.id in (select favourite_team from chosen)
      union all
      select r.name, 'region-' || r.id, 1, true from regions r
      where r.id in (select region from chosen)
      union all
      select distinct 'Gameweek ' || c.started_event, 'event-' || c.started_event, c.started_event,
             false
      from chosen c
    ) g
    where exists (select 1 from chosen)
    on conflict (short_name) do nothing`);
  await tx.execute(sql`
    with chosen as (${chosen}),
    wanted as (
      select id, created_at, 'overall' as short_name from chosen
      union all select id, created_at, 'sc' from chosen
      union all select id, created_at, 'team-' || favourite_team from chosen
        where favourite_team is not null
      union all select id, created_at, 'region-' || region from chosen where region is not null
      union all select id, created_at, 'event-' || started_event from chosen
    )
    insert into league_entries (entry_id, league_id, joined_at)
    select w.id, l.id, w.created_at from wanted w join leagues l on l.short_name = w.short_name
    on conflict do nothing`);
  await keepGeneralMembers(
    tx,
    sql`le.entry_id in (select e.id from entries e
                                   join users u on u.id = e.user_id where ${which})`,
  );
}

/**
 * Writes the general leagues of the chosen memberships' entries (`which`, a condition on `le`,
 * league_entries) into general_members, from their memberships.
 */
export async function keepGeneralMembers(tx: Tx, which: SQL = sql`true`): Promise<void> {
  const of = (condition: SQL) => sql`min(le.league_id) filter (where ${condition})`;
  await tx.execute(sql`
    insert into general_members (entry_id, overall_league, sc_league, region_league, club_league,
                                 start_league)
    select le.entry_id, ${of(sql`l.short_name = 'overall'`)}, ${of(sql`l.short_name = 'sc'`)},
           ${of(sql`l.short_name like 'region-%'`)}, ${of(sql`l.short_name like 'team-%'`)},
           ${of(sql`l.short_name like 'event-%'`)}
    from league_entries le join leagues l on l.id = le.league_id
    where ${countedLeague(sql`l`)} and ${which}
    group by le.entry_id
    on conflict (entry_id) do update set
      overall_league = excluded.overall_league, sc_league = excluded.sc_league,
      region_league = excluded.region_league, club_league = excluded.club_league,
      start_league = excluded.start_league`);
}

/**
 * Moves an entry to the fan league of its new favourite club (or out of any, for none): only
 * before the first deadline, when the caller has checked that.
 */
export async function moveFanLeague(tx: Tx, entryId: number): Promise<void> {
  await tx.execute(sql`
    delete from league_entries le using leagues l
    where le.league_id = l.id and le.entry_id = ${entryId} and l.short_name like 'team-%'`);
  await joinEntryGeneralLeagues(tx, entryId);
}

/** Places one entry in the general leagues it belongs to (see joinGeneralLeagues). */
export async function joinEntryGeneralLeagues(tx: Tx, entryId: number): Promise<void> {
  await joinGeneralLeagues(tx, sql`e.id = ${entryId}`);
}
