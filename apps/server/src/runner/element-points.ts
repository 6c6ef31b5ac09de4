// Element figures that follow from the fixture lines: a gameweek's points and the season totals.
import { sql } from 'drizzle-orm';
import type { Tx } from '@ofl/db';

/**
 * Sets every element's event_points for the gameweek (points plus bonus over its fixtures) and,
 * with `totals`, total_points and the season totals of every stat. Set-based and a pure
 * function of fixture_player_stats, so it can run any number of times.
 */
export async function refreshElementPoints(tx: Tx, event: number, totals: boolean): Promise<void> {
  await tx.execute(sql`
    update elements el set event_points = coalesce(x.points, 0)
    from elements e2 left join (
      select s.element_id, sum(s.points + s.bonus)::int as points
      from fixture_player_stats s join fixtures f on f.id = s.fixture_id
      where f.event = ${event} group by s.element_id
    ) x on x.element_id = e2.id
    where e2.id = el.id and el.event_points is distinct from coalesce(x.points, 0)`);
  if (!totals) return;
  await tx.execute(sql`
    with lines as (
      select element_id, sum(points + bonus)::int as points, sum(bps)::int as bps,
             sum(bonus)::int as bonus
      from fixture_player_stats group by element_id
    ), stats as (
      -- Exact sums: counts stay whole numbers, the ICT figures keep their one decimal.
      select s.element_id, kv.key, sum(kv.value::numeric) as total
      from fixture_player_stats s cross join lateral jsonb_each_text(s.stats) kv
      group by s.element_id, kv.key
    ), objects as (
      -- Grouped once for every element, rather than a subquery per element.
      select element_id, jsonb_object_agg(key, total) as stats from stats group by element_id
    ), totals as (
      select l.element_id, l.points,
             o.stats || jsonb_build_object('bps', l.bps, 'bonus', l.bonus) as totals
      from lines l left join objects o on o.element_id = l.element_id
    )
    update elements el set total_points = t.points, totals = t.totals
    from totals t where t.element_id = el.id`);
}
