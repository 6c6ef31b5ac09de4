import type { EntryHistory } from '@ofl/api';

/** A team's league total after each gameweek from the league's first. */
export interface RaceLine {
  name: string;
  points: { x: number; y: number }[];
}

/**
 * The league totals of a team week by week: its season total less what it had before the
 * league's first gameweek, so the last point is the table's TOT.
 */
export function raceLine(name: string, history: EntryHistory, startEvent: number): RaceLine {
  const before = history.current.filter((row) => row.event < startEvent).at(-1)?.total_points ?? 0;
  return {
    name,
    points: history.current
      .filter((row) => row.event >= startEvent)
      .map((row) => ({ x: row.event, y: row.total_points - before })),
  };
}
