import { describe, expect, it } from 'vitest';
import type { EntryHistory } from '@ofl/api';

import { aPicksHistory } from '../../../testing/entry-api';
import { raceLine } from './race-series';

const week = (event: number, points: number, total_points: number) =>
  aPicksHistory(event, { points, total_points });

describe('raceLine', () => {
  it("counts a league's totals from its first gameweek", () => {
    const history = {
      current: [week(1, 50, 50), week(2, 60, 110), week(3, 40, 146)],
      past: [],
      chips: [],
    } as unknown as EntryHistory;
    expect(raceLine('Team', history, 2).points).toEqual([
      { x: 2, y: 60 },
      { x: 3, y: 96 },
    ]);
    expect(raceLine('Team', history, 1).points.at(-1)).toEqual({ x: 3, y: 146 });
  });
});
