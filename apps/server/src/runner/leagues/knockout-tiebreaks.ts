// The inputs of a knock-out match's tie-breaks (game rules §7.3, §7.4): the goals scored and
// conceded in the gameweek by the players who counted for the team, the starters after the
// automatic substitutions (every pick with a multiplier under Bench Boost), each player once.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';

/** Goals for and against an entry's players in one gameweek. */
export interface KnockoutTiebreakGoals {
  goalsScored: number;
  goalsConceded: number;
}

/** The tie-break goals of `entryIds` (default: every entry) in finalised gameweek `event`. */
export async function knockoutTiebreaks(
  tx: Tx,
  event: number,
  entryIds?: readonly number[],
): Promise<Map<number, KnockoutTiebreakGoals>> {
  if (entryIds && entryIds.length === 0) return new Map();
  const which = entryIds ? sql`and p.entry_id = any(${`{${entryIds.join(',')}}`}::int[])` : sql``;
  const rows = await queryRows<{ entry_id: number; scored: number; conceded: number }>(
    tx,
    sql`
    with goals as (
      select s.element_id, sum(coalesce((s.stats->>'goals_scored')::int, 0)) as scored,
             sum(coalesce((s.stats->>'goals_conceded')::int, 0)) as conceded
      from fixture_player_stats s join fixtures f on f.id = s.fixture_id
      where f.event = ${event} group by s.element_id
    ),
    counted as (
      select p.entry_id, u.element
      from entry_picks p
      cross join lateral unnest(p.elements, p.multipliers) as u(element, multiplier)
      where p.event = ${event} ${which}
        and (u.multiplier > 0 or exists (
              select 1 from jsonb_array_elements(p.automatic_subs) s
              where (s->>'element_in')::int = u.element))
        and not exists (
              select 1 from jsonb_array_elements(p.automatic_subs) s
              where (s->>'element_out')::int = u.element)
    )
    select c.entry_id, coalesce(sum(g.scored), 0)::int as scored,
           coalesce(sum(g.conceded), 0)::int as conceded
    from counted c left join goals g on g.element_id = c.element
    group by c.entry_id`,
  );
  return new Map(
    rows.map((r) => [r.entry_id, { goalsScored: r.scored, goalsConceded: r.conceded }]),
  );
}
