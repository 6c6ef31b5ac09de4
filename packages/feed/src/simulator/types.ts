// Shapes of the match simulator: clubs and squads in, a timeline of events and per-player raw
// stats out. The stats are the engine's own input types, so points and BPS come from the engine.

import type { BpsActions, ElementTypeId, FixtureStats } from '@ofl/engine';
import type { DemoElement, DemoFixture, DemoTeam } from '../generator/types';

// Section: input

/** The club numbers the simulator reads (a `DemoTeam` or a database row of the same shape). */
export type SimTeam = Pick<
  DemoTeam,
  | 'id'
  | 'rating'
  | 'strength_overall_home'
  | 'strength_overall_away'
  | 'strength_attack_home'
  | 'strength_attack_away'
  | 'strength_defence_home'
  | 'strength_defence_away'
>;

/** The player fields the simulator reads, hidden ratings included. */
export type SimPlayer = Pick<
  DemoElement,
  | 'id'
  | 'team'
  | 'element_type'
  | 'status'
  | 'chance_of_playing_next_round'
  | 'quality'
  | 'minutesLikelihood'
  | 'penalties_order'
  | 'direct_freekicks_order'
  | 'corners_and_indirect_freekicks_order'
>;

/** One club of a fixture: its numbers and its whole squad (the head coach included, if any). */
export interface ClubInput {
  readonly team: SimTeam;
  readonly squad: readonly SimPlayer[];
}

/** Everything one simulated match depends on; the same input always gives the same match. */
export interface SimulateFixtureInput {
  /** Any integer; the only source of chance. */
  readonly seed: number;
  readonly fixture: Pick<DemoFixture, 'id' | 'team_h' | 'team_a'>;
  readonly home: ClubInput;
  readonly away: ClubInput;
  /**
   * League positions at the start of the gameweek (1 = top), for the Assistant Manager's
   * underdog flags; without them the flags stay 0.
   */
  readonly tablePositions?: ReadonlyMap<number, number>;
}

// Section: the timeline

/** Home or away. */
export type Side = 'h' | 'a';

/** The background actions spread over the match in small batches. */
export type BackgroundAction =
  | 'passes_attempted'
  | 'passes_completed'
  | 'clearances_blocks_interceptions'
  | 'tackles'
  | 'tackles_unsuccessful'
  | 'recoveries'
  | 'open_play_crosses'
  | 'dribbles'
  | 'fouls_won'
  | 'fouls_conceded'
  | 'tackled'
  | 'offsides';

interface At {
  /** Clock minute: 1-90, then 91 and up in added time (shown as 90+1). Minute 0 is kick-off. */
  readonly minute: number;
  /** The side of `element` (for a substitution, of both players). */
  readonly side: Side;
}

/** A goal for `side`; a penalty goal's assist is the player who won it, unless he took it. */
export interface GoalEvent extends At {
  readonly kind: 'goal';
  readonly element: number;
  readonly assist: number | null;
  readonly penalty: boolean;
  readonly bigChance: boolean;
}

/** An own goal by `element`: the goal counts for the other side. */
export interface OwnGoalEvent extends At {
  readonly kind: 'own_goal';
  readonly element: number;
  /** The attacker with the final touch before it (other side), when there was one. */
  readonly assist: number | null;
}

/** A shot that did not score; `defender` is the keeper who saved it or the player who blocked it. */
export interface ShotEvent extends At {
  readonly kind: 'shot';
  readonly element: number;
  readonly outcome: 'saved' | 'off_target' | 'blocked' | 'cleared_off_line';
  readonly defender: number | null;
  readonly creator: number | null;
  readonly bigChance: boolean;
  readonly insideBox: boolean;
}

/** A penalty won by `element` and conceded by `conceded` (other side). */
export interface PenaltyWonEvent extends At {
  readonly kind: 'penalty_won';
  readonly element: number;
  readonly conceded: number;
}

/** A penalty that did not score: saved by `keeper`, or off target when `keeper` is null. */
export interface PenaltyMissEvent extends At {
  readonly kind: 'penalty_miss';
  readonly element: number;
  readonly keeper: number | null;
}

/** A booking; a red ends the player's match (a second yellow is a red with `secondYellow`). */
export interface CardEvent extends At {
  readonly kind: 'card';
  readonly element: number;
  readonly card: 'yellow' | 'red';
  readonly secondYellow: boolean;
}

/** A substitution at the end of `minute`: `off` played up to it, `on` plays from it. */
export interface SubstitutionEvent extends At {
  readonly kind: 'substitution';
  readonly off: number;
  readonly on: number;
}

/** A defensive error that led to a goal or to an attempt at goal. */
export interface ErrorEvent extends At {
  readonly kind: 'error';
  readonly element: number;
  readonly leadsTo: 'goal' | 'attempt';
}

/** A batch of one player's background actions, up to and including `minute`. */
export interface ActionsEvent extends At {
  readonly kind: 'actions';
  readonly element: number;
  readonly counts: Readonly<Partial<Record<BackgroundAction, number>>>;
}

/** One thing that happened in the match. */
export type TimelineEvent =
  | GoalEvent
  | OwnGoalEvent
  | ShotEvent
  | PenaltyWonEvent
  | PenaltyMissEvent
  | CardEvent
  | SubstitutionEvent
  | ErrorEvent
  | ActionsEvent;

// Section: output

/** One player's (or manager's) raw stats: the engine's `FixtureStats` and `BpsActions` at once. */
export type SimulatedStats = FixtureStats & BpsActions;

/** One element in the match and who he plays for. */
export interface RosterEntry {
  readonly element: number;
  readonly team: number;
  readonly side: Side;
  readonly element_type: ElementTypeId;
}

/** A club's team sheet. */
export interface TeamSheet {
  readonly team: number;
  /** DEF-MID-FWD, e.g. '4-3-3'. */
  readonly formation: string;
  /** Goalkeeper first, then defenders, midfielders, forwards. */
  readonly starters: readonly number[];
  readonly bench: readonly number[];
  /** The head coach (element type 5), when the squad has one. */
  readonly manager: number | null;
}

/** One element's stats at some minute. */
export interface StatsLine extends RosterEntry {
  readonly stats: SimulatedStats;
}

/** The match as it stood at a minute: the score and everyone's cumulative stats. */
export interface MatchSnapshot {
  readonly minute: number;
  readonly score: { readonly h: number; readonly a: number };
  /** Players who have taken the field by then (starters from kick-off), then the managers. */
  readonly lines: readonly StatsLine[];
}

/** A played fixture: team sheets, the timeline and the final stats. */
export interface SimulatedMatch {
  readonly fixture: number;
  readonly seed: number;
  readonly home: TeamSheet;
  readonly away: TeamSheet;
  /** The last clock minute: 90 plus the second half's added time. */
  readonly length: number;
  readonly events: readonly TimelineEvent[];
  readonly roster: readonly RosterEntry[];
  /** League positions of the two clubs at the gameweek start, when given. */
  readonly tablePositions: { readonly h: number | null; readonly a: number | null };
  /** The stats at full time: `statsAtMinute(match, match.length)`. */
  readonly final: MatchSnapshot;
}
