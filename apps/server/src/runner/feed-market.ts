// An imported real season's players as they stood at each gameweek (element_feed_events): the
// replay moves each player's price and club to the source's for the coming gameweek, instead of
// running the price model, and at a deadline counts the real season's ownership and transfers
// when no simulated managers play it. Set-based; every statement is safe to repeat.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';
import { bumpVersion } from './steps';

/** True when the season in the database is an imported one with per-gameweek figures. */
export async function hasFeedMarket(db: Tx): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from element_feed_events) as any`,
  );
  return row?.any === true;
}

/**
 * Gives every player the source's price and club for `event` (a player without a row that
 * gameweek keeps his), and, for the gameweek the source's availability is of, his status and
 * news. cost_change_event is the move since the last deadline, cost_change_start since the
 * season's first price. True when anything changed.
 */
export async function applyFeedMarket(tx: Tx, event: number): Promise<boolean> {
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update elements el set now_cost = f.value, team = f.team,
          cost_change_event = el.cost_change_event + (f.value - el.now_cost),
          cost_change_start = el.cost_change_start + (f.value - el.now_cost)
        from element_feed_events f
        where f.event = ${event} and f.element_id = el.id
          and (el.now_cost <> f.value or el.team <> f.team)
        returning el.id`,
  );
  const told = await queryRows<{ id: number }>(
    tx,
    sql`update elements el set status = a.status, news = a.news,
          news_added = a.news_added::timestamptz,
          chance_of_playing_this_round = a.chance_of_playing_this_round,
          chance_of_playing_next_round = a.chance_of_playing_next_round
        from element_feed_events f
        cross join lateral jsonb_to_record(f.availability) as a(
          status text, news text, news_added text,
          chance_of_playing_this_round smallint, chance_of_playing_next_round smallint)
        where f.event = ${event} and f.element_id = el.id and f.availability is not null
          and (el.status, el.news) is distinct from (a.status, a.news)
        returning el.id`,
  );
  return moved.length + told.length > 0;
}

/** A match is over by this long after its kick-off. */
const MATCH_OVER = sql`interval '3 hours'`;

/**
 * One nightly step of an imported season: the players as they stood at the next deadline after
 * `at` (the official prices moved during the days before it), once the gameweeks before it
 * have played their last match, so no one plays for a club he has not yet joined.
 */
export async function feedNight(tx: Tx, at: Date): Promise<void> {
  const night = at.toISOString();
  const [next] = await queryRows<{ id: number }>(
    tx,
    sql`select e.id from events e where e.deadline_time > ${night}
          and not exists (select 1 from fixtures f where f.event < e.id
                          and f.kickoff_time + ${MATCH_OVER} > ${night})
        order by e.deadline_time limit 1`,
  );
  if (next && (await applyFeedMarket(tx, next.id))) await bumpVersion(tx);
}

/**
 * Stores the gameweek's element_events rows selected by `rows` (element, event, value, selected,
 * transfers in and out); a rerun of the deadline overwrites them.
 */
export const upsertElementEvents = (rows: SQL) => sql`
    insert into element_events (element_id, event, value, selected, transfers_in, transfers_out)
    ${rows}
    on conflict (element_id, event) do update set value = excluded.value,
      selected = excluded.selected, transfers_in = excluded.transfers_in,
      transfers_out = excluded.transfers_out`;

/** The event's most selected player: the most owners, ties to the lower id. */
export const MOST_SELECTED = sql`(select id from elements where selected_by > 0
                                  order by selected_by desc, id limit 1)`;

/** True when the players show the real season's ownership (a replay without simulated managers). */
export async function ownershipFromSource(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ source: boolean }>(
    tx,
    sql`select source_players is not null as source from game_settings where id = 1`,
  );
  return row?.source === true;
}

/**
 * The deadline's figures from the source: each player's owners and the gameweek's transfers
 * (a player without a row that gameweek keeps his owners and made none), the season's transfers
 * so far, the element_events rows, and the event's most selected and transferred-in players and
 * transfers made. What the source does not give (captains, chips) stays empty.
 */
export async function sourceDeadlineFigures(tx: Tx, event: number): Promise<void> {
  await tx.execute(sql`
    update elements el set selected_by = coalesce(f.selected, el.selected_by),
      transfers_in_event = coalesce(f.transfers_in, 0),
      transfers_out_event = coalesce(f.transfers_out, 0),
      transfers_in = t.ins, transfers_out = t.outs
    from elements e2
    left join element_feed_events f on f.element_id = e2.id and f.event = ${event}
    cross join lateral (
      select coalesce(sum(s.transfers_in), 0)::int as ins, coalesce(sum(s.transfers_out), 0)::int as outs
      from element_feed_events s where s.element_id = e2.id and s.event <= ${event}) t
    where e2.id = el.id`);
  await tx.execute(
    upsertElementEvents(sql`
      select el.id, ${event}, el.now_cost, el.selected_by, el.transfers_in_event,
             el.transfers_out_event
      from elements el`),
  );
  await tx.execute(sql`
    update events set
      most_selected = ${MOST_SELECTED},
      most_transferred_in = (select element_id from element_feed_events
                             where event = ${event} and transfers_in > 0
                             order by transfers_in desc, element_id limit 1),
      transfers_made = (select coalesce(sum(transfers_in), 0)::int from element_feed_events
                        where event = ${event})
    where id = ${event}`);
}
