// The match itself, minute by minute: shots, goals, penalties, own goals, cards and changes.
import { randomInt, type Rng } from '@ofl/engine';
import {
  keeperOf,
  pickBlocker,
  pickBooked,
  pickCreator,
  pickErrorMaker,
  pickOwnGoalScorer,
  pickPenaltyConceder,
  pickPenaltyTaker,
  pickPenaltyWinner,
  pickScorer,
  pickShooter,
  setPieceTaker,
} from './assign-actions';
import type { SideRates } from './match-rates';
import type { LineUp } from './pick-line-up';
import { chooseSubstitution, planSubstitutions } from './substitutions';
import { otherSide } from './timeline';
import type { ErrorEvent, ShotEvent, Side, SimPlayer, TimelineEvent } from './types';

/** When a player was on the pitch: from the end of minute `on` to the end of minute `off`. */
export interface Span {
  readonly player: SimPlayer;
  readonly side: Side;
  on: number;
  off: number;
}

/** The key events of a match, the clock length and every player's time on the pitch. */
export interface PlayedMatch {
  readonly length: number;
  readonly events: TimelineEvent[];
  readonly spans: Map<number, Span>;
}

interface SideState {
  readonly side: Side;
  onPitch: SimPlayer[];
  bench: SimPlayer[];
  readonly plan: number[];
  readonly cameOn: Set<number>;
  readonly booked: Set<number>;
}

// Shares of shots that did not score (Premier League: about a quarter saved, a quarter blocked).
const SAVED = 0.27;
const OFF_TARGET = 0.44;
const BLOCKED = 0.28;
const ASSISTED_GOAL = 0.78;
/** Shares of goals from a direct free kick and from a corner's delivery. */
const DIRECT_FREE_KICK_GOAL = 0.03;
const CORNER_GOAL = 0.12;
const CREATED_SHOT = 0.7;
const PENALTY_SCORED = 0.78;
const PENALTY_SAVED = 0.15;

/** Plays one match from two team sheets; the rng is the only source of chance. */
export function playMatch(
  rng: Rng,
  lineUps: Record<Side, LineUp>,
  rates: Record<Side, SideRates>,
): PlayedMatch {
  const length = 90 + randomInt(rng, 3, 8);
  const events: TimelineEvent[] = [];
  const spans = new Map<number, Span>();
  const state = {} as Record<Side, SideState>;
  for (const side of ['h', 'a'] as const) {
    const { starters, bench } = lineUps[side];
    state[side] = {
      side,
      onPitch: [...starters],
      bench: [...bench],
      plan: planSubstitutions(rng, bench.length),
      cameOn: new Set(),
      booked: new Set(),
    };
    for (const player of starters) spans.set(player.id, { player, side, on: 0, off: length });
  }

  const sendOff = (own: SideState, player: SimPlayer, minute: number) => {
    own.onPitch = own.onPitch.filter((p) => p !== player);
    spans.get(player.id)!.off = minute;
  };

  /** With probability `chance`, a player of the defending side made the error it came from. */
  const defensiveError = (
    minute: number,
    opp: SideState,
    chance: number,
    leadsTo: ErrorEvent['leadsTo'],
  ) => {
    const culprit = rng.next() < chance ? pickErrorMaker(rng, opp.onPitch) : null;
    if (culprit) {
      events.push({ kind: 'error', minute, side: opp.side, element: culprit.id, leadsTo });
    }
  };

  const shot = (minute: number, own: SideState, opp: SideState, pGoal: number) => {
    const side = own.side;
    if (rng.next() < pGoal) {
      // A few goals come from set pieces, taken by the club's first taker on the pitch (the
      // order The Scout's set-piece page shows): a direct free kick he scores himself, a
      // corner he delivers for a team-mate's goal.
      const play = rng.next();
      const freeKick =
        play < DIRECT_FREE_KICK_GOAL ? setPieceTaker(own.onPitch, 'direct_freekicks_order') : null;
      const scorer = freeKick ?? pickScorer(rng, own.onPitch);
      if (scorer === null) return;
      const corner =
        freeKick === null && play >= 1 - CORNER_GOAL
          ? setPieceTaker(own.onPitch, 'corners_and_indirect_freekicks_order', scorer)
          : null;
      const assist =
        freeKick !== null
          ? null
          : (corner ?? (rng.next() < ASSISTED_GOAL ? pickCreator(rng, own.onPitch, scorer) : null));
      const bigChance = rng.next() < 0.5;
      events.push({
        kind: 'goal',
        minute,
        side,
        element: scorer.id,
        assist: assist?.id ?? null,
        penalty: false,
        bigChance,
      });
      defensiveError(minute, opp, 0.07, 'goal');
      return;
    }
    const shooter = pickShooter(rng, own.onPitch);
    if (shooter === null) return;
    const creator = rng.next() < CREATED_SHOT ? pickCreator(rng, own.onPitch, shooter) : null;
    const u = rng.next();
    let outcome: ShotEvent['outcome'] = 'off_target';
    let defender: SimPlayer | null = null;
    if (u < SAVED) [outcome, defender] = ['saved', keeperOf(opp.onPitch)];
    else if (u >= SAVED + OFF_TARGET) {
      defender = pickBlocker(rng, opp.onPitch);
      outcome =
        defender === null
          ? 'off_target'
          : u < SAVED + OFF_TARGET + BLOCKED
            ? 'blocked'
            : 'cleared_off_line';
    }
    const bigChance =
      rng.next() < { saved: 0.22, off_target: 0.15, blocked: 0.06, cleared_off_line: 0.5 }[outcome];
    const insideBox = rng.next() < (bigChance ? 0.95 : 0.5);
    events.push({
      kind: 'shot',
      minute,
      side,
      element: shooter.id,
      outcome,
      defender: defender?.id ?? null,
      creator: creator?.id ?? null,
      bigChance,
      insideBox,
    });
    defensiveError(minute, opp, 0.03, 'attempt');
  };

  const penalty = (minute: number, own: SideState, opp: SideState) => {
    const winner = pickPenaltyWinner(rng, own.onPitch);
    const conceder = pickPenaltyConceder(rng, opp.onPitch);
    const taker = pickPenaltyTaker(own.onPitch);
    if (winner === null || conceder === null || taker === null) return;
    const side = own.side;
    events.push({ kind: 'penalty_won', minute, side, element: winner.id, conceded: conceder.id });
    const u = rng.next();
    if (u < PENALTY_SCORED) {
      const assist = winner === taker ? null : winner.id;
      events.push({
        kind: 'goal',
        minute,
        side,
        element: taker.id,
        assist,
        penalty: true,
        bigChance: false,
      });
    } else {
      const keeper = u < PENALTY_SCORED + PENALTY_SAVED ? keeperOf(opp.onPitch) : null;
      events.push({
        kind: 'penalty_miss',
        minute,
        side,
        element: taker.id,
        keeper: keeper?.id ?? null,
      });
    }
  };

  const ownGoal = (minute: number, own: SideState, opp: SideState) => {
    const unlucky = pickOwnGoalScorer(rng, opp.onPitch);
    if (unlucky === null) return;
    const assist = rng.next() < 0.35 ? pickCreator(rng, own.onPitch, null) : null;
    events.push({
      kind: 'own_goal',
      minute,
      side: opp.side,
      element: unlucky.id,
      assist: assist?.id ?? null,
    });
  };

  /** Shows a card; a red one sends the player off. */
  const card = (
    minute: number,
    own: SideState,
    player: SimPlayer,
    colour: 'yellow' | 'red',
    secondYellow = false,
  ) => {
    events.push({
      kind: 'card',
      minute,
      side: own.side,
      element: player.id,
      card: colour,
      secondYellow,
    });
    if (colour === 'red') sendOff(own, player, minute);
  };

  const book = (minute: number, own: SideState, straightRed: boolean) => {
    let player = pickBooked(rng, own.onPitch, straightRed);
    if (player === null) return;
    if (straightRed) {
      card(minute, own, player, 'red');
      return;
    }
    if (own.booked.has(player.id)) {
      // Most players already booked tread carefully; a few pick up a second yellow.
      if (player.element_type !== 1 && rng.next() < 0.25) {
        card(minute, own, player, 'red', true);
        return;
      }
      player = pickBooked(
        rng,
        own.onPitch.filter((p) => !own.booked.has(p.id)),
        false,
      );
      if (player === null) return;
    }
    own.booked.add(player.id);
    card(minute, own, player, 'yellow');
  };

  const substitute = (minute: number, own: SideState) => {
    const change = chooseSubstitution(rng, own.onPitch, own.bench, own.cameOn, own.booked);
    if (change === null) return;
    const { off, on } = change;
    own.onPitch = own.onPitch.map((p) => (p === off ? on : p));
    own.bench = own.bench.filter((p) => p !== on);
    own.cameOn.add(on.id);
    spans.get(off.id)!.off = minute;
    spans.set(on.id, { player: on, side: own.side, on: minute, off: length });
    events.push({ kind: 'substitution', minute, side: own.side, off: off.id, on: on.id });
  };

  for (let minute = 1; minute <= length; minute++) {
    for (const side of ['h', 'a'] as const) {
      const own = state[side];
      const opp = state[otherSide(side)];
      const r = rates[side];
      // A side a man down attacks less and the other side more.
      const men = (own.onPitch.length / Math.max(1, opp.onPitch.length)) ** 1.5;
      if (rng.next() < (r.shots * men) / length) {
        shot(minute, own, opp, Math.min(0.5, r.openGoals / r.shots));
      }
      if (rng.next() < (r.penalties * men) / length) penalty(minute, own, opp);
      if (rng.next() < r.ownGoalsFor / length) ownGoal(minute, own, opp);
      // Bookings come more often as the match wears on.
      if (rng.next() < (r.yellows * (0.4 + (1.2 * minute) / length)) / length) {
        book(minute, own, false);
      }
      if (rng.next() < r.straightReds / length) book(minute, own, true);
    }
    for (const side of ['h', 'a'] as const) {
      const own = state[side];
      while (own.plan[0] === minute) {
        own.plan.shift();
        substitute(minute, own);
      }
    }
  }
  return { length, events, spans };
}
