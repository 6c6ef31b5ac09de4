// The seeded match simulator: one fixture played minute by minute into the engine's raw stats.
// Pure: no I/O, no clock, no Math.random; the seed is the only source of chance.
import { seededRng } from '@ofl/engine';
import { backgroundActions } from './background-actions';
import { matchRates } from './match-rates';
import { pickLineUp, type LineUp } from './pick-line-up';
import { playMatch } from './play-match';
import { statsAtMinute } from './stats-at-minute';
import { sortTimeline } from './timeline';
import type { RosterEntry, Side, SimulatedMatch, SimulateFixtureInput, TeamSheet } from './types';

export type * from './types';
export { statsAtMinute, PLAYER_STATS, MANAGER_STATS, PROVISIONAL_STATS } from './stats-at-minute';
export { pickLineUp } from './pick-line-up';
export { ictFigures, type IctFigures } from './ict';
export {
  weekPlayerNews,
  type NewsPlayer,
  type NewsUpdate,
  type WeekNewsInput,
} from './player-news';
export type { Formation, LineUp } from './pick-line-up';

function teamSheet(team: number, lineUp: LineUp): TeamSheet {
  return {
    team,
    formation: lineUp.formation.join('-'),
    starters: lineUp.starters.map((p) => p.id),
    bench: lineUp.bench.map((p) => p.id),
    manager: lineUp.manager?.id ?? null,
  };
}

function rosterOf(team: number, side: Side, lineUp: LineUp): RosterEntry[] {
  const people = [...lineUp.starters, ...lineUp.bench, ...(lineUp.manager ? [lineUp.manager] : [])];
  return people.map((p) => ({ element: p.id, team, side, element_type: p.element_type }));
}

/**
 * Plays one fixture from the clubs' strengths and the players' hidden ratings: team sheets, a
 * timeline of events, and the final raw stats of every player and manager. The same input
 * always gives the same match; replay any minute with `statsAtMinute`.
 */
export function simulateFixture(input: SimulateFixtureInput): SimulatedMatch {
  const { seed, fixture, home, away } = input;
  if (home.team.id !== fixture.team_h || away.team.id !== fixture.team_a) {
    throw new Error(
      `fixture ${fixture.id} is ${fixture.team_h} v ${fixture.team_a}, not ${home.team.id} v ${away.team.id}`,
    );
  }
  const rng = seededRng(seed);
  const lineUps = { h: pickLineUp(rng, home.squad), a: pickLineUp(rng, away.squad) };
  const rates = matchRates(home.team, away.team);
  const played = playMatch(rng, lineUps, rates);
  const actions = backgroundActions(rng, played.spans.values(), rates, played.length);
  const positions = input.tablePositions;
  const match: Omit<SimulatedMatch, 'final'> = {
    fixture: fixture.id,
    seed,
    home: teamSheet(home.team.id, lineUps.h),
    away: teamSheet(away.team.id, lineUps.a),
    length: played.length,
    events: sortTimeline([...played.events, ...actions]),
    roster: [...rosterOf(home.team.id, 'h', lineUps.h), ...rosterOf(away.team.id, 'a', lineUps.a)],
    tablePositions: {
      h: positions?.get(home.team.id) ?? null,
      a: positions?.get(away.team.id) ?? null,
    },
  };
  const final = statsAtMinute(
    { ...match, final: { minute: 0, score: { h: 0, a: 0 }, lines: [] } },
    played.length,
  );
  return { ...match, final };
}
