// Everyone's cumulative raw stats at a minute, replayed from the timeline (game-rules §1, §2).
import { MANAGER_STATS, MATCH_STATS, underdogFlags, type TeamId } from '@ofl/engine';
import { eventsUpTo, otherSide } from './timeline';
import type {
  MatchSnapshot,
  RosterEntry,
  Side,
  SimulatedMatch,
  SimulatedStats,
  StatsLine,
  TimelineEvent,
} from './types';

/** Every stat a player line carries, zeros included, so live and final lines have one shape. */
export const PLAYER_STATS = [
  ...MATCH_STATS,
  'clearances_blocks_interceptions',
  'tackles',
  'recoveries',
  'penalty_goals',
  'saves_inside_box',
  'open_play_crosses',
  'big_chances_created',
  'key_passes',
  'tackles_unsuccessful',
  'dribbles',
  'winning_goals',
  'goal_line_clearances',
  'fouls_won',
  'shots_on_target',
  'passes_attempted',
  'passes_completed',
  'penalties_conceded',
  'big_chances_missed',
  'errors_leading_to_goal',
  'errors_leading_to_attempt',
  'tackled',
  'fouls_conceded',
  'offsides',
  'shots_off_target',
] as const satisfies readonly (keyof SimulatedStats)[];

export { MANAGER_STATS };

/**
 * The stats that describe the situation at a minute rather than count what happened: a clean
 * sheet can still be lost, the winning goal can change hands, and a manager's result is
 * provisional until full time. Every other stat only grows as the match goes on.
 */
export const PROVISIONAL_STATS: ReadonlySet<keyof SimulatedStats> = new Set([
  'clean_sheets',
  'winning_goals',
  ...MANAGER_STATS.filter((stat) => stat !== 'mng_goals_scored'),
]);

type Tally = Record<string, number>;
type PlayerStat = (typeof PLAYER_STATS)[number];

// Counts are kept in arrays while replaying (fast), and turned into named stats at the end.
const INDEX = Object.fromEntries(PLAYER_STATS.map((stat, i) => [stat, i])) as Record<
  PlayerStat,
  number
>;

interface Line {
  readonly entry: RosterEntry;
  readonly counts: number[];
  on: number | null;
  off: number | null;
  sentOff: boolean;
}

/** Minutes played count up to 90: added time is not counted (game-rules §1.2). */
const COUNTED_MINUTES = 90;

function replay(match: SimulatedMatch, events: readonly TimelineEvent[]) {
  const lines = new Map<number, Line>();
  for (const entry of match.roster) {
    if (entry.element_type === 5) continue;
    const counts = new Array<number>(PLAYER_STATS.length).fill(0);
    lines.set(entry.element, { entry, counts, on: null, off: null, sentOff: false });
  }
  for (const sheet of [match.home, match.away]) {
    for (const id of sheet.starters) lines.get(id)!.on = 0;
  }
  const add = (id: number | null, stat: PlayerStat, n = 1) => {
    if (id !== null) lines.get(id)!.counts[INDEX[stat]]! += n;
  };
  const goals: Record<Side, (number | null)[]> = { h: [], a: [] };
  const concede = (side: Side) => {
    // Subs are made at the end of a minute, so whoever is on now was on for the goal; a player
    // sent off is still charged with the goals his side concedes afterwards (game-rules §1.4).
    for (const line of lines.values()) {
      if (line.entry.side === side && line.on !== null && (line.off === null || line.sentOff)) {
        line.counts[INDEX.goals_conceded]! += 1;
      }
    }
  };
  for (const e of events) {
    switch (e.kind) {
      case 'goal':
        add(e.element, 'goals_scored');
        add(e.element, 'shots_on_target');
        if (e.penalty) add(e.element, 'penalty_goals');
        add(e.assist, 'assists');
        if (e.bigChance) add(e.assist, 'big_chances_created');
        goals[e.side].push(e.element);
        concede(otherSide(e.side));
        break;
      case 'own_goal':
        add(e.element, 'own_goals');
        add(e.assist, 'assists');
        goals[otherSide(e.side)].push(null);
        concede(e.side);
        break;
      case 'shot':
        add(e.creator, 'key_passes');
        if (e.bigChance) {
          add(e.creator, 'big_chances_created');
          add(e.element, 'big_chances_missed');
        }
        if (e.outcome === 'off_target') add(e.element, 'shots_off_target');
        if (e.outcome === 'saved' || e.outcome === 'cleared_off_line') {
          add(e.element, 'shots_on_target');
        }
        if (e.outcome === 'saved') {
          add(e.defender, 'saves');
          if (e.insideBox) add(e.defender, 'saves_inside_box');
        }
        if (e.outcome === 'blocked' || e.outcome === 'cleared_off_line') {
          add(e.defender, 'clearances_blocks_interceptions');
        }
        if (e.outcome === 'cleared_off_line') add(e.defender, 'goal_line_clearances');
        break;
      case 'penalty_won':
        add(e.element, 'fouls_won');
        add(e.conceded, 'penalties_conceded');
        add(e.conceded, 'fouls_conceded');
        break;
      case 'penalty_miss':
        add(e.element, 'penalties_missed');
        add(e.element, e.keeper === null ? 'shots_off_target' : 'shots_on_target');
        add(e.keeper, 'penalties_saved');
        add(e.keeper, 'saves');
        add(e.keeper, 'saves_inside_box');
        break;
      case 'card': {
        add(e.element, e.card === 'yellow' ? 'yellow_cards' : 'red_cards');
        add(e.element, 'fouls_conceded');
        if (e.card === 'red') {
          Object.assign(lines.get(e.element)!, { off: e.minute, sentOff: true });
        }
        break;
      }
      case 'substitution':
        lines.get(e.off)!.off = e.minute;
        lines.get(e.on)!.on = e.minute;
        break;
      case 'error':
        add(
          e.element,
          e.leadsTo === 'goal' ? 'errors_leading_to_goal' : 'errors_leading_to_attempt',
        );
        break;
      case 'actions':
        for (const stat in e.counts) {
          add(e.element, stat as PlayerStat, e.counts[stat as keyof typeof e.counts]);
        }
        break;
    }
  }
  return { lines, goals };
}

function managerStats(
  match: SimulatedMatch,
  entry: RosterEntry,
  score: Record<Side, number>,
): Tally {
  const own = score[entry.side];
  const opp = score[otherSide(entry.side)];
  const { h, a } = match.tablePositions;
  const flags =
    h !== null && a !== null
      ? underdogFlags(
          new Map([
            [match.home.team as TeamId, h],
            [match.away.team as TeamId, a],
          ]),
          entry.team as TeamId,
          (entry.side === 'h' ? match.away.team : match.home.team) as TeamId,
          own,
          opp,
        )
      : { mng_underdog_win: 0, mng_underdog_draw: 0 };
  return {
    mng_win: own > opp ? 1 : 0,
    mng_draw: own === opp ? 1 : 0,
    mng_loss: own < opp ? 1 : 0,
    ...flags,
    mng_clean_sheets: opp === 0 ? 1 : 0,
    mng_goals_scored: own,
  };
}

/**
 * The match as it stood at the end of a clock minute (0 is kick-off, `match.length` full time):
 * the score and the cumulative raw stats of every player who has taken the field, then the
 * managers. Counts only ever grow with the minute; the provisional stats can change.
 */
export function statsAtMinute(match: SimulatedMatch, minute: number): MatchSnapshot {
  const clock = Math.max(0, Math.min(minute, match.length));
  const { lines, goals } = replay(match, eventsUpTo(match.events, clock));
  const score = { h: goals.h.length, a: goals.a.length };
  // The goal that put the winners one ahead of the losers' final tally is the winning goal.
  const leader: Side | null = score.h > score.a ? 'h' : score.a > score.h ? 'a' : null;
  const winner = leader === null ? null : goals[leader][score[otherSide(leader)]];
  const out: StatsLine[] = [];
  for (const line of lines.values()) {
    if (line.on === null) continue;
    const { counts } = line;
    const minutes = Math.max(0, Math.min(clock, line.off ?? Infinity, COUNTED_MINUTES) - line.on);
    counts[INDEX.minutes] = minutes;
    counts[INDEX.clean_sheets] = minutes >= 60 && counts[INDEX.goals_conceded] === 0 ? 1 : 0;
    counts[INDEX.winning_goals] = winner === line.entry.element ? 1 : 0;
    const stats: Tally = {};
    PLAYER_STATS.forEach((stat, i) => (stats[stat] = counts[i]!));
    out.push({ ...line.entry, stats: stats as SimulatedStats });
  }
  for (const entry of match.roster) {
    if (entry.element_type === 5) {
      out.push({ ...entry, stats: managerStats(match, entry, score) as SimulatedStats });
    }
  }
  return { minute: clock, score, lines: out };
}
