// The prize winners the runner wrote once a gameweek (event) or a month (phase) ended.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import { joinEntryAndManager } from './entries';

export type PrizePeriodKind = 'event' | 'phase';

/** A winner of one period's prize, his team and name beside him. */
export interface PrizeWinnerRow {
  rank: number;
  rank_sort: number;
  entry_id: number;
  team_name: string;
  first_name: string;
  last_name: string;
  points: number;
}

/** Whether the gameweek or the month exists. */
export async function prizePeriodExists(
  db: Tx,
  kind: PrizePeriodKind,
  period: number,
): Promise<boolean> {
  const table = kind === 'event' ? sql`events` : sql`phases`;
  const [exists] = await queryRows(db, sql`select 1 from ${table} where id = ${period}`);
  return exists !== undefined;
}

/** The period's winners by rank; none before the runner wrote them. */
export function periodPrizeWinners(
  db: Tx,
  kind: PrizePeriodKind,
  period: number,
): Promise<PrizeWinnerRow[]> {
  return queryRows<PrizeWinnerRow>(
    db,
    sql`select w.rank, w.rank_sort, w.entry_id, e.name as team_name,
                 u.first_name, u.last_name, w.points
          from prize_winners w ${joinEntryAndManager(sql`w.entry_id`)}
          where w.kind = ${kind} and w.period = ${period}
          order by w.rank_sort`,
  );
}
