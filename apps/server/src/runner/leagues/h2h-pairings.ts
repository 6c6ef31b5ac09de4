// Every head-to-head league's pairings of one gameweek, derived set-based from the stored orders
// (h2h_orders) by the arithmetic of the engine's h2hRound: the league's k-th gameweek is round
// k mod (n - 1) of the circle method, in which the first place stays put and the others turn one
// place a round; slot i pairs places at(i) and at(n-1-i); the fixed place's pair swaps home and
// away on odd rounds and every pair on odd cycles; the AVERAGE team (NULL) is always entry_2.
import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows (league_id, slot, entry_1, entry_2) of gameweek `event` in every league playing a league
 * gameweek then: started by it and not past its knock-outs' start (the engine's h2hStopEvent).
 */
export function h2hPairingsSql(event: number): SQL {
  return sql`
    select g.league_id, g.slot, coalesce(g.x, g.y) as entry_1,
           case when g.x is null then null else g.y end as entry_2
    from (
      select o.league_id, s.slot,
             case when w.swap then w.b else w.a end as x,
             case when w.swap then w.a else w.b end as y
      from h2h_orders o
      join leagues l on l.id = o.league_id
      cross join lateral (select cardinality(o.members) - 1 as c,
                                 (${event}::int - l.start_event) % (cardinality(o.members) - 1) as r,
                                 (${event}::int - l.start_event) / (cardinality(o.members) - 1)
                                   as cycle) d
      cross join lateral generate_series(0, (d.c + 1) / 2 - 1) as s(slot)
      cross join lateral (
        select o.members[case when s.slot = 0 then 1
                              else 2 + (s.slot - 1 + d.r) % d.c end] as a,
               o.members[2 + (d.c - 1 - s.slot + d.r) % d.c] as b,
               (s.slot = 0 and d.r % 2 = 1) <> (d.cycle % 2 = 1) as swap
      ) w
      where cardinality(o.members) >= 2 and l.start_event <= ${event}::int
        and ${event}::int <= (select max(id) from events) - coalesce(l.ko_rounds, 0)
    ) g`;
}
