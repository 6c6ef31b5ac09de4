// Types of the scoring area: raw stats in, FPL `explain` rows out (game-rules §1, §2).
import type { ElementId, ElementTypeId, FixtureId, Points } from '../types';

// Section: seasons

/** The seasons whose rules the engine knows, named like the data folders (`2024-25`). */
export type SeasonId = '2023-24' | '2024-25' | '2025-26';

/** A number for each element type: goalkeeper, defender, midfielder, forward, manager. */
export type ByPosition = Readonly<Record<ElementTypeId, number>>;

// Section: fantasy points

/** The stats that score fantasy points, named as in the FPL API (`explain` identifiers). */
export type ScoringStat =
  | 'minutes'
  | 'goals_scored'
  | 'assists'
  | 'clean_sheets'
  | 'goals_conceded'
  | 'own_goals'
  | 'penalties_saved'
  | 'penalties_missed'
  | 'yellow_cards'
  | 'red_cards'
  | 'saves'
  | 'bonus'
  | 'defensive_contribution'
  | 'mng_win'
  | 'mng_draw'
  | 'mng_loss'
  | 'mng_underdog_win'
  | 'mng_underdog_draw'
  | 'mng_clean_sheets'
  | 'mng_goals_scored';

/**
 * One player's (or manager's) raw stats in one fixture. Missing counts are 0. The defensive
 * contribution is either given as FPL's position-specific count or built from its parts.
 */
export type FixtureStats = Partial<Record<ScoringStat, number>> & {
  readonly clearances_blocks_interceptions?: number;
  readonly tackles?: number;
  readonly recoveries?: number;
};

/** How one stat turns into points; a rule set is an ordered list of these (the explain order). */
export type ScoringRule =
  | {
      readonly kind: 'bands';
      readonly stat: ScoringStat;
      /** Points for a value of at least `from`; the highest band reached applies, not the sum. */
      readonly bands: readonly { readonly from: number; readonly points: ByPosition }[];
      /** Element types whose explain lists this stat even at 0 points (FPL always shows minutes). */
      readonly shownAtZero?: readonly ElementTypeId[];
    }
  | {
      readonly kind: 'every';
      readonly stat: ScoringStat;
      /** Points per whole `every` units: `floor(value / every) * points`. */
      readonly every: number;
      readonly points: ByPosition;
      /** The rule pays nothing below this many minutes (clean sheets need 60). */
      readonly minMinutes?: number;
      /** The rule pays nothing when this stat is non-zero (a red card includes the yellow). */
      readonly voidWhen?: ScoringStat;
    }
  | {
      readonly kind: 'threshold';
      readonly stat: ScoringStat;
      /** The value to reach, by position; 0 means the position is not eligible. */
      readonly atLeast: ByPosition;
      /** Paid once when the threshold is reached, however far it is passed. */
      readonly points: ByPosition;
    };

/** One row of an FPL `explain` list: the stat, its value and the points it gave. */
export interface ExplainRow {
  readonly identifier: ScoringStat;
  readonly points: Points;
  readonly value: number;
}

/** Points of one element in one fixture, with the breakdown. */
export interface FixtureScore {
  readonly total: Points;
  readonly explain: readonly ExplainRow[];
}

/** One fixture of an element's gameweek: its id and the raw stats in it. */
export interface GameweekFixture {
  readonly fixture: FixtureId;
  readonly stats: FixtureStats;
}

/** Points of one element over a gameweek: one explain entry per fixture, as in event live. */
export interface GameweekScore {
  readonly total: Points;
  readonly explain: readonly {
    readonly fixture: FixtureId;
    readonly stats: readonly ExplainRow[];
  }[];
}

// Section: bonus points system

/** The raw match actions that make up a BPS score (game-rules §2.2, §2.3). Missing counts are 0. */
export type BpsAction =
  | 'minutes'
  | 'goals_scored'
  | 'penalty_goals'
  | 'assists'
  | 'clean_sheets'
  | 'goals_conceded'
  | 'penalties_saved'
  | 'saves'
  | 'saves_inside_box'
  | 'open_play_crosses'
  | 'big_chances_created'
  | 'clearances_blocks_interceptions'
  | 'recoveries'
  | 'key_passes'
  | 'tackles'
  | 'tackles_unsuccessful'
  | 'dribbles'
  | 'winning_goals'
  | 'goal_line_clearances'
  | 'fouls_won'
  | 'shots_on_target'
  | 'passes_attempted'
  | 'passes_completed'
  | 'penalties_conceded'
  | 'penalties_missed'
  | 'yellow_cards'
  | 'red_cards'
  | 'own_goals'
  | 'big_chances_missed'
  | 'errors_leading_to_goal'
  | 'errors_leading_to_attempt'
  | 'tackled'
  | 'fouls_conceded'
  | 'offsides'
  | 'shots_off_target';

/** One player's raw match actions in one fixture, so far or final. */
export type BpsActions = Partial<Record<BpsAction, number>>;

/** How one action turns into BPS. */
export type BpsRule =
  | {
      readonly kind: 'every';
      readonly action: BpsAction;
      /** BPS per whole `every` units of `action` less `minus` (never below 0). */
      readonly every: number;
      readonly minus?: BpsAction;
      readonly bps: ByPosition;
    }
  | {
      readonly kind: 'bands';
      readonly action: BpsAction;
      readonly bands: readonly { readonly from: number; readonly bps: number }[];
    }
  | {
      readonly kind: 'pass-completion';
      /** No band below this many passes attempted. */
      readonly minAttempts: number;
      /** Bands by completion percentage; only the highest band reached applies. */
      readonly bands: readonly { readonly fromPercent: number; readonly bps: number }[];
    };

/** One player's BPS in one fixture, the input of the bonus ranking. */
export interface BpsEntry {
  readonly element: ElementId;
  readonly bps: number;
  /** Only players who appeared in the fixture take part in the bonus (game-rules §2.1). */
  readonly minutes: number;
}

/** Bonus given to one player in one fixture. */
export interface BonusAward {
  readonly element: ElementId;
  readonly bonus: number;
}

// Section: rule sets

/** Every rule of one season that this area needs, as data. */
export interface RuleSet {
  readonly season: SeasonId;
  readonly scoring: readonly ScoringRule[];
  readonly bps: readonly BpsRule[];
  /** Bonus for the 1st, 2nd, 3rd place in a fixture's BPS order. */
  readonly bonusByRank: readonly number[];
}
