// The Bonus Points System tables of each season, as data (game-rules §2.2, §2.3, §9).
import { byPosition, players } from './by-position';
import type { BpsAction, BpsRule } from './types';

const each = (action: BpsAction, bps: number, every = 1): BpsRule => ({
  kind: 'every',
  action,
  every,
  bps: players(bps),
});

/** Playing 1 to 60 minutes: 3; over 60: 6. Note the BPS band starts at 61, the points band at 60. */
const minutes: BpsRule = {
  kind: 'bands',
  action: 'minutes',
  bands: [
    { from: 1, bps: 3 },
    { from: 61, bps: 6 },
  ],
};

/** Pass completion needs 30 attempts; one band only. */
const passCompletion: BpsRule = {
  kind: 'pass-completion',
  minAttempts: 30,
  bands: [
    { fromPercent: 70, bps: 2 },
    { fromPercent: 80, bps: 4 },
    { fromPercent: 90, bps: 6 },
  ],
};

const goalsByPosition = byPosition(12, 12, 18, 24);

/** The actions every season scores alike. */
const common: readonly BpsRule[] = [
  minutes,
  each('assists', 9),
  { kind: 'every', action: 'clean_sheets', every: 1, bps: byPosition(12, 12, 0, 0) },
  each('open_play_crosses', 1),
  each('big_chances_created', 3),
  each('clearances_blocks_interceptions', 1, 2),
  each('recoveries', 1, 3),
  each('key_passes', 1),
  each('dribbles', 1),
  each('winning_goals', 3),
  passCompletion,
  each('penalties_conceded', -3),
  each('penalties_missed', -6),
  each('yellow_cards', -3),
  each('red_cards', -9),
  each('own_goals', -6),
  each('big_chances_missed', -3),
  each('errors_leading_to_goal', -3),
  each('errors_leading_to_attempt', -1),
  each('tackled', -1),
  each('fouls_conceded', -1),
  each('offsides', -1),
  each('shots_off_target', -1),
];

/** Tackles up to 2024-25: 2 per net successful tackle (successful less unsuccessful, never < 0). */
const netTackles: BpsRule = {
  kind: 'every',
  action: 'tackles',
  every: 1,
  minus: 'tackles_unsuccessful',
  bps: players(2),
};

/** 2023-24: penalty save 15; no goals-conceded, goal-line clearance, foul won or shot on target. */
export const BPS_2023_24: readonly BpsRule[] = [
  ...common,
  { kind: 'every', action: 'goals_scored', every: 1, bps: goalsByPosition },
  each('penalties_saved', 15),
  each('saves', 2),
  netTackles,
];

/** Actions new in 2024-25 and kept in 2025-26. */
const since2024: readonly BpsRule[] = [
  { kind: 'every', action: 'goals_conceded', every: 1, bps: byPosition(-4, -4, 0, 0) },
  each('fouls_won', 1),
  each('shots_on_target', 2),
];

/** 2024-25: penalty save 9, goal-line clearance 3, plus the actions new that season. */
export const BPS_2024_25: readonly BpsRule[] = [
  ...BPS_2023_24.filter((r) => !(r.kind === 'every' && r.action === 'penalties_saved')),
  each('penalties_saved', 9),
  each('goal_line_clearances', 3),
  ...since2024,
];

/** 2025-26: penalty goals 12 for all, inside-box saves 3, penalty save 8, gross tackles, GLC 9. */
export const BPS_2025_26: readonly BpsRule[] = [
  ...common,
  { kind: 'every', action: 'goals_scored', every: 1, minus: 'penalty_goals', bps: goalsByPosition },
  each('penalty_goals', 12),
  each('penalties_saved', 8),
  each('saves', 2),
  each('saves_inside_box', 1),
  each('tackles', 2),
  each('goal_line_clearances', 9),
  ...since2024,
];
