// The fantasy points tables of each season, as data (game-rules §1.2, §1.3, §6.5, §9).
// The order of the rules is the order of FPL's `explain` rows (bootstrap `element_stats`).
import { byPosition, everyone, managerOnly, players } from './by-position';
import type { ScoringRule } from './types';

const every = (
  stat: ScoringRule['stat'],
  points: ReturnType<typeof players>,
  extra: { every?: number; minMinutes?: number; voidWhen?: ScoringRule['stat'] } = {},
): ScoringRule => ({
  kind: 'every',
  stat,
  points,
  ...extra,
  every: extra.every ?? 1,
});

/** Played 1-59 minutes: 1; 60 or more: 2 (the 2 replaces the 1). Managers play no minutes. */
const minutes: ScoringRule = {
  kind: 'bands',
  stat: 'minutes',
  bands: [
    { from: 1, points: players(1) },
    { from: 60, points: players(2) },
  ],
  shownAtZero: [1, 2, 3, 4],
};

/** The table shared by every season, with the goalkeeper's goal value and the cards' reach open. */
function playerRules(gkGoal: number, cards: typeof players): readonly ScoringRule[] {
  return [
    minutes,
    every('goals_scored', byPosition(gkGoal, 6, 5, 4)),
    every('assists', players(3)),
    // The column is only ever 1 with 60+ minutes, but the rule needs them (game-rules §1.4).
    every('clean_sheets', byPosition(4, 4, 1, 0), { minMinutes: 60 }),
    every('goals_conceded', byPosition(-1, -1, 0, 0), { every: 2 }),
    every('own_goals', players(-2)),
    every('penalties_saved', players(5)),
    every('penalties_missed', players(-2)),
    // A red card's -3 includes any yellow: second yellow then red is -3, not -4.
    every('yellow_cards', cards(-1), { voidWhen: 'red_cards' }),
    every('red_cards', cards(-3)),
    every('saves', byPosition(1, 0, 0, 0), { every: 3 }),
    every('bonus', players(1)),
  ];
}

/** Assistant Manager scoring, 2024-25 only: the table bonus is paid on top of the win or draw. */
const managerRules: readonly ScoringRule[] = [
  every('mng_win', managerOnly(6)),
  every('mng_draw', managerOnly(3)),
  every('mng_loss', managerOnly(0)),
  every('mng_underdog_win', managerOnly(10)),
  every('mng_underdog_draw', managerOnly(5)),
  every('mng_clean_sheets', managerOnly(2)),
  every('mng_goals_scored', managerOnly(1)),
];

/** Defensive contributions from 2025-26: DEF CBIT >= 10, MID/FWD CBIRT >= 12, 2 points at most. */
const defensiveContribution: ScoringRule = {
  kind: 'threshold',
  stat: 'defensive_contribution',
  atLeast: byPosition(0, 10, 12, 12),
  points: byPosition(0, 2, 2, 2),
};

/** 2023-24: goalkeeper goals 6. */
export const POINTS_2023_24: readonly ScoringRule[] = playerRules(6, players);

/** 2024-25: goalkeeper goals 10; the Assistant Manager (who can also be booked). */
export const POINTS_2024_25: readonly ScoringRule[] = [
  ...playerRules(10, everyone),
  ...managerRules,
];

/** 2025-26: as 2024-25 without the manager, plus defensive contributions. */
export const POINTS_2025_26: readonly ScoringRule[] = [
  ...playerRules(10, players),
  defensiveContribution,
];
