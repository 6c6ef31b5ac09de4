// The tie-break inputs of a knock-out match (game rules §7.3, §7.4; league_h2h_tiebreak_stats):
// the goals scored and conceded in a gameweek by the players who played for each entry, its
// starters (every pick under Bench Boost) after the automatic substitutions.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';

/** An entry's goals scored and conceded in the gameweek. */
export interface KnockoutTiebreakStats {
  goalsScored: number;
  goalsConceded: number;
}

/**
 * Goals scored and conceded in `event` by the players of each entry (of `entryIds`, or every
 * entry with picks). An entry with no picks is absent: it counts as none of either.
 */
export async function knockoutTiebreaks(
  tx: Tx,
  event: number,
  entryIds?: readonly number[],
): Promise<Map<number, KnockoutTiebreakStats>> {
  const only =
    entryIds === undefined ? sql`` : sql`and p.entry_id = any(${`{${entryIds.join(',')}}`}::int[])`;
  const rows = await queryRows<{ entry: number; scored: number; conceded: number }>(
    tx,
    sql`with team as (
          select p.entry_id, u.element
          from entry_picks p cross join lateral unnest(p.elements, p.multipliers) as u(element, m)
          where p.event = ${event} ${only} and u.m > 0
            and not exists (select 1 from jsonb_array_elements(p.automatic_subs) s
                            where (s->>'element_out')::int = u.element)
          union all
          select p.entry_id, (s->>'element_in')::int
          from entry_picks p cross join lateral jsonb_array_elements(p.automatic_subs) s
          where p.event = ${event} ${only}
        ), goals as (
          select s.element_id, sum(coalesce((s.stats->>'goals_scored')::int, 0)) as scored,
                 sum(coalesce((s.stats->>'goals_conceded')::int, 0)) as conceded
          from fixture_player_stats s join fixtures f on f.id = s.fixture_id
          where f.event = ${event} group by s.element_id
        )
        select team.entry_id as entry, coalesce(sum(g.scored), 0)::int as scored,
               coalesce(sum(g.conceded), 0)::int as conceded
        from team left join goals g on g.element_id = team.element
        group by team.entry_id`,
  );
  return new Map(rows.map((r) => [r.entry, { goalsScored: r.scored, goalsConceded: r.conceded }]));
}
