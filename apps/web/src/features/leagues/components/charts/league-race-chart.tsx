import type { ClassicStandingsRow } from '@ofl/api';

import { LineChart } from '../../../../components/charts/line-chart';
import { useRaceHistories } from '../../api/get-race-histories';
import { raceLine } from '../../utils/race-series';

/** How many of the leading teams race on the chart: more lines would not read apart. */
export const RACE_TEAMS = 5;

/**
 * A classic league's race: the leading teams' totals week by week from the league's first
 * gameweek. Loaded on its own with the chart library, once the table is shown.
 */
export default function LeagueRaceChart({
  rows,
  startEvent,
}: {
  rows: readonly ClassicStandingsRow[];
  startEvent: number;
}) {
  const leaders = rows.slice(0, RACE_TEAMS);
  const histories = useRaceHistories(leaders.map((row) => row.entry)).data;
  if (!histories) return null;
  const series = leaders
    .map((row, i) => raceLine(row.entry_name, histories[i]!, startEvent))
    .filter((line) => line.points.length > 0);
  if (series.length === 0) return null;
  return (
    <LineChart
      title={`The race: the top ${series.length} teams' totals week by week`}
      xLabel="Gameweek"
      yLabel="Total points"
      formatX={(event) => `GW${event}`}
      series={series}
    />
  );
}
