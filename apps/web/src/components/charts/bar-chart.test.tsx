import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { tableText } from '../../testing/table-text';
import { BarChart } from './bar-chart';

describe('BarChart', () => {
  it('draws a bar per figure, picks out the marked one and reads every figure in its table', () => {
    render(
      <BarChart
        title="Gameweek 3 scores"
        xLabel="Points"
        yLabel="Managers"
        markLabel="This team: 47"
        bars={[
          { label: '30–39', value: 120 },
          { label: '40–49', value: 300, marked: true },
          { label: '50–59', value: 80 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Gameweek 3 scores' });
    expect(figure.querySelectorAll('.chart__bar')).toHaveLength(3);
    expect(figure.querySelector('.chart__bar--marked title')?.textContent).toBe('40–49: 300');
    expect(figure.querySelector('.chart__mark-label')?.textContent).toBe('This team: 47');
    expect(within(figure).getByRole('img', { name: 'Gameweek 3 scores' })).toBeTruthy();

    expect(tableText('Gameweek 3 scores')).toEqual([
      ['Points', 'Managers', 'Marked'],
      ['30–39', '120', ''],
      ['40–49', '300', 'This team: 47'],
      ['50–59', '80', ''],
    ]);
  });
});
