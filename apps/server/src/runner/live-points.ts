// Every entry's live points while a gameweek is played, with the provisional automatic
// substitutions and armband the live ranker counts: finalisation's scorer (finalise-scores) on
// the results so far, a player counting as played until his club's last match of the gameweek is
// over. So entries.summary_event_points and the event's figures agree with every live page, and
// equal the final scores once every match is over.
import { sql } from 'drizzle-orm';
import { averageScore, type GameSettings } from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';
import { provisionalElementResults } from './finalise/element-results';
import { scoreEntries } from './finalise/finalise-scores';

/** Sets summary_event_points of every entry with picks for the gameweek from the live points. */
export async function refreshLivePoints(
  tx: Tx,
  settings: GameSettings,
  event: number,
): Promise<void> {
  const results = await provisionalElementResults(tx, event);
  await scoreEntries(tx, settings, event, results, { from: 0, to: 2_147_483_647 });
  await tx.execute(sql`
    update entries e set summary_event_points = s.points
    from finalise_scores s
    where s.entry_id = e.id and e.summary_event_points is distinct from s.points`);
  // Scored afresh on each update.
  await tx.execute(sql`drop table finalise_scores`);
}

/**
 * The gameweek's average and highest score so far, from the entries' live points, after each
 * stat update and bonus: the highest is the best entry's live points on every page.
 * Finalisation writes the final figures.
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

/** The entries' live points and the gameweek's live figures, after a stat update or bonus. */
export async function refreshLiveEntries(
  tx: Tx,
  settings: GameSettings,
  event: number,
): Promise<void> {
  await refreshLivePoints(tx, settings, event);
  await refreshLiveEventFigures(tx, event);
}
