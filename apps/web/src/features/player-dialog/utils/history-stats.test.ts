import { describe, expect, it } from 'vitest';

import { per90, resultLabel, statColumns, statTotals } from './history-stats';

describe('the player dialog history stats', () => {
  it('shows saves and penalties saved only for goalkeepers, goals conceded for defenders too', () => {
    const keys = (type: number) => statColumns(type).map((c) => c.key);
    expect(keys(1)).toEqual(expect.arrayContaining(['saves', 'penalties_saved', 'goals_conceded']));
    expect(keys(2)).toContain('goals_conceded');
    expect(keys(2)).not.toContain('saves');
    expect(keys(3)).not.toContain('goals_conceded');
    expect(keys(5)).toContain('mng_win');
  });

  it('sums integers and sums decimal strings to one decimal without float error', () => {
    const rows = [
      { minutes: 90, influence: '10.1', goals_scored: 1 },
      { minutes: 45, influence: '0.2', goals_scored: 0 },
      { minutes: 0, influence: '0.0', goals_scored: 0 },
    ];
    expect(statTotals(rows, ['minutes', 'influence', 'goals_scored'])).toEqual({
      minutes: '135',
      influence: '10.3',
      goals_scored: '1',
    });
  });

  it('gives each total per 90 minutes, and nothing before a first minute is played', () => {
    expect(per90({ minutes: '180', goals_scored: '3' }, ['minutes', 'goals_scored'])).toEqual({
      minutes: '',
      goals_scored: '1.50',
    });
    expect(per90({ minutes: '0', goals_scored: '0' }, ['goals_scored'])).toEqual({
      goals_scored: '',
    });
  });

  it('reads a result from the player side, home or away', () => {
    expect(resultLabel({ was_home: true, team_h_score: 2, team_a_score: 1 })).toBe('W 2-1');
    expect(resultLabel({ was_home: false, team_h_score: 2, team_a_score: 1 })).toBe('L 2-1');
    expect(resultLabel({ was_home: false, team_h_score: 0, team_a_score: 0 })).toBe('D 0-0');
    expect(resultLabel({ was_home: true, team_h_score: null, team_a_score: null })).toBe('');
  });
});
