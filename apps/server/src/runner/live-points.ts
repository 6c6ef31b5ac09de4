// Every entry's live points while a gameweek is played: the frozen picks times their multipliers
// over the elements' points so far, set-based so it stays one statement at any number of entries.
// Automatic substitutions wait for the gameweek's end (finalise-event), as in the official game.
import { sql } from 'drizzle-orm';
import { averageScore } from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';

/** Sets summary_event_points of every entry with picks for the gameweek from the live points. */
export async function refreshLivePoints(tx: Tx, event: number): Promise<void> {
  await tx.execute(sql`
    update entries e set summary_event_points = x.points
    from (
      select p.entry_id, sum(el.event_points * u.multiplier)::int as points
      from entry_picks p
      cross join lateral unnest(p.elements, p.multipliers) as u(element, multiplier)
      join elements el on el.id = u.element
      where p.event = ${event}
      group by p.entry_id
    ) x
    where x.entry_id = e.id and e.summary_event_points is distinct from x.points`);
}

/**
 * The gameweek's average and highest score so far, as the official game shows them after each
 * match day's bonus: from the entries' live points. Finalisation writes the final figures, with
 * the automatic substitutions.
 */
export async function refreshLiveEventFigures(tx: Tx, event: number): Promise<void> {
  const [live] = await queryRows<{
    sum: string | null;
    teams: string;
    highest: number | null;
    entry: number | null;
  }>(
    tx,
    sql`with live as (
          select e.id, e.summary_event_points as points
          from entry_picks p join entries e on e.id = p.entry_id
          where p.event = ${event}
        )
        select (select sum(points) from live) as sum, (select count(points) from live) as teams,
               (select max(points) from live) as highest,
               (select id from live order by points desc, id limit 1) as entry`,
  );
  await tx.execute(sql`
    update events set
      average_entry_score = ${averageScore(Number(live?.sum ?? 0), Number(live?.teams ?? 0))},
      highest_score = ${live?.highest ?? null},
      highest_scoring_entry = ${live?.entry ?? null}
    where id = ${event}`);
}
