// 'Best Leagues' (stats/best-classic-private-leagues/, api-shapes §16, a shape of our own): the
// invitational classic leagues with the best average total in their last table.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';

/** Leagues listed, and the fewest teams a league needs to be listed. */
export const BEST_LEAGUES = 5;
export const BEST_LEAGUES_MIN_ENTRIES = 5;

export async function bestClassicPrivateLeagues(tx: Tx) {
  const rows = await queryRows<{
    league: number;
    name: string;
    average_score: string;
    num_entries: number;
  }>(
    tx,
    sql`select l.id as league, l.name, round(avg(s.total), 1)::text as average_score,
               count(*)::int as num_entries
        from leagues l join league_standings s on s.league_id = l.id and s.phase = 1
        where l.league_type = 'x' and l.scoring = 'c'
        group by l.id
        having count(*) >= ${BEST_LEAGUES_MIN_ENTRIES}
        order by avg(s.total) desc, l.id
        limit ${BEST_LEAGUES}`,
  );
  return rows.map((r) => ({ ...r, average_score: Number(r.average_score) }));
}
