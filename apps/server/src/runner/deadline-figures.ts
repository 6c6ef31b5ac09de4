// What the deadline fixes for a gameweek: ownership, the most selected, captained,
// vice-captained and transferred-in players, chip plays, transfers made, element_events rows.
// Set-based; ties go to the lower element id so reruns agree. A real season replayed without
// simulated managers shows the real season's figures instead.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';
import {
  MOST_SELECTED,
  ownershipFromSource,
  sourceDeadlineFigures,
  upsertElementEvents,
} from './feed-market';
import { bumpVersion } from './steps';

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
  await refreshTransferCounts(tx, event);
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

/**
 * Each player's transfers in and out, of the season and of the gameweek, from the transfers
 * made (managers' and simulated managers', Wildcard and Free Hit ones too, as the official
 * counts are). As in the official game the gameweek's are those made since the last deadline
 * (`current`'s, 0 before the first), for the next gameweek: at the season's end they are 0. The
 * past gameweeks' counts are the element_events rows their deadlines wrote, so only the
 * transfers still open are read. An imported season keeps its source's figures. True when a
 * figure moved (the public data version is then moved too).
 */
export async function refreshTransferCounts(tx: Tx, current: number): Promise<boolean> {
  if (await ownershipFromSource(tx)) return false;
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`with open as (
          select element, sum(ins)::int as ins, sum(outs)::int as outs from (
            select element_in as element, 1 as ins, 0 as outs from transfers
            where event > ${current}
            union all
            select element_out, 0, 1 from transfers where event > ${current}) m
          group by element
        ), past as (
          select element_id as element, sum(transfers_in)::int as ins,
                 sum(transfers_out)::int as outs
          from element_events where event <= ${current} group by element_id
        )
        update elements el set
          transfers_in = x.past_in + x.open_in, transfers_out = x.past_out + x.open_out,
          transfers_in_event = x.open_in, transfers_out_event = x.open_out
        from (
          select e2.id, coalesce(p.ins, 0) as past_in, coalesce(p.outs, 0) as past_out,
                 coalesce(o.ins, 0) as open_in, coalesce(o.outs, 0) as open_out
          from elements e2
          left join past p on p.element = e2.id left join open o on o.element = e2.id
        ) x
        where x.id = el.id
          and (el.transfers_in, el.transfers_out, el.transfers_in_event, el.transfers_out_event)
            is distinct from (x.past_in + x.open_in, x.past_out + x.open_out, x.open_in, x.open_out)
        returning el.id`,
  );
  if (moved.length === 0) return false;
  await bumpVersion(tx);
  return true;
}

/** The transfer counts of the gameweeks whose deadline has passed, and of the one still open. */
export async function refreshOpenTransferCounts(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(event), 0)::int as n from runner_steps
        where step = 'deadline' and event > 0`,
  );
  return refreshTransferCounts(tx, row?.n ?? 0);
}
