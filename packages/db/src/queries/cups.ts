// What the cup pages and an entry's profile read of the cups (game rules §7.4): a league's cup
// row, its matches with both teams' names, and an entry's own cup matches. A cup row is a
// leagues row whose qualifying_league is the league its members come from; its matches are the
// league_matches of kind 'cup'.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import { leagues } from '../schema/index';
import { joinEntryAndManager, managerName } from './entries';

type LeagueRow = typeof leagues.$inferSelect;

/** A league with a cup and the cup's own row, null before the draw. */
export interface LeagueCup {
  league: LeagueRow;
  cup: LeagueRow | null;
}

/**
 * The cup of league `id`, given the league or the cup's own row; null when neither is a league
 * with a cup.
 */
export async function findLeagueCup(tx: Tx, id: number): Promise<LeagueCup | null> {
  const rows = await tx
    .select()
    .from(leagues)
    .where(or(eq(leagues.id, id), eq(leagues.qualifyingLeague, id)));
  const self = rows.find((r) => r.id === id);
  if (!self) return null;
  if (self.qualifyingLeague !== null) {
    const [league] = await tx.select().from(leagues).where(eq(leagues.id, self.qualifyingLeague));
    return league ? { league, cup: self } : null;
  }
  if (!self.hasCup) return null;
  return { league: self, cup: rows.find((r) => r.qualifyingLeague === id) ?? null };
}

/** The members of a league who would enter its cup if it qualified after `event`. */
export async function cupCandidateCount(tx: Tx, league: number, event: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from league_entries le
        where le.league_id = ${league}
          and le.joined_at < coalesce((select deadline_time from events where id = ${event + 1}),
                                      'infinity'::timestamptz)`,
  );
  return row?.n ?? 0;
}

/** Both sides of a league match: each team, its manager's name and its points. */
export interface MatchSidesRow {
  entry_1: number | null;
  entry_1_name: string | null;
  entry_1_player_name: string | null;
  entry_1_points: number;
  entry_2: number | null;
  entry_2_name: string | null;
  entry_2_player_name: string | null;
  entry_2_points: number;
}

/** A cup match with both teams' names (api-shapes §10's match shape). */
export interface CupMatchRow extends MatchSidesRow {
  id: number;
  league: number;
  event: number;
  is_bye: boolean;
  winner: number | null;
  tiebreak: string | null;
  knockout_name: string | null;
}

/** The columns of MatchSidesRow, of a league match `m` joined by joinMatchSides. */
export const matchSidesColumns = sql`
  m.entry_1, e1.name as entry_1_name,
  u1.first_name || ' ' || u1.last_name as entry_1_player_name, m.entry_1_points,
  m.entry_2, e2.name as entry_2_name,
  u2.first_name || ' ' || u2.last_name as entry_2_player_name, m.entry_2_points`;

/** Joins both teams of a league match `m` and their managers (none for an AVERAGE side). */
export const joinMatchSides = sql`
  left join entries e1 on e1.id = m.entry_1 left join users u1 on u1.id = e1.user_id
  left join entries e2 on e2.id = m.entry_2 left join users u2 on u2.id = e2.user_id`;

const matchColumns = sql`
  m.id, m.league_id as league, m.event, ${matchSidesColumns},
  m.is_bye, m.winner, m.tiebreak #>> '{}' as tiebreak, m.knockout_name`;

/** Filters of a cup's match list. */
export interface CupMatchFilter {
  entry?: number;
  event?: number;
}

/**
 * One page of a cup's matches, latest round first and in the drawn order within a round;
 * `size + 1` rows are read so the caller knows whether another page follows.
 */
export async function cupMatchesPage(
  tx: Tx,
  cup: number,
  filter: CupMatchFilter,
  page: number,
  size: number,
): Promise<{ rows: CupMatchRow[]; hasNext: boolean }> {
  const where: SQL[] = [sql`m.league_id = ${cup}`, sql`m.kind = 'cup'`];
  if (filter.event !== undefined) where.push(sql`m.event = ${filter.event}`);
  if (filter.entry !== undefined) {
    where.push(sql`(m.entry_1 = ${filter.entry} or m.entry_2 = ${filter.entry})`);
  }
  const rows = await queryRows<CupMatchRow>(
    tx,
    sql`select ${matchColumns} from league_matches m ${joinMatchSides}
        where ${sql.join(where, sql` and `)}
        order by m.event desc, m.id limit ${size + 1} offset ${(page - 1) * size}`,
  );
  return { rows: rows.slice(0, size), hasNext: rows.length > size };
}

/** The teams drawn in a cup's first round, by team name. */
export async function cupEntrants(
  tx: Tx,
  cup: number,
  firstEvent: number,
): Promise<{ entry: number; entry_name: string; player_name: string }[]> {
  return queryRows(
    tx,
    sql`select e.id as entry, e.name as entry_name, ${managerName} as player_name
        from league_matches m
        cross join lateral (values (m.entry_1), (m.entry_2)) as t(entry_id)
        ${joinEntryAndManager(sql`t.entry_id`)}
        where m.league_id = ${cup} and m.kind = 'cup' and m.event = ${firstEvent}
        order by e.name, e.id`,
  );
}

/** Every cup match of an entry, in every cup, by gameweek. */
export async function entryCupMatches(tx: Tx, entry: number): Promise<CupMatchRow[]> {
  return queryRows<CupMatchRow>(
    tx,
    sql`select ${matchColumns} from league_matches m ${joinMatchSides}
        where m.kind = 'cup' and m.id in (
          select id from league_matches where entry_1 = ${entry}
          union all select id from league_matches where entry_2 = ${entry})
        order by m.event, m.league_id`,
  );
}
