import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';

import { ChartFigure, useChartBox } from './chart-figure';
import { ChartTable } from './chart-table';
import './charts.css';

/** One line of a chart: its name (legend and table) and its points left to right. */
export interface ChartSeries {
  name: string;
  points: readonly { x: number; y: number }[];
}

/** A labelled mark across the chart at one x (a chip played in that gameweek). */
export interface ChartMark {
  x: number;
  label: string;
}

const MARGIN = { top: 16, right: 16, bottom: 36, left: 64 };

/**
 * A line chart of one or more series over gameweeks, drawn in SVG at the width it is given, with
 * its figures in a table for screen readers. `invert` puts low values at the top (a rank).
 */
export function LineChart({
  title,
  series,
  xLabel,
  yLabel,
  formatY = String,
  formatX = String,
  invert = false,
  zero = true,
  marks = [],
}: {
  title: string;
  series: readonly ChartSeries[];
  xLabel: string;
  yLabel: string;
  formatY?: (value: number) => string;
  formatX?: (value: number) => string;
  invert?: boolean;
  /** Whether the y axis starts at zero (counts), or closes in on the values (a price). */
  zero?: boolean;
  marks?: readonly ChartMark[];
}) {
  const box = useChartBox(MARGIN);
  const { innerWidth, innerHeight } = box;
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const ys = series.flatMap((s) => s.points.map((p) => p.y));
  const x = scaleLinear<number>({
    domain: [xs[0] ?? 1, Math.max(xs.at(-1) ?? 1, (xs[0] ?? 1) + 1)],
    range: [0, innerWidth],
  });
  const least = ys.length ? Math.min(...ys, invert ? 1 : zero ? 0 : Infinity) : 0;
  // A flat line away from zero (a price that has not moved) is drawn in the middle.
  const flat = !zero && !invert && ys.every((v) => v === least);
  const low = flat ? least - 1 : least;
  const high = Math.max(...ys, low + 1, flat ? least + 1 : -Infinity);
  const y = scaleLinear<number>({
    domain: [low, high],
    range: invert ? [0, innerHeight] : [innerHeight, 0],
    nice: true,
  });
  const markAt = new Map<number, string[]>();
  for (const mark of marks) markAt.set(mark.x, [...(markAt.get(mark.x) ?? []), mark.label]);

  return (
    <ChartFigure
      title={title}
      box={box}
      plot={
        <>
          {[...markAt].map(([at, labels]) => (
            <g key={at} className="chart__mark">
              <line x1={x(at)} x2={x(at)} y1={0} y2={innerHeight} />
              <text x={x(at) + 3} y={10}>
                {labels.join(', ')}
              </text>
            </g>
          ))}
          {series.map((s, i) => (
            <g key={s.name} className={`chart__series chart__series--${i % 5}`}>
              <LinePath
                data={[...s.points]}
                x={(p) => x(p.x)}
                y={(p) => y(p.y)}
                className="chart__line"
              />
              {s.points.map((p) => (
                <circle key={p.x} className="chart__point" cx={x(p.x)} cy={y(p.y)} r={3}>
                  <title>{`${s.name}, ${formatX(p.x)}: ${formatY(p.y)}`}</title>
                </circle>
              ))}
            </g>
          ))}
          <AxisLeft
            scale={y}
            tickValues={y.ticks(5).filter(Number.isInteger)}
            tickFormat={(v) => formatY(Number(v))}
            label={yLabel}
            labelOffset={44}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            numTicks={Math.min(xs.length, Math.floor(innerWidth / 40))}
            tickFormat={(v) => (Number.isInteger(Number(v)) ? formatX(Number(v)) : '')}
            label={xLabel}
          />
        </>
      }
    >
      {series.length > 1 && (
        <ul className="chart__legend">
          {series.map((s, i) => (
            <li key={s.name} className={`chart__series--${i % 5}`}>
              <span className="chart__swatch" aria-hidden="true" />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <ChartTable
        caption={title}
        headers={[xLabel, ...series.map((s) => s.name), ...(marks.length ? ['Marked'] : [])]}
        rows={xs.map((at) => [
          formatX(at),
          ...series.map((s) => {
            const point = s.points.find((p) => p.x === at);
            return point ? formatY(point.y) : '–';
          }),
          ...(marks.length ? [(markAt.get(at) ?? []).join(', ')] : []),
        ])}
      />
    </ChartFigure>
  );
}
