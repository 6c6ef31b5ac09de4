import { LineChart } from '../../../components/charts/line-chart';
import { formatMoney } from '../../../lib/money';
import type { ElementSummary } from '../api/get-element-summary';
import { byRound } from '../utils/by-round';

const gameweek = (event: number) => `GW${event}`;

/**
 * The player dialog's charts: his price and how many teams had him over the season, one point
 * per gameweek he had a match in. Loaded on their own when the dialog opens.
 */
export default function PriceOwnershipCharts({ summary }: { summary: ElementSummary }) {
  const rounds = byRound(summary.history);
  if (rounds.length === 0) return null;
  return (
    <div className="player-charts">
      <LineChart
        title="Price by gameweek"
        xLabel="Gameweek"
        yLabel="Price"
        zero={false}
        formatX={gameweek}
        formatY={(value) => formatMoney(value)}
        series={[{ name: 'Price', points: rounds.map((r) => ({ x: r.round, y: r.value })) }]}
      />
      <LineChart
        title="Teams selected by, by gameweek"
        xLabel="Gameweek"
        yLabel="Teams"
        formatX={gameweek}
        formatY={(value) => value.toLocaleString('en-GB')}
        series={[
          { name: 'Selected by', points: rounds.map((r) => ({ x: r.round, y: r.selected })) },
        ]}
      />
    </div>
  );
}
