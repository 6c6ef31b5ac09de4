import { useId } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

import { ChartTable } from './chart-table';
import { useWidth } from './use-width';
import './charts.css';

/** One bar: its label on the x axis, its height, and whether it is the one to pick out. */
export interface ChartBar {
  label: string;
  value: number;
  marked?: boolean;
}

const HEIGHT = 220;
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
  const id = useId();
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 40);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
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
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <div ref={ref} className="chart__canvas">
        <svg width={width} height={HEIGHT} role="img" aria-labelledby={`${id}-title`}>
          <Group left={MARGIN.left} top={MARGIN.top} aria-hidden="true">
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
              tickFormat={(label) =>
                bars.findIndex((b) => b.label === label) % every ? '' : label
              }
              label={xLabel}
            />
          </Group>
        </svg>
      </div>
      <ChartTable
        caption={title}
        headers={[xLabel, yLabel, ...(markLabel ? ['Marked'] : [])]}
        rows={bars.map((bar) => [
          bar.label,
          bar.value,
          ...(markLabel ? [bar.marked ? markLabel : ''] : []),
        ])}
      />
    </figure>
  );
}
