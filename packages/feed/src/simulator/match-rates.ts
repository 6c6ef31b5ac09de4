// How much each side attacks in one match, from the clubs' ratings and strength numbers.
import type { Side, SimTeam } from './types';

/** Expected counts for one side over a whole match (before red cards change the numbers). */
export interface SideRates {
  /** Open-play goals; penalties and own goals come on top. */
  readonly openGoals: number;
  readonly shots: number;
  readonly penalties: number;
  /** Own goals the opponents score for this side. */
  readonly ownGoalsFor: number;
  readonly yellows: number;
  readonly straightReds: number;
  /** How hard this side's defenders are pressed: above 1 when the opponents are stronger. */
  readonly pressure: number;
  /** This side's share of the ball: above 1 when it is the stronger side. */
  readonly possession: number;
}

// Tuned so a season averages about 2.7 goals a match, 1.5 at home and 1.2 away, as in the
// Premier League: about 0.23 of them from penalties (0.3 awarded, 78% scored) and 0.08 own goals.
const OPEN_GOALS: Record<Side, number> = { h: 1.32, a: 1.03 };
const SHOTS: Record<Side, number> = { h: 13.5, a: 11.5 };
const PENALTIES_A_MATCH = 0.3;
const OWN_GOALS_A_MATCH = 0.08;
const YELLOWS: Record<Side, number> = { h: 1.65, a: 1.85 };
const STRAIGHT_REDS = 0.035;
// How far a club's rating moves its goals: the best club at home to the weakest expects about 3.4.
const GOAL_SLOPE = 0.95;

/**
 * A club's attack and defence indices at a venue: the hidden rating plus the club's tilt
 * toward attack or defence. The tilt is read against the club's overall number at the same
 * venue, because the API's away numbers run higher than its home numbers for every club.
 */
function indices(team: SimTeam, side: Side) {
  const overall = side === 'h' ? team.strength_overall_home : team.strength_overall_away;
  const attack = side === 'h' ? team.strength_attack_home : team.strength_attack_away;
  const defence = side === 'h' ? team.strength_defence_home : team.strength_defence_away;
  return {
    attack: team.rating + (attack - overall) / 330,
    defence: team.rating + (defence - overall) / 330,
  };
}

function sideRates(own: SimTeam, opp: SimTeam, side: Side): SideRates {
  const other: Side = side === 'h' ? 'a' : 'h';
  const edge = indices(own, side).attack - indices(opp, other).defence;
  const openGoals = OPEN_GOALS[side] * Math.exp(GOAL_SLOPE * edge);
  return {
    openGoals,
    shots: SHOTS[side] * Math.exp(0.45 * edge),
    penalties: 0,
    ownGoalsFor: 0,
    yellows: YELLOWS[side],
    straightReds: STRAIGHT_REDS,
    pressure: 1,
    possession: Math.exp(0.35 * (own.rating - opp.rating)),
  };
}

/** Both sides' rates; penalties, own goals and pressure are shared out by the goal expectations. */
export function matchRates(home: SimTeam, away: SimTeam): Record<Side, SideRates> {
  const h = sideRates(home, away, 'h');
  const a = sideRates(away, home, 'a');
  const total = h.openGoals + a.openGoals;
  const share = (own: SideRates, opp: SideRates): SideRates => ({
    ...own,
    penalties: (PENALTIES_A_MATCH * own.openGoals) / total,
    ownGoalsFor: (OWN_GOALS_A_MATCH * own.openGoals) / total,
    pressure: Math.min(1.6, Math.max(0.6, (opp.openGoals / own.openGoals) ** 0.35)),
  });
  return { h: share(h, a), a: share(a, h) };
}
