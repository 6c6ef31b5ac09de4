import { describe, expect, it } from 'vitest';
import { DEFENDER, FORWARD, GOALKEEPER, MANAGER, MIDFIELDER } from '../types';
import type { ElementTypeId } from '../types';
import { ruleSetFor } from './rule-sets';
import { scoreFixture } from './score-fixture';
import type { FixtureStats, SeasonId } from './types';

const total = (season: SeasonId, type: ElementTypeId, stats: FixtureStats) =>
  scoreFixture(ruleSetFor(season), type, stats).total;
const explain = (season: SeasonId, type: ElementTypeId, stats: FixtureStats) =>
  scoreFixture(ruleSetFor(season), type, stats).explain;

describe('scoreFixture: playing time', () => {
  it.each([
    [0, 0],
    [1, 1],
    [59, 1],
    [60, 2],
    [90, 2],
  ])('gives a player with %i minutes %i points', (minutes, expected) => {
    expect(total('2025-26', MIDFIELDER, { minutes })).toBe(expected);
  });

  it('always lists the minutes row for a player, even an unused substitute', () => {
    expect(explain('2024-25', DEFENDER, { minutes: 0 })).toEqual([
      { identifier: 'minutes', points: 0, value: 0 },
    ]);
  });
});

describe('scoreFixture: goals and assists', () => {
  it.each([
    ['2023-24', GOALKEEPER, 6],
    ['2024-25', GOALKEEPER, 10],
    ['2025-26', GOALKEEPER, 10],
    ['2023-24', DEFENDER, 6],
    ['2024-25', MIDFIELDER, 5],
    ['2025-26', FORWARD, 4],
  ] as const)('in %s scores a goal by element type %i at %i points', (season, type, goal) => {
    expect(total(season, type, { minutes: 90, goals_scored: 2 })).toBe(2 + 2 * goal);
  });

  it('gives 3 points for each assist in every position', () => {
    for (const type of [GOALKEEPER, DEFENDER, MIDFIELDER, FORWARD] as const) {
      expect(total('2023-24', type, { minutes: 30, assists: 2 })).toBe(1 + 6);
    }
  });
});

describe('scoreFixture: clean sheets, goals conceded and saves', () => {
  it.each([
    [GOALKEEPER, 4],
    [DEFENDER, 4],
    [MIDFIELDER, 1],
    [FORWARD, 0],
  ] as const)('gives a clean sheet to element type %i worth %i points', (type, cs) => {
    expect(total('2024-25', type, { minutes: 90, clean_sheets: 1 })).toBe(2 + cs);
  });

  it('gives no clean sheet to a player with fewer than 60 minutes', () => {
    expect(total('2024-25', DEFENDER, { minutes: 59, clean_sheets: 1 })).toBe(1);
  });

  it('does not list a forward clean sheet, which scores nothing', () => {
    const rows = explain('2025-26', FORWARD, { minutes: 90, clean_sheets: 1 });
    expect(rows.map((r) => r.identifier)).toEqual(['minutes']);
  });

  it.each([
    [GOALKEEPER, 5, -2],
    [DEFENDER, 3, -1],
    [DEFENDER, 1, 0],
    [MIDFIELDER, 4, 0],
    [FORWARD, 6, 0],
  ] as const)('charges element type %i conceding %i goals %i points', (type, conceded, pts) => {
    expect(total('2023-24', type, { minutes: 90, goals_conceded: conceded })).toBe(2 + pts);
  });

  it('gives a goalkeeper 1 point for every 3 saves', () => {
    expect(total('2025-26', GOALKEEPER, { minutes: 90, saves: 7 })).toBe(2 + 2);
    expect(explain('2025-26', GOALKEEPER, { minutes: 90, saves: 7 })).toContainEqual({
      identifier: 'saves',
      points: 2,
      value: 7,
    });
  });

  it('gives 5 points for a penalty saved and takes 2 for a penalty missed', () => {
    expect(total('2024-25', GOALKEEPER, { minutes: 90, penalties_saved: 1 })).toBe(7);
    expect(total('2024-25', FORWARD, { minutes: 90, penalties_missed: 1 })).toBe(0);
  });
});

describe('scoreFixture: cards and own goals', () => {
  it('takes 1 point for a yellow card, even from an unused substitute', () => {
    expect(total('2023-24', MIDFIELDER, { minutes: 0, yellow_cards: 1 })).toBe(-1);
  });

  it('takes 3 points for a red card', () => {
    expect(total('2023-24', DEFENDER, { minutes: 40, red_cards: 1 })).toBe(1 - 3);
  });

  it('takes 3 points in total, not 4, for a yellow then a red', () => {
    const stats = { minutes: 70, yellow_cards: 1, red_cards: 1 };
    expect(total('2025-26', MIDFIELDER, stats)).toBe(2 - 3);
    expect(explain('2025-26', MIDFIELDER, stats).map((r) => r.identifier)).toEqual([
      'minutes',
      'red_cards',
    ]);
  });

  it('takes 2 points for each own goal', () => {
    expect(total('2024-25', DEFENDER, { minutes: 90, own_goals: 2 })).toBe(2 - 4);
  });

  it('adds each bonus point as one fantasy point', () => {
    expect(total('2024-25', FORWARD, { minutes: 90, bonus: 3 })).toBe(5);
  });
});

describe('scoreFixture: defensive contributions', () => {
  it('gives a defender 2 points for 10 clearances, blocks, interceptions and tackles in 2025-26', () => {
    expect(total('2025-26', DEFENDER, { minutes: 90, defensive_contribution: 10 })).toBe(4);
    expect(total('2025-26', DEFENDER, { minutes: 90, defensive_contribution: 9 })).toBe(2);
  });

  it('needs 12 including recoveries from a midfielder or forward', () => {
    expect(total('2025-26', MIDFIELDER, { minutes: 90, defensive_contribution: 11 })).toBe(2);
    expect(total('2025-26', FORWARD, { minutes: 90, defensive_contribution: 12 })).toBe(4);
  });

  it('pays at most 2 points however many actions', () => {
    expect(total('2025-26', DEFENDER, { minutes: 90, defensive_contribution: 25 })).toBe(4);
  });

  it('never pays a goalkeeper', () => {
    expect(total('2025-26', GOALKEEPER, { minutes: 90, defensive_contribution: 30 })).toBe(2);
  });

  it('pays nothing before 2025-26', () => {
    expect(total('2024-25', DEFENDER, { minutes: 90, defensive_contribution: 15 })).toBe(2);
  });

  it('counts recoveries for a midfielder but not for a defender when built from parts', () => {
    const parts = { minutes: 90, clearances_blocks_interceptions: 5, tackles: 3, recoveries: 4 };
    expect(total('2025-26', MIDFIELDER, parts)).toBe(4);
    expect(total('2025-26', DEFENDER, parts)).toBe(2);
    expect(explain('2025-26', MIDFIELDER, parts)).toContainEqual({
      identifier: 'defensive_contribution',
      points: 2,
      value: 12,
    });
  });
});

describe('scoreFixture: the Assistant Manager (2024-25)', () => {
  it('gives 6 for a win, 1 a goal and 2 for a clean sheet: a 2-0 win is 10', () => {
    const stats = { mng_win: 1, mng_goals_scored: 2, mng_clean_sheets: 1 };
    expect(total('2024-25', MANAGER, stats)).toBe(10);
  });

  it('pays the table bonus on top of the win: the same 2-0 win as an underdog is 20', () => {
    const stats = { mng_win: 1, mng_underdog_win: 1, mng_goals_scored: 2, mng_clean_sheets: 1 };
    expect(total('2024-25', MANAGER, stats)).toBe(20);
  });

  it('gives 3 for a draw and 8 for an underdog draw', () => {
    expect(total('2024-25', MANAGER, { mng_draw: 1, mng_goals_scored: 1 })).toBe(4);
    expect(total('2024-25', MANAGER, { mng_draw: 1, mng_underdog_draw: 1 })).toBe(8);
  });

  it('gives nothing for a loss but the goals scored, and lists no minutes row', () => {
    const rows = explain('2024-25', MANAGER, { mng_loss: 1, mng_goals_scored: 1 });
    expect(rows).toEqual([{ identifier: 'mng_goals_scored', points: 1, value: 1 }]);
  });

  it('gives players nothing for manager stats', () => {
    expect(total('2024-25', MIDFIELDER, { minutes: 90, mng_win: 1 })).toBe(2);
  });

  it('gives a manager nothing in a season without the chip', () => {
    expect(total('2025-26', MANAGER, { mng_win: 1, mng_goals_scored: 3 })).toBe(0);
  });
});

describe('scoreFixture: explain rows', () => {
  it('lists the stats in FPL order with their values and points', () => {
    const stats = { minutes: 85, goals_scored: 1, clean_sheets: 1, yellow_cards: 1, bonus: 3 };
    expect(explain('2025-26', DEFENDER, stats)).toEqual([
      { identifier: 'minutes', points: 2, value: 85 },
      { identifier: 'goals_scored', points: 6, value: 1 },
      { identifier: 'clean_sheets', points: 4, value: 1 },
      { identifier: 'yellow_cards', points: -1, value: 1 },
      { identifier: 'bonus', points: 3, value: 3 },
    ]);
  });
});
