// The ICT figures of one player in one fixture, from his raw actions. The official game takes
// Influence, Creativity and Threat from its data provider; ours are weighted counts, tuned so a
// 60-minute line averages what the real 2024/25 lines do per position (GK, DEF, MID, FWD):
// influence about 25, 20, 18, 20; creativity 0.5, 9, 19, 12; threat 0, 6, 15, 29.
import type { ElementTypeId } from '@ofl/engine';
import type { SimulatedStats } from './types';

/** Influence, Creativity, Threat and the ICT Index, each to one decimal. */
export interface IctFigures {
  readonly influence: number;
  readonly creativity: number;
  readonly threat: number;
  readonly ict_index: number;
}

type Weights = Partial<Record<keyof SimulatedStats, number>>;

/** A share of this goes to everyone who played, by minutes on the pitch. */
const PRESENCE = 3;

const INFLUENCE: Weights = {
  goals_scored: 20,
  assists: 12,
  key_passes: 3,
  big_chances_created: 5,
  saves: 5,
  penalties_saved: 8,
  clearances_blocks_interceptions: 1.2,
  tackles: 1.5,
  recoveries: 0.5,
  passes_completed: 0.05,
  yellow_cards: -3,
  red_cards: -12,
  own_goals: -10,
  penalties_missed: -8,
  errors_leading_to_goal: -10,
  errors_leading_to_attempt: -4,
};

/** Only goalkeepers and defenders are judged on the goals their side lets in. */
const DEFENDING: Weights = { clean_sheets: 8, goals_conceded: -2 };

const CREATIVITY: Weights = {
  key_passes: 10,
  big_chances_created: 15,
  open_play_crosses: 4,
  dribbles: 1.5,
  assists: 5,
};

const THREAT: Weights = {
  shots_on_target: 14,
  shots_off_target: 7,
  big_chances_missed: 12,
  goals_scored: 18,
};

const weighted = (stats: SimulatedStats, weights: Weights): number =>
  Object.entries(weights).reduce(
    (sum, [key, weight]) => sum + (stats[key as keyof SimulatedStats] ?? 0) * weight!,
    0,
  );

const oneDecimal = (x: number): number => Math.round(Math.max(0, x) * 10) / 10;

/**
 * The ICT figures of a line; zero for a player who did not come on and for the Assistant
 * Manager. As in the official game, the index is a tenth of the three added.
 */
export function ictFigures(elementType: ElementTypeId, stats: SimulatedStats): IctFigures {
  const minutes = stats.minutes ?? 0;
  if (minutes <= 0 || elementType === 5) {
    return { influence: 0, creativity: 0, threat: 0, ict_index: 0 };
  }
  const defending = elementType === 1 || elementType === 2 ? weighted(stats, DEFENDING) : 0;
  const influence = oneDecimal(
    (PRESENCE * Math.min(minutes, 90)) / 90 + weighted(stats, INFLUENCE) + defending,
  );
  const creativity = oneDecimal(weighted(stats, CREATIVITY));
  const threat = oneDecimal(weighted(stats, THREAT));
  return {
    influence,
    creativity,
    threat,
    ict_index: oneDecimal((influence + creativity + threat) / 10),
  };
}
