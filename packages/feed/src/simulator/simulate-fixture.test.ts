// One fixture: the seed decides everything, the input is checked, managers get their flags.
import { describe, expect, it } from 'vitest';
import { seasonFor } from '../generator/test-season';
import { simulateFixture } from './index';
import { fixtureInput } from './test-matches';

const season = seasonFor(3);
const fixture = season.fixtures[0]!;

describe('simulateFixture', () => {
  it('plays the same match for the same seed', () => {
    const input = fixtureInput(season, fixture, 42);
    expect(simulateFixture(input)).toEqual(simulateFixture(input));
  });

  it('plays another match for another seed', () => {
    const one = simulateFixture(fixtureInput(season, fixture, 42));
    const other = simulateFixture(fixtureInput(season, fixture, 43));
    expect(other.events).not.toEqual(one.events);
  });

  it('refuses clubs that are not the fixture clubs', () => {
    const input = fixtureInput(season, fixture, 1);
    expect(() => simulateFixture({ ...input, home: input.away, away: input.home })).toThrow(
      /fixture/,
    );
  });

  it('orders the timeline by minute and ends it at the last clock minute', () => {
    const match = simulateFixture(fixtureInput(season, fixture, 5));
    const minutes = match.events.map((e) => e.minute);
    expect(minutes).toEqual([...minutes].sort((x, y) => x - y));
    expect(Math.max(...minutes)).toBeLessThanOrEqual(match.length);
    expect(match.length).toBeGreaterThan(90);
  });

  it('sets the underdog flags of a manager whose club is five places lower and avoids defeat', () => {
    for (let seed = 0; seed < 200; seed++) {
      const input = fixtureInput(season, fixture, seed);
      const positions = new Map([
        [fixture.team_h, 18],
        [fixture.team_a, 2],
      ]);
      const match = simulateFixture({ ...input, tablePositions: positions });
      const { h, a } = match.final.score;
      if (h < a) continue;
      const home = match.final.lines.find((l) => l.element === match.home.manager)!;
      const away = match.final.lines.find((l) => l.element === match.away.manager)!;
      expect([home.stats.mng_underdog_win, home.stats.mng_underdog_draw]).toEqual([
        h > a ? 1 : 0,
        h === a ? 1 : 0,
      ]);
      expect([away.stats.mng_underdog_win, away.stats.mng_underdog_draw]).toEqual([0, 0]);
      return;
    }
    throw new Error('the home club never avoided defeat');
  });

  it('leaves the underdog flags at 0 without league positions', () => {
    const match = simulateFixture(fixtureInput(season, fixture, 9));
    for (const line of match.final.lines.filter((l) => l.element_type === 5)) {
      expect([line.stats.mng_underdog_win, line.stats.mng_underdog_draw]).toEqual([0, 0]);
    }
  });

  it('gives a penalty goal to the penalty taker on the pitch, with the assist to whoever won it', () => {
    for (let seed = 0; seed < 300; seed++) {
      const match = simulateFixture(fixtureInput(season, fixture, seed));
      const index = match.events.findIndex((e) => e.kind === 'goal' && e.penalty);
      if (index < 0) continue;
      const goal = match.events[index]!;
      const won = match.events[index - 1]!;
      if (goal.kind !== 'goal' || won.kind !== 'penalty_won') {
        throw new Error('a penalty goal follows the award');
      }
      expect(goal.assist).toBe(won.element === goal.element ? null : won.element);
      const scorer = match.final.lines.find((l) => l.element === goal.element)!;
      expect(scorer.stats.penalty_goals).toBeGreaterThan(0);
      return;
    }
    throw new Error('no penalty was scored');
  });
});
