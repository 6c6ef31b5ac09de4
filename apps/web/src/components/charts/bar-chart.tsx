import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

import { ChartFigure, useChartBox } from './chart-figure';
import { ChartTable } from './chart-table';
import './charts.css';

/** One bar: its label on the x axis, its height, and whether it is the one to pick out. */
export interface ChartBar {
  label: string;
  value: number;
  marked?: boolean;
}

/** A bar is never wider than this: a gameweek with few scores still reads as a histogram. */
const MAX_BAR = 64;
const MARGIN = { top: 24, right: 16, bottom: 40, left: 64 };

/**
 * A bar chart drawn in SVG at the width it is given; a marked bar stands out and carries
 * `markLabel` above it. Its figures are also in a table for screen readers.
 */
export function BarChart({
  title,
  bars,
  xLabel,
  yLabel,
  markLabel,
}: {
  title: string;
  bars: readonly ChartBar[];
  xLabel: string;
  yLabel: string;
  markLabel?: string;
}) {
  const box = useChartBox(MARGIN);
  const { innerWidth, innerHeight } = box;
  const x = scaleBand<string>({
    domain: bars.map((b) => b.label),
    range: [0, innerWidth],
    padding: 0.15,
  });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...bars.map((b) => b.value))],
    range: [innerHeight, 0],
    nice: true,
  });
  // Every label fits on a wide screen; on a phone every second or third one.
  const every = Math.max(1, Math.ceil((bars.length * 44) / innerWidth));

  return (
    <ChartFigure
      title={title}
      box={box}
      plot={
        <>
          {bars.map((bar) => {
            const width = Math.min(x.bandwidth(), MAX_BAR);
            const left = (x(bar.label) ?? 0) + (x.bandwidth() - width) / 2;
            const top = y(bar.value);
            return (
              <g key={bar.label}>
                <Bar
                  className={bar.marked ? 'chart__bar chart__bar--marked' : 'chart__bar'}
                  x={left}
                  y={top}
                  width={width}
                  height={innerHeight - top}
                >
                  <title>{`${bar.label}: ${bar.value}`}</title>
                </Bar>
                {bar.marked && markLabel && (
                  <text
                    className="chart__mark-label"
                    x={left + width / 2}
                    y={top - 6}
                    textAnchor="middle"
                  >
                    {markLabel}
                  </text>
                )}
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            tickValues={y.ticks(4).filter(Number.isInteger)}
            tickFormat={(v) => Number(v).toLocaleString('en-GB')}
            label={yLabel}
            labelOffset={44}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickFormat={(label) => (bars.findIndex((b) => b.label === label) % every ? '' : label)}
            label={xLabel}
          />
        </>
      }
    >
      <ChartTable
        caption={title}
        headers={[xLabel, yLabel, ...(markLabel ? ['Marked'] : [])]}
        rows={bars.map((bar) => [
          bar.label,
          bar.value,
          ...(markLabel ? [bar.marked ? markLabel : ''] : []),
        ])}
      />
    </ChartFigure>
  );
}
