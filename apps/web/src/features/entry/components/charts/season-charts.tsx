import { LineChart, type ChartMark } from '../../../../components/charts/line-chart';
import { chipName } from '../../../../lib/chips';
import { formatRank } from '../../../../lib/format-rank';
import type { EntryHistory } from '../../api/get-entry-history';

const gameweek = (event: number) => `GW${event}`;

/**
 * The history page's charts: the overall rank and the gameweek points over the season, each
 * with the chips played marked at their gameweek. Loaded on their own, after the tables.
 */
export default function SeasonCharts({ history }: { history: EntryHistory }) {
  if (history.current.length === 0) return null;
  const marks: ChartMark[] = history.chips.map((c) => ({ x: c.event, label: chipName(c.name) }));
  return (
    <div className="season-charts">
      <LineChart
        title="Overall rank by gameweek"
        xLabel="Gameweek"
        yLabel="Overall rank"
        invert
        formatX={gameweek}
        formatY={(rank) => formatRank(rank)}
        marks={marks}
        series={[
          {
            name: 'Overall rank',
            points: history.current.flatMap((row) =>
              row.overall_rank == null ? [] : [{ x: row.event, y: row.overall_rank }],
            ),
          },
        ]}
      />
      <LineChart
        title="Points by gameweek"
        xLabel="Gameweek"
        yLabel="Points"
        formatX={gameweek}
        marks={marks}
        series={[
          {
            name: 'Gameweek points',
            points: history.current.map((row) => ({ x: row.event, y: row.points })),
          },
        ]}
      />
    </div>
  );
}
