// The leagues as the league services read them: a league's members (counted, named, searched),
// the leagues an entry is in or may join, the stored tables, a league's row, its settings and bans.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import type { LeagueRow, NewLeague } from '../rows';
import { leagueBans, leagueEntries, leagues, leagueStandings } from '../schema/index';
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

/** The league, locked until the transaction ends when `lock` is set. */
export async function leagueById(
  tx: Tx,
  leagueId: number,
  lock: boolean,
): Promise<LeagueRow | undefined> {
  const query = tx.select().from(leagues).where(eq(leagues.id, leagueId));
  const [league] = lock ? await query.for('update') : await query;
  return league;
}

/** The leagues of those ids. */
export function leaguesByIds(tx: Tx, ids: number[]): Promise<LeagueRow[]> {
  return tx.select().from(leagues).where(inArray(leagues.id, ids));
}

/** Writes the given fields of the league; answers the row. */
export async function updateLeagueRow(
  tx: Tx,
  leagueId: number,
  values: Partial<typeof leagues.$inferInsert>,
): Promise<LeagueRow | undefined> {
  const [saved] = await tx.update(leagues).set(values).where(eq(leagues.id, leagueId)).returning();
  return saved;
}

/** Whether a league already has that code. */
export async function leagueCodeTaken(tx: Tx, code: string): Promise<boolean> {
  const clash = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.code, code));
  return clash.length > 0;
}

export async function setLeagueCode(tx: Tx, leagueId: number, code: string) {
  await tx.update(leagues).set({ code }).where(eq(leagues.id, leagueId));
}

export async function deleteLeagueRow(tx: Tx, leagueId: number) {
  await tx.delete(leagues).where(eq(leagues.id, leagueId));
}

/** True when the entry is a member of the league. */
export function isLeagueMember(tx: Tx, leagueId: number, entryId: number) {
  return holdsEntry(tx, leagueEntries, leagueId, entryId);
}

/** True when the entry is banned from the league. */
export function isLeagueBanned(tx: Tx, leagueId: number, entryId: number) {
  return holdsEntry(tx, leagueBans, leagueId, entryId);
}

/** True when the table (the league's members or its bans) has the entry's row in the league. */
async function holdsEntry(
  tx: Tx,
  table: typeof leagueEntries | typeof leagueBans,
  leagueId: number,
  entryId: number,
) {
  const rows = await tx
    .select({ entry: table.entryId })
    .from(table)
    .where(and(eq(table.leagueId, leagueId), eq(table.entryId, entryId)));
  return rows.length > 0;
}

/** The league's banned entries, by entry. */
export function leagueBanRows(tx: Tx, leagueId: number) {
  return tx
    .select({ entry: leagueBans.entryId, player_name: leagueBans.playerName })
    .from(leagueBans)
    .where(eq(leagueBans.leagueId, leagueId))
    .orderBy(asc(leagueBans.entryId));
}

/** Bans the entry from the league under its manager's name; already banned, nothing changes. */
export async function insertLeagueBan(
  tx: Tx,
  ban: { leagueId: number; entryId: number; playerName: string },
) {
  await tx.insert(leagueBans).values(ban).onConflictDoNothing();
}

export async function deleteLeagueBan(tx: Tx, leagueId: number, entryId: number) {
  await tx
    .delete(leagueBans)
    .where(and(eq(leagueBans.leagueId, leagueId), eq(leagueBans.entryId, entryId)));
}

/** Inserts a league; undefined when its code is taken. */
export async function insertLeagueWithCode(
  tx: Tx,
  values: NewLeague & { code: string },
): Promise<LeagueRow | undefined> {
  const [row] = await tx
    .insert(leagues)
    .values(values)
    .onConflictDoNothing({ target: leagues.code })
    .returning();
  return row;
}

/** Inserts a league (a public one, which has no code); answers the row. */
export async function insertLeague(tx: Tx, values: NewLeague): Promise<LeagueRow | undefined> {
  const [made] = await tx.insert(leagues).values(values).returning();
  return made;
}

/** The league with that code, locked until the transaction ends. */
export async function leagueByCodeForUpdate(tx: Tx, code: string): Promise<LeagueRow | undefined> {
  const [league] = await tx.select().from(leagues).where(eq(leagues.code, code)).for('update');
  return league;
}

/** Puts the entry in the league from `joinedAt`. */
export async function insertLeagueMember(
  tx: Tx,
  member: { entryId: number; leagueId: number; joinedAt: Date },
) {
  await tx.insert(leagueEntries).values(member);
}

/** Takes the entry out of the league and its tables. */
export async function deleteLeagueMember(tx: Tx, leagueId: number, entryId: number) {
  await tx
    .delete(leagueEntries)
    .where(and(eq(leagueEntries.leagueId, leagueId), eq(leagueEntries.entryId, entryId)));
  await tx
    .delete(leagueStandings)
    .where(and(eq(leagueStandings.leagueId, leagueId), eq(leagueStandings.entryId, entryId)));
}
