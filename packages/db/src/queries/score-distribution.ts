// A gameweek's scores as a histogram: one GROUP BY over the gameweek's history rows, so a
// million managers cost one pass and a dozen rows back (0.3 s on PostgreSQL for 1,000,000 rows
// on the shared 2-core machine), once per gameweek and data change behind the public cache.
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
    // Floating-point division (exact for these small whole numbers) is twice as fast as numeric.
    sql`select (floor(points / ${width}::float8) * ${width})::int as "from",
               count(*)::int as count
        from entry_history where event = ${event}
        group by 1 order by 1`,
  );
}
