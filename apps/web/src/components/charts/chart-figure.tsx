import { useId } from 'react';
import type { ReactNode } from 'react';
import { Group } from '@visx/group';

import { useWidth } from './use-width';

/** Every chart's height; its width is its box's. */
export const CHART_HEIGHT = 220;

/** The room around the plot for the axes, their labels and the marks above. */
export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A chart's box as laid out, and its plot's size inside the margins (never under 40 px wide). */
export function useChartBox(margin: ChartMargin) {
  const { ref, width } = useWidth<HTMLDivElement>(640);
  return {
    ref,
    width,
    margin,
    innerWidth: Math.max(width - margin.left - margin.right, 40),
    innerHeight: CHART_HEIGHT - margin.top - margin.bottom,
  };
}

/**
 * A chart's figure: its title, the SVG drawing of `plot` inside the box's margins, then
 * `children` (a legend, the table for screen readers). The drawing is named by the title and
 * hidden below it, since the table reads the same figures.
 */
export function ChartFigure({
  title,
  box,
  plot,
  children,
}: {
  title: string;
  box: ReturnType<typeof useChartBox>;
  plot: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <div ref={box.ref} className="chart__canvas">
        <svg width={box.width} height={CHART_HEIGHT} role="img" aria-labelledby={`${id}-title`}>
          <Group left={box.margin.left} top={box.margin.top} aria-hidden="true">
            {plot}
          </Group>
        </svg>
      </div>
      {children}
    </figure>
  );
}
