// A gameweek's scores as a histogram: one GROUP BY over the gameweek's history rows, so a
// million managers cost one indexed pass and a few dozen rows back.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/** One bar of the histogram: how many managers scored from `from` to `from + width - 1`. */
export interface ScoreBucketRow {
  from: number;
  count: number;
}

/** The gameweek's points (before transfer costs, as FPL's `points`) counted in `width`-point bars. */
export function scoreDistribution(db: Tx, event: number, width: number): Promise<ScoreBucketRow[]> {
  return queryRows<ScoreBucketRow>(
    db,
    sql`select (floor(points::numeric / ${width}) * ${width})::int as "from",
               count(*)::int as count
        from entry_history where event = ${event}
        group by 1 order by 1`,
  );
}
