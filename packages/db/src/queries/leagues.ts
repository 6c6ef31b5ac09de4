// The leagues as the league services read them: a league's members (counted, named, searched),
// the leagues an entry is in or may join, and the stored tables.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import { joinEntryAndManager, managerName } from './entries';

/** A member as the admin's search lists him. */
export interface LeagueMemberMatchRow {
  entry: number;
  entry_name: string;
  player_name: string;
}

/** How many teams are in the league. */
export async function leagueMemberCount(tx: Tx, leagueId: number): Promise<number> {
  const [members] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from league_entries where league_id = ${leagueId}`,
  );
  return members?.n ?? 0;
}

/** The manager's name of a team in the league; undefined when the team is not a member. */
export async function leagueMemberName(
  tx: Tx,
  leagueId: number,
  entryId: number,
): Promise<string | undefined> {
  const [member] = await queryRows<{ player_name: string }>(
    tx,
    sql`select ${managerName} as player_name
          from league_entries le ${joinEntryAndManager(sql`le.entry_id`)}
          where le.league_id = ${leagueId} and le.entry_id = ${entryId}`,
  );
  return member?.player_name;
}

/**
 * The members other than `exceptEntry` whose team or manager name matches the ILIKE `pattern`,
 * by team name, `limit` from `offset`.
 */
export function searchLeagueMembers(
  tx: Tx,
  search: { leagueId: number; exceptEntry: number; pattern: string; limit: number; offset: number },
): Promise<LeagueMemberMatchRow[]> {
  const { leagueId, exceptEntry, pattern, limit, offset } = search;
  return queryRows<LeagueMemberMatchRow>(
    tx,
    sql`select e.id as entry, e.name as entry_name, ${managerName} as player_name
          from league_entries le ${joinEntryAndManager(sql`le.entry_id`)}
          where le.league_id = ${leagueId} and le.entry_id <> ${exceptEntry}
            and (e.name ilike ${pattern} or ${managerName} ilike ${pattern})
          order by e.name, e.id
          limit ${limit} offset ${offset}`,
  );
}

/** Drops the league's stored table: it is written again by the next update. */
export async function clearLeagueStandings(tx: Tx, leagueId: number): Promise<void> {
  await tx.execute(sql`delete from league_standings where league_id = ${leagueId}`);
}

/** The invitational (x) or public (c) classic leagues the entry is in. */
export async function entryLeagueCount(
  tx: Tx,
  entryId: number,
  leagueType: 'x' | 'c',
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from league_entries le join leagues l on l.id = le.league_id
        where le.entry_id = ${entryId} and l.league_type = ${leagueType}`,
  );
  return row?.n ?? 0;
}

/**
 * The first public classic league of this scoring from `startEvent` with room (fewer than `size`
 * members) that the entry is not in, locked; leagues another join holds right now are skipped.
 */
export async function openPublicLeague(
  tx: Tx,
  find: { scoring: 'c' | 'h'; startEvent: number; size: number; entryId: number },
): Promise<number | undefined> {
  const { scoring, startEvent: next, size, entryId } = find;
  const [open] = await queryRows<{ id: number }>(
    tx,
    sql`select l.id from leagues l
          where l.league_type = 'c' and l.scoring = ${scoring} and l.start_event = ${next}
            and not l.closed
            and (select count(*) from league_entries m where m.league_id = l.id) < ${size}
            and not exists (select 1 from league_entries m
                            where m.league_id = l.id and m.entry_id = ${entryId})
          order by l.id limit 1 for update skip locked`,
  );
  return open?.id;
}

/** An invitational classic league by the average total of its last table. */
export interface BestLeagueRow {
  league: number;
  name: string;
  average_score: string;
  num_entries: number;
}

/** The `limit` invitational classic leagues of at least `minEntries` teams with the best average. */
export function bestClassicLeagues(
  tx: Tx,
  minEntries: number,
  limit: number,
): Promise<BestLeagueRow[]> {
  return queryRows<BestLeagueRow>(
    tx,
    sql`select l.id as league, l.name, round(avg(s.total), 1)::text as average_score,
               count(*)::int as num_entries
        from leagues l join league_standings s on s.league_id = l.id and s.phase = 1
        where l.league_type = 'x' and l.scoring = 'c'
        group by l.id
        having count(*) >= ${minEntries}
        order by avg(s.total) desc, l.id
        limit ${limit}`,
  );
}

/** Writes the entry's new team name into its rows of its leagues' stored tables. */
export async function renameInLeagueTables(tx: Tx, entryId: number, name: string): Promise<void> {
  await tx.execute(sql`
        update league_standings s set entry_name = ${name}
        from league_entries le
        where le.entry_id = ${entryId} and s.league_id = le.league_id
          and s.entry_id = ${entryId}`);
}
