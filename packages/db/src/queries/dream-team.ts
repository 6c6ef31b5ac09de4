// The players who may make the season's team of the week: everyone who has played.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/** A player's season so far, as the dream team ranks him. */
export interface SeasonPointsRow {
  id: number;
  element_type: number;
  points: number;
  bps: number;
}

/** Every player with minutes this season, with his total points and BPS. */
export function seasonPoints(db: Tx): Promise<SeasonPointsRow[]> {
  return queryRows<SeasonPointsRow>(
    db,
    sql`select id, element_type, total_points as points,
               coalesce((totals->>'bps')::int, 0) as bps
        from elements where coalesce((totals->>'minutes')::int, 0) > 0`,
  );
}
