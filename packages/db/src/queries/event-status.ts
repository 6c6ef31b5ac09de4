// The match days of a gameweek and how far its scoring has gone (api-shapes §14).
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/** One match day: its date, how many matches started and are not over, whether bonus is in. */
export interface MatchDayRow {
  day: string;
  started: number;
  unfinished: number;
  bonus_added: boolean;
}

/** The match days of gameweek `event`, in date order. */
export function matchDays(db: Tx, event: number): Promise<MatchDayRow[]> {
  return queryRows<MatchDayRow>(
    db,
    sql`select to_char(kickoff_time at time zone 'UTC', 'YYYY-MM-DD') as day,
               count(*) filter (where started)::int as started,
               count(*) filter (where not finished_provisional)::int as unfinished,
               exists (select 1 from runner_steps r where r.event = ${event}
                       and r.step = 'bonus:' || to_char(min(kickoff_time) at time zone 'UTC',
                                                        'YYYY-MM-DD')) as bonus_added
        from fixtures where event = ${event} and kickoff_time is not null
        group by 1 order by 1`,
  );
}

/** Whether gameweek `event` is finalised, and whether all its matches are finished. */
export async function eventProgress(
  db: Tx,
  event: number,
): Promise<{ finalised: boolean; finished: boolean }> {
  const [row] = await queryRows<{ finalised: boolean; finished: boolean }>(
    db,
    sql`select exists (select 1 from runner_steps where event = ${event} and step = 'finalised')
                 as finalised,
               coalesce((select bool_and(finished) from fixtures where event = ${event}), false)
                 as finished`,
  );
  return row ?? { finalised: false, finished: false };
}

/** The last gameweek whose deadline the runner has passed, and that deadline. */
export async function lastPassedDeadline(
  db: Tx,
): Promise<{ event: number; deadline: string | Date } | undefined> {
  const [passed] = await queryRows<{ event: number; deadline: string | Date }>(
    db,
    sql`select e.id as event, e.deadline_time as deadline from events e
        join runner_steps s on s.event = e.id and s.step = 'deadline'
        order by e.deadline_time desc limit 1`,
  );
  return passed;
}

/** The gameweek's average entry score, if there is such a gameweek. */
export async function eventAverageScore(tx: Tx, event: number): Promise<number | undefined> {
  const [average] = await queryRows<{ score: number }>(
    tx,
    sql`select average_entry_score as score from events where id = ${event}`,
  );
  return average?.score;
}
