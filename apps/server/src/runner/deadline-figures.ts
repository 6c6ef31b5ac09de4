// What the deadline fixes for a gameweek: ownership, the most selected, captained,
// vice-captained and transferred-in players, chip plays, transfers made, element_events rows.
// Set-based; ties go to the lower element id so reruns agree. A real season replayed without
// simulated managers shows the real season's figures instead.
import { sql } from 'drizzle-orm';
import type { Tx } from '@ofl/db';
import {
  MOST_SELECTED,
  ownershipFromSource,
  sourceDeadlineFigures,
  upsertElementEvents,
} from './feed-market';

/** Counts the frozen picks of `event` into the event's figures and the players' ownership. */
export async function refreshDeadlineFigures(tx: Tx, event: number): Promise<void> {
  if (await ownershipFromSource(tx)) return sourceDeadlineFigures(tx, event);
  await tx.execute(sql`
    update elements el set selected_by = coalesce(x.owners, 0)
    from elements e2 left join (
      select u.element, count(*)::int as owners
      from entry_picks p cross join lateral unnest(p.elements) as u(element)
      where p.event = ${event} group by u.element
    ) x on x.element = e2.id
    where e2.id = el.id and el.selected_by is distinct from coalesce(x.owners, 0)`);
  // The gameweek's transfers counted once (grouped), not per player: the table grows all season.
  await tx.execute(sql`
    with moves as (
      select element, sum(ins)::int as ins, sum(outs)::int as outs from (
        select element_in as element, 1 as ins, 0 as outs from transfers where event = ${event}
        union all
        select element_out, 0, 1 from transfers where event = ${event}) m
      group by element
    )
    ${upsertElementEvents(sql`
      select el.id, ${event}, el.now_cost, el.selected_by, coalesce(m.ins, 0), coalesce(m.outs, 0)
      from elements el left join moves m on m.element = el.id`)}`);
  await tx.execute(sql`
    update events set
      most_selected = ${MOST_SELECTED},
      most_captained = (select captain from entry_picks where event = ${event}
                        group by captain order by count(*) desc, captain limit 1),
      most_vice_captained = (select vice_captain from entry_picks where event = ${event}
                             group by vice_captain order by count(*) desc, vice_captain limit 1),
      most_transferred_in = (select element_in from transfers where event = ${event}
                             group by element_in order by count(*) desc, element_in limit 1),
      transfers_made = (select coalesce(sum(event_transfers), 0)::int from entry_picks
                        where event = ${event}),
      chip_plays = (select coalesce(jsonb_agg(jsonb_build_object('chip_name', c.active_chip,
                                                                 'num_played', c.n)
                                              order by c.active_chip), '[]'::jsonb)
                    from (select active_chip, count(*)::int as n from entry_picks
                          where event = ${event} and active_chip is not null
                          group by active_chip) c)
    where id = ${event}`);
}
