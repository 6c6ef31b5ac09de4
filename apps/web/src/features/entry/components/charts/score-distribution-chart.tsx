import { BarChart } from '../../../../components/charts/bar-chart';
import { useScoreDistribution } from '../../api/get-score-distribution';

/**
 * The Points page's chart: how many managers scored what in the gameweek, with the bar this
 * team's score falls in marked. Loaded on its own, so the page draws before the chart library.
 */
export default function ScoreDistributionChart({
  event,
  eventName,
  points,
}: {
  event: number;
  eventName: string;
  points: number;
}) {
  const distribution = useScoreDistribution(event).data;
  if (!distribution || distribution.buckets.length === 0) return null;
  const size = distribution.bucket_size;
  return (
    <BarChart
      title={`${eventName} scores of all ${distribution.total.toLocaleString('en-GB')} managers`}
      xLabel="Points"
      yLabel="Managers"
      markLabel={`This team: ${points}`}
      bars={distribution.buckets.map((b) => ({
        label: `${b.from}–${b.from + size - 1}`,
        value: b.count,
        marked: points >= b.from && points < b.from + size,
      }))}
    />
  );
}
