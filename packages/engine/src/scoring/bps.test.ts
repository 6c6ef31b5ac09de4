import { describe, expect, it } from 'vitest';
import { DEFENDER, FORWARD, GOALKEEPER, MANAGER, MIDFIELDER } from '../types';
import type { ElementTypeId } from '../types';
import { computeBps } from './bps';
import { ruleSetFor } from './rule-sets';
import type { BpsActions, SeasonId } from './types';

const bps = (season: SeasonId, type: ElementTypeId, actions: BpsActions) =>
  computeBps(ruleSetFor(season), type, actions);
/** BPS of the actions on top of a full 90 minutes (6 BPS). */
const over90 = (season: SeasonId, type: ElementTypeId, actions: BpsActions) =>
  bps(season, type, { minutes: 90, ...actions }) - 6;

describe('computeBps: playing time', () => {
  it.each([
    [0, 0],
    [1, 3],
    [60, 3],
    [61, 6],
    [90, 6],
  ])('gives %i minutes %i BPS', (minutes, expected) => {
    expect(bps('2025-26', MIDFIELDER, { minutes })).toBe(expected);
  });
});

describe('computeBps: goals', () => {
  it.each([
    [GOALKEEPER, 12],
    [DEFENDER, 12],
    [MIDFIELDER, 18],
    [FORWARD, 24],
  ] as const)('gives element type %i %i BPS for an open-play goal', (type, expected) => {
    expect(over90('2024-25', type, { goals_scored: 1 })).toBe(expected);
  });

  it('gives a penalty goal 12 BPS in every position from 2025-26', () => {
    expect(over90('2025-26', FORWARD, { goals_scored: 2, penalty_goals: 1 })).toBe(24 + 12);
    expect(over90('2025-26', DEFENDER, { goals_scored: 1, penalty_goals: 1 })).toBe(12);
  });

  it('scores a penalty goal by position up to 2024-25', () => {
    expect(over90('2024-25', FORWARD, { goals_scored: 1, penalty_goals: 1 })).toBe(24);
  });

  it('gives 9 BPS for an assist and 3 for the winning goal', () => {
    expect(over90('2023-24', MIDFIELDER, { assists: 1, winning_goals: 1 })).toBe(12);
  });
});

describe('computeBps: defending and goalkeeping', () => {
  it('gives a goalkeeper or defender 12 BPS for a clean sheet, a midfielder none', () => {
    expect(over90('2025-26', GOALKEEPER, { clean_sheets: 1 })).toBe(12);
    expect(over90('2025-26', DEFENDER, { clean_sheets: 1 })).toBe(12);
    expect(over90('2025-26', MIDFIELDER, { clean_sheets: 1 })).toBe(0);
  });

  it('takes 4 BPS per goal conceded from goalkeepers and defenders from 2024-25 only', () => {
    expect(over90('2024-25', DEFENDER, { goals_conceded: 2 })).toBe(-8);
    expect(over90('2024-25', FORWARD, { goals_conceded: 2 })).toBe(0);
    expect(over90('2023-24', GOALKEEPER, { goals_conceded: 2 })).toBe(0);
  });

  it('values a penalty save 15 in 2023-24, 9 in 2024-25 and 8 in 2025-26', () => {
    expect(over90('2023-24', GOALKEEPER, { penalties_saved: 1 })).toBe(15);
    expect(over90('2024-25', GOALKEEPER, { penalties_saved: 1 })).toBe(9);
    expect(over90('2025-26', GOALKEEPER, { penalties_saved: 1 })).toBe(8);
  });

  it('gives 2 BPS a save, and 3 for a save from inside the box from 2025-26', () => {
    expect(over90('2024-25', GOALKEEPER, { saves: 4, saves_inside_box: 3 })).toBe(8);
    expect(over90('2025-26', GOALKEEPER, { saves: 4, saves_inside_box: 3 })).toBe(11);
  });

  it('gives 1 BPS for every 2 clearances, blocks and interceptions and every 3 recoveries', () => {
    expect(over90('2024-25', DEFENDER, { clearances_blocks_interceptions: 5, recoveries: 8 })).toBe(
      2 + 2,
    );
  });

  it('counts net successful tackles up to 2024-25 and every successful tackle from 2025-26', () => {
    expect(over90('2024-25', MIDFIELDER, { tackles: 5, tackles_unsuccessful: 2 })).toBe(6);
    expect(over90('2024-25', MIDFIELDER, { tackles: 1, tackles_unsuccessful: 4 })).toBe(0);
    expect(over90('2025-26', MIDFIELDER, { tackles: 5, tackles_unsuccessful: 2 })).toBe(10);
  });

  it('values a goal-line clearance at nothing in 2023-24, 3 in 2024-25 and 9 in 2025-26', () => {
    expect(over90('2023-24', DEFENDER, { goal_line_clearances: 1 })).toBe(0);
    expect(over90('2024-25', DEFENDER, { goal_line_clearances: 1 })).toBe(3);
    expect(over90('2025-26', DEFENDER, { goal_line_clearances: 1 })).toBe(9);
  });
});

describe('computeBps: attacking play', () => {
  it('gives 1 for a cross, 3 for a big chance created, 1 for a key pass and 1 for a dribble', () => {
    const actions = { open_play_crosses: 2, big_chances_created: 1, key_passes: 3, dribbles: 1 };
    expect(over90('2023-24', MIDFIELDER, actions)).toBe(2 + 3 + 3 + 1);
  });

  it('gives 1 for a foul won and 2 for a shot on target from 2024-25 only', () => {
    expect(over90('2024-25', FORWARD, { fouls_won: 2, shots_on_target: 1 })).toBe(4);
    expect(over90('2023-24', FORWARD, { fouls_won: 2, shots_on_target: 1 })).toBe(0);
  });

  it.each([
    [29, 29, 0],
    [30, 20, 0],
    [30, 21, 2],
    [40, 32, 4],
    [50, 44, 4],
    [50, 45, 6],
  ])('with %i passes and %i completed gives %i BPS', (attempted, completed, expected) => {
    const actions = { passes_attempted: attempted, passes_completed: completed };
    expect(over90('2025-26', MIDFIELDER, actions)).toBe(expected);
  });
});

describe('computeBps: deductions', () => {
  it.each([
    ['penalties_conceded', -3],
    ['penalties_missed', -6],
    ['yellow_cards', -3],
    ['red_cards', -9],
    ['own_goals', -6],
    ['big_chances_missed', -3],
    ['errors_leading_to_goal', -3],
    ['errors_leading_to_attempt', -1],
    ['tackled', -1],
    ['fouls_conceded', -1],
    ['offsides', -1],
    ['shots_off_target', -1],
  ] as const)('charges %s at %i BPS', (action, expected) => {
    expect(over90('2025-26', FORWARD, { [action]: 1 })).toBe(expected);
  });

  it('gives a booked unused substitute -3', () => {
    expect(bps('2024-25', DEFENDER, { minutes: 0, yellow_cards: 1 })).toBe(-3);
  });

  it('gives a manager no BPS', () => {
    expect(bps('2024-25', MANAGER, { goals_scored: 2, clean_sheets: 1 })).toBe(0);
  });
});
