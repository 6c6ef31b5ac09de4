// Over whole demo seasons (over 2,000 fixtures) the simulator looks like the Premier League and
// its stats hold together: team sheets, minutes, goals conceded, clean sheets, score, points.
import {
  awardBonus,
  computeBps,
  defensiveContributionCount,
  ruleSetFor,
  scoreFixture,
  type ElementId,
} from '@ofl/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { playSeasons } from './test-matches';
import type { SimulatedMatch, SimulateFixtureInput, StatsLine } from './types';

const rules = ruleSetFor('2025-26');
let played: { input: SimulateFixtureInput; match: SimulatedMatch }[] = [];

beforeAll(() => {
  played = playSeasons([1, 2, 3, 4, 5, 6]);
}, 120_000);

const players = (match: SimulatedMatch) => match.final.lines.filter((l) => l.element_type !== 5);
const perMatch = (count: (m: SimulatedMatch) => number) =>
  played.reduce((sum, { match }) => sum + count(match), 0) / played.length;
const countEvents = (m: SimulatedMatch, test: (e: SimulatedMatch['events'][number]) => boolean) =>
  m.events.filter(test).length;

describe('results over a season', () => {
  it('plays over 2,000 fixtures', () => {
    expect(played.length).toBeGreaterThan(2000);
  });

  it('averages between 2.4 and 3.1 goals a match', () => {
    const goals = perMatch((m) => m.final.score.h + m.final.score.a);
    expect(goals).toBeGreaterThan(2.4);
    expect(goals).toBeLessThan(3.1);
  });

  it('gives home wins more often than away wins, with draws in between the usual bounds', () => {
    const share = (test: (h: number, a: number) => boolean) =>
      perMatch((m) => (test(m.final.score.h, m.final.score.a) ? 1 : 0));
    const home = share((h, a) => h > a);
    const away = share((h, a) => h < a);
    const draws = share((h, a) => h === a);
    expect(home).toBeGreaterThan(away + 0.05);
    expect(draws).toBeGreaterThan(0.15);
    expect(draws).toBeLessThan(0.35);
  });

  it('awards about 0.3 penalties, 3.5 yellow cards and few reds and own goals a match', () => {
    expect(perMatch((m) => countEvents(m, (e) => e.kind === 'penalty_won'))).toBeGreaterThan(0.2);
    expect(perMatch((m) => countEvents(m, (e) => e.kind === 'penalty_won'))).toBeLessThan(0.4);
    const yellows = perMatch((m) =>
      countEvents(m, (e) => e.kind === 'card' && e.card === 'yellow'),
    );
    expect(yellows).toBeGreaterThan(3);
    expect(yellows).toBeLessThan(4);
    expect(
      perMatch((m) => countEvents(m, (e) => e.kind === 'card' && e.card === 'red')),
    ).toBeLessThan(0.25);
    expect(perMatch((m) => countEvents(m, (e) => e.kind === 'own_goal'))).toBeLessThan(0.15);
  });

  it('gives forwards the most goals, then midfielders, then defenders, and assists to most goals', () => {
    const goals = [0, 0, 0, 0, 0];
    let assists = 0;
    for (const { match } of played) {
      for (const l of players(match)) {
        goals[l.element_type] = (goals[l.element_type] ?? 0) + (l.stats.goals_scored ?? 0);
        assists += l.stats.assists ?? 0;
      }
    }
    expect(goals[4]).toBeGreaterThan(goals[3]!);
    expect(goals[3]).toBeGreaterThan(goals[2]!);
    expect(goals[2]).toBeGreaterThan(goals[1]!);
    const total = goals.reduce((a, b) => a + b, 0);
    expect(assists / total).toBeGreaterThan(0.6);
    expect(assists / total).toBeLessThan(0.9);
  });
});

describe('team sheets and minutes', () => {
  it('starts eleven with one goalkeeper in a valid formation, all fit or doubtful', () => {
    const problems: string[] = [];
    for (const { input, match } of played) {
      for (const [sheet, club] of [
        [match.home, input.home],
        [match.away, input.away],
      ] as const) {
        const byId = new Map(club.squad.map((p) => [p.id, p]));
        const types = sheet.starters.map((id) => byId.get(id)!.element_type);
        const count = (t: number) => types.filter((x) => x === t).length;
        const [def, mid, fwd] = [count(2), count(3), count(4)];
        const valid =
          types.length === 11 &&
          count(1) === 1 &&
          def >= 3 &&
          def <= 5 &&
          mid >= 2 &&
          mid <= 5 &&
          fwd >= 1 &&
          fwd <= 3;
        if (!valid || sheet.formation !== `${def}-${mid}-${fwd}`) {
          problems.push(`${match.fixture}: ${sheet.formation}`);
        }
        for (const id of [...sheet.starters, ...sheet.bench]) {
          const status = byId.get(id)!.status;
          if (status !== 'a' && status !== 'd') {
            problems.push(`${match.fixture}: ${id} is ${status}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('never gives more than 90 minutes, and a substitute and the man he replaced share 90', () => {
    const problems: string[] = [];
    let substitutions = 0;
    for (const { match } of played) {
      const line = new Map(players(match).map((l) => [l.element, l]));
      for (const l of line.values()) {
        if (l.stats.minutes! > 90) problems.push(`${l.element} played ${l.stats.minutes}`);
      }
      const subs = match.events.filter((e) => e.kind === 'substitution');
      for (const side of ['h', 'a']) {
        if (subs.filter((e) => e.side === side).length > 5) {
          problems.push(`${match.fixture}: over 5 changes`);
        }
      }
      for (const sub of subs) {
        substitutions++;
        const off = line.get(sub.off)!;
        const on = line.get(sub.on)!;
        if (off.stats.minutes !== sub.minute) problems.push(`${sub.off} off at ${sub.minute}`);
        if (!on.stats.red_cards && off.stats.minutes! + on.stats.minutes! !== 90) {
          problems.push(`${sub.on} on`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(substitutions / played.length).toBeGreaterThan(5);
  });

  it('ends the minutes of a player sent off at his red card', () => {
    let reds = 0;
    for (const { match } of played) {
      for (const e of match.events) {
        if (e.kind !== 'card' || e.card !== 'red') continue;
        reds++;
        const l = match.final.lines.find((x) => x.element === e.element)!;
        const came = match.events.find((s) => s.kind === 'substitution' && s.on === e.element);
        expect(l.stats.minutes).toBe(Math.min(90, e.minute) - (came?.minute ?? 0));
      }
    }
    expect(reds).toBeGreaterThan(0);
  });
});

/** Each player's time on the pitch, rebuilt from the timeline alone. */
function spansOf(match: SimulatedMatch) {
  const spans = new Map<number, { on: number; off: number; sentOff: boolean }>();
  for (const id of [...match.home.starters, ...match.away.starters]) {
    spans.set(id, { on: 0, off: Infinity, sentOff: false });
  }
  for (const e of match.events) {
    if (e.kind === 'substitution') {
      spans.get(e.off)!.off = e.minute;
      spans.set(e.on, { on: e.minute, off: Infinity, sentOff: false });
    }
    if (e.kind === 'card' && e.card === 'red') {
      Object.assign(spans.get(e.element)!, { off: e.minute, sentOff: true });
    }
  }
  return spans;
}

describe('goals, goals conceded and clean sheets', () => {
  it('makes each score the side goals plus the opponents own goals', () => {
    const problems: number[] = [];
    for (const { match } of played) {
      const byTeam = (side: 'h' | 'a') =>
        match.final.lines.filter((l) => l.side === side && l.element_type !== 5);
      const sum = (lines: StatsLine[], stat: 'goals_scored' | 'own_goals') =>
        lines.reduce((s, l) => s + (l.stats[stat] ?? 0), 0);
      const { h, a } = match.final.score;
      if (h !== sum(byTeam('h'), 'goals_scored') + sum(byTeam('a'), 'own_goals')) {
        problems.push(match.fixture);
      }
      if (a !== sum(byTeam('a'), 'goals_scored') + sum(byTeam('h'), 'own_goals')) {
        problems.push(match.fixture);
      }
    }
    expect(problems).toEqual([]);
  });

  it('charges each player with the goals conceded while he was on the pitch (or after a red)', () => {
    const problems: string[] = [];
    for (const { match } of played) {
      const spans = spansOf(match);
      const against = { h: [] as number[], a: [] as number[] };
      for (const e of match.events) {
        if (e.kind === 'goal') against[e.side === 'h' ? 'a' : 'h'].push(e.minute);
        if (e.kind === 'own_goal') against[e.side].push(e.minute);
      }
      for (const l of players(match)) {
        const span = spans.get(l.element)!;
        const charged = against[l.side].filter(
          (m) => span.on < m && (m <= span.off || span.sentOff),
        ).length;
        if (l.stats.goals_conceded !== charged) problems.push(`${match.fixture}/${l.element}`);
        if (charged > match.final.score[l.side === 'h' ? 'a' : 'h']) {
          problems.push(`${l.element} over the score`);
        }
        if (charged > 0 && l.stats.minutes === 0) {
          problems.push(`${l.element} conceded without playing`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives clean sheets exactly to players with 60 minutes or more and nothing conceded', () => {
    let cleanSheets = 0;
    const problems: number[] = [];
    for (const { match } of played) {
      for (const l of players(match)) {
        const expected = l.stats.minutes! >= 60 && l.stats.goals_conceded === 0 ? 1 : 0;
        if (l.stats.clean_sheets !== expected) problems.push(l.element);
        cleanSheets += expected;
      }
    }
    expect(problems).toEqual([]);
    expect(cleanSheets).toBeGreaterThan(0);
  });

  it('credits a saved penalty to the keeper and a miss to the taker', () => {
    let saved = 0;
    for (const { match } of played) {
      for (const e of match.events) {
        if (e.kind !== 'penalty_miss') continue;
        const taker = match.final.lines.find((l) => l.element === e.element)!;
        expect(taker.stats.penalties_missed).toBeGreaterThan(0);
        if (e.keeper === null) continue;
        saved++;
        const keeper = match.final.lines.find((l) => l.element === e.keeper)!;
        expect(keeper.element_type).toBe(1);
        expect(keeper.stats.penalties_saved).toBeGreaterThan(0);
      }
    }
    expect(saved).toBeGreaterThan(0);
  });
});

describe('points from the engine', () => {
  it('averages 2 to 4 points a player who played, bonus included, with bonus in every match', () => {
    let total = 0;
    let appearances = 0;
    const withoutBonus: number[] = [];
    for (const { match } of played) {
      const appeared = players(match).filter((l) => l.stats.minutes! > 0);
      const entries = appeared.map((l) => ({
        element: l.element as ElementId,
        bps: computeBps(rules, l.element_type, l.stats),
        minutes: l.stats.minutes!,
      }));
      const awards = awardBonus(rules, entries);
      if (awards.length < 3 || awards[0]?.bonus !== 3) withoutBonus.push(match.fixture);
      const bonus = new Map(awards.map((a) => [a.element as number, a.bonus]));
      for (const l of appeared) {
        total += scoreFixture(rules, l.element_type, {
          ...l.stats,
          bonus: bonus.get(l.element) ?? 0,
        }).total;
        appearances++;
      }
    }
    expect(withoutBonus).toEqual([]);
    expect(total / appearances).toBeGreaterThan(2);
    expect(total / appearances).toBeLessThan(4);
  });

  it('lets about 15-25% of defenders who play an hour reach the defensive contribution threshold', () => {
    let defenders = 0;
    let reached = 0;
    for (const { match } of played) {
      for (const l of players(match)) {
        if (l.element_type !== 2 || l.stats.minutes! < 60) continue;
        defenders++;
        if (defensiveContributionCount(2, l.stats) >= 10) reached++;
      }
    }
    expect(reached / defenders).toBeGreaterThan(0.15);
    expect(reached / defenders).toBeLessThan(0.25);
  });

  it('gives each manager his club result, goals and clean sheet', () => {
    const problems: number[] = [];
    for (const { match } of played) {
      const managers = match.final.lines.filter((l) => l.element_type === 5);
      if (managers.length !== 2) problems.push(match.fixture);
      for (const m of managers) {
        const own = match.final.score[m.side];
        const opp = match.final.score[m.side === 'h' ? 'a' : 'h'];
        const expected = [
          own,
          opp === 0 ? 1 : 0,
          own > opp ? 1 : 0,
          own === opp ? 1 : 0,
          own < opp ? 1 : 0,
        ];
        const got = [
          m.stats.mng_goals_scored,
          m.stats.mng_clean_sheets,
          m.stats.mng_win,
          m.stats.mng_draw,
          m.stats.mng_loss,
        ];
        if (got.join() !== expected.join()) problems.push(m.element);
      }
    }
    expect(problems).toEqual([]);
  });
});
