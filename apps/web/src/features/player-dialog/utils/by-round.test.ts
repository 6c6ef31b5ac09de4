import { describe, expect, it } from 'vitest';

import type { HistoryRow } from '../api/get-element-summary';
import { byRound } from './by-round';

const row = (fixture: number, round: number, value: number): HistoryRow => ({
  fixture,
  round,
  opponent_team: 2,
  was_home: true,
  team_h_score: 1,
  team_a_score: 0,
  total_points: 2,
  transfers_balance: 0,
  selected: 100 * fixture,
  value,
});

describe('byRound', () => {
  it('keeps one row per gameweek, the later match of a double gameweek', () => {
    const rows = byRound([row(1, 1, 50), row(3, 2, 51), row(2, 2, 52), row(4, 3, 53)]);
    expect(rows.map((r) => [r.round, r.fixture])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
    ]);
  });
});
