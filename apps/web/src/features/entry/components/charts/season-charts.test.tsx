import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EntryHistory } from '@ofl/api';

import { aPicksHistory } from '../../../../testing/entry-api';
import { tableText } from '../../../../testing/table-text';
import SeasonCharts from './season-charts';

const week = (event: number, points: number, overall_rank: number | null) =>
  aPicksHistory(event, { points, total_points: points, overall_rank });

const history = {
  current: [week(1, 61, 5_000), week(2, 48, 7_250), week(3, 80, 1_200)],
  past: [],
  chips: [{ name: 'bboost', time: '2026-09-01T10:00:00Z', event: 2 }],
} as unknown as EntryHistory;

describe('SeasonCharts', () => {
  it('draws a point per gameweek and marks the chip in the drawing and the table', () => {
    const { container } = render(<SeasonCharts history={history} />);
    const points = screen.getByRole('figure', { name: 'Points by gameweek' });
    expect(points.querySelectorAll('.chart__point')).toHaveLength(3);
    expect(points.querySelector('.chart__mark text')?.textContent).toBe('Bench Boost');

    expect(tableText('Overall rank by gameweek')).toEqual([
      ['Gameweek', 'Overall rank', 'Marked'],
      ['GW1', '5,000', ''],
      ['GW2', '7,250', 'Bench Boost'],
      ['GW3', '1,200', ''],
    ]);
    // The better rank is drawn higher: a rank chart runs from 1 at the top.
    const [, second, third] = [
      ...screen
        .getByRole('figure', { name: 'Overall rank by gameweek' })
        .querySelectorAll('.chart__point'),
    ].map((c) => Number(c.getAttribute('cy')));
    expect(third!).toBeLessThan(second!);
    expect(container.querySelectorAll('svg[role="img"]')).toHaveLength(2);
  });
});
