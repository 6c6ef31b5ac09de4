// The managers' entries (teams), as the services read them one at a time: the profile, Team
// Details, the transfers, and the join that names a row's team and its manager.
import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import { generalRanksOfEntry, type LeagueRank } from './general-standings';
import {
  entries,
  leagueEntries,
  leagues,
  leagueStandings,
  regions,
  transfers,
  users,
} from '../schema/index';

/**
 * Joins the team of a row's `entryId` column as `e` and its manager as `u`, for the team's name
 * (e.name) and the manager's (managerName).
 */
export const joinEntryAndManager = (entryId: SQL): SQL =>
  sql`join entries e on e.id = ${entryId} join users u on u.id = e.user_id`;

/** The manager's full name, of the user joined as `u`. */
export const managerName = sql`u.first_name || ' ' || u.last_name`;

/** The user's entry, locked, and whether it has picked its squad this season; undefined if none. */
export async function userEntryForUpdate(
  tx: Tx,
  userId: number,
): Promise<{ id: number; picked: boolean } | undefined> {
  const [existing] = await queryRows<{ id: number; picked: boolean }>(
    tx,
    sql`select e.id, exists (select 1 from entry_picks p where p.entry_id = e.id) as picked
          from entries e where e.user_id = ${userId} for update`,
  );
  return existing;
}

/** The entry, its manager and his region. */
export async function entryWithManager(tx: Tx, entryId: number) {
  const [row] = await tx
    .select({ entry: entries, user: users, region: regions })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(regions, eq(regions.id, users.region))
    .where(eq(entries.id, entryId));
  return row;
}

/**
 * The entry's leagues, each with its membership and its place in the season's table if any: a
 * general league's counted (general_totals), any other's written row (league_standings).
 */
export async function entryMemberships(tx: Tx, entryId: number) {
  const rows = await tx
    .select({ league: leagues, membership: leagueEntries, standing: leagueStandings })
    .from(leagueEntries)
    .innerJoin(leagues, eq(leagues.id, leagueEntries.leagueId))
    .leftJoin(
      leagueStandings,
      and(
        eq(leagueStandings.phase, 1),
        eq(leagueStandings.leagueId, leagueEntries.leagueId),
        eq(leagueStandings.entryId, leagueEntries.entryId),
      ),
    )
    .where(eq(leagueEntries.entryId, entryId));
  const general = await generalRanksOfEntry(tx, entryId);
  return rows.map((r) => ({
    league: r.league,
    membership: r.membership,
    standing: (general.get(r.league.id) ?? r.standing) as LeagueRank | null,
  }));
}

/** The entry's owner; undefined for an unknown entry. */
export async function entryUserId(tx: Tx, entryId: number): Promise<number | undefined> {
  const [entry] = await tx
    .select({ userId: entries.userId })
    .from(entries)
    .where(eq(entries.id, entryId));
  return entry?.userId;
}

/** The user's entry, locked until the transaction ends. */
export async function userEntryRowForUpdate(tx: Tx, userId: number) {
  const [entry] = await tx.select().from(entries).where(eq(entries.userId, userId)).for('update');
  return entry;
}

/** Team Details: the name, and the kit, favourite club and email choice where given. */
export async function updateEntryDetails(
  tx: Tx,
  entryId: number,
  details: Pick<typeof entries.$inferInsert, 'name' | 'kit' | 'favouriteTeam' | 'emailOptIn'>,
) {
  await tx.update(entries).set(details).where(eq(entries.id, entryId));
}

/** Whether the entry's manager takes the game's emails. */
export async function entryEmailOptIn(tx: Tx, entryId: number): Promise<boolean | undefined> {
  const [saved] = await tx
    .select({ email: entries.emailOptIn })
    .from(entries)
    .where(eq(entries.id, entryId));
  return saved?.email;
}

/**
 * The entry's transfers, newest first: all of them, those up to gameweek `upTo`, or those after
 * gameweek `after`.
 */
export function entryTransferRows(
  tx: Tx,
  entryId: number,
  events: { upTo?: number; after?: number } = {},
) {
  const conditions = [eq(transfers.entryId, entryId)];
  if (events.upTo !== undefined) conditions.push(lte(transfers.event, events.upTo));
  if (events.after !== undefined) conditions.push(gt(transfers.event, events.after));
  return tx
    .select()
    .from(transfers)
    .where(conditions.length === 1 ? conditions[0] : and(...conditions))
    .orderBy(desc(transfers.time), desc(transfers.id));
}

/** The id of the user's entry, if he has one. */
export async function userEntryId(tx: Tx, userId: number): Promise<number | undefined> {
  const [entry] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(eq(entries.userId, userId));
  return entry?.id;
}

/** The entry's team value at the last deadline; null until the runner has frozen one. */
export async function entryLastDeadlineValue(
  tx: Tx,
  entryId: number,
): Promise<number | null | undefined> {
  const [entry] = await tx
    .select({ value: entries.lastDeadlineValue })
    .from(entries)
    .where(eq(entries.id, entryId));
  return entry?.value;
}
